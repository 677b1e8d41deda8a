import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { TextField } from '../../src/primitives/form-field/TextField';
import { PasswordStrength } from '../../src/primitives/password-strength/PasswordStrength';
import {
  passwordStrength,
  type PasswordStrengthResult,
} from '../../src/primitives/password-strength/password-strength';
import { type Language } from '../../src/sites/sites';
import { componentTexts, samplesIn } from '../support/story-globals';

interface PasswordSamples {
  fieldLabel: string;
  /** One password per result of `passwordStrength`, weakest first. */
  passwords: Record<PasswordStrengthResult, string>;
}

const SAMPLES: Record<Language, PasswordSamples> = {
  de: {
    fieldLabel: 'Passwort',
    passwords: {
      'too-short': 'kaffe',
      weak: 'kaffeetasse',
      ok: 'Kaffeetasse',
      strong: 'Kaffee17',
      'very-strong': 'Kaffee17!',
    },
  },
  fr: {
    fieldLabel: 'Mot de passe',
    passwords: {
      'too-short': 'crois',
      weak: 'croissant',
      ok: 'Croissant',
      strong: 'Croiss17',
      'very-strong': 'Croiss17!',
    },
  },
  pl: {
    fieldLabel: 'Hasło',
    passwords: {
      'too-short': 'herba',
      weak: 'herbatka',
      ok: 'Herbatka',
      strong: 'Herbat17',
      'very-strong': 'Herbat17!',
    },
  },
  cs: {
    fieldLabel: 'Heslo',
    passwords: {
      'too-short': 'čokol',
      weak: 'čokoláda',
      ok: 'Čokoláda',
      strong: 'Čokolá17',
      'very-strong': 'Čokolá17!',
    },
  },
  hu: {
    fieldLabel: 'Jelszó',
    passwords: {
      'too-short': 'palac',
      weak: 'palacsinta',
      ok: 'Palacsinta',
      strong: 'Palacs17',
      'very-strong': 'Palacs17!',
    },
  },
  sk: {
    fieldLabel: 'Heslo',
    passwords: {
      'too-short': 'čokol',
      weak: 'čokoláda',
      ok: 'Čokoláda',
      strong: 'Čokolá17',
      'very-strong': 'Čokolá17!',
    },
  },
  tr: {
    fieldLabel: 'Şifre',
    passwords: {
      'too-short': 'çikol',
      weak: 'çikolata',
      ok: 'Çikolata',
      strong: 'Çikola17',
      'very-strong': 'Çikola17!',
    },
  },
};

const STRENGTHS: PasswordStrengthResult[] = ['too-short', 'weak', 'ok', 'strong', 'very-strong'];

const samplesFor = (globals: Record<string, unknown>) => samplesIn(SAMPLES, globals);

const meta: Meta<typeof PasswordStrength> = {
  title: 'Primitives/Password strength',
  component: PasswordStrength,
  args: { password: '' },
};

export default meta;
type Story = StoryObj<typeof PasswordStrength>;

/** Below 8 characters, then each of the four levels, with the password that earns it. */
export const Levels: Story = {
  render: (_args, { globals }) => {
    const { passwords } = samplesFor(globals);
    return (
      <dl
        style={{
          display: 'grid',
          gridTemplateColumns: 'max-content minmax(0, 16rem)',
          alignItems: 'start',
          gap: 'var(--shop-space-4) var(--shop-space-5)',
          margin: 0,
          fontFamily: 'var(--shop-font-family-mono)',
        }}
      >
        {STRENGTHS.map((strength) => (
          <div key={strength} style={{ display: 'contents' }}>
            <dt>{passwords[strength]}</dt>
            <dd style={{ margin: 0 }}>
              <PasswordStrength password={passwords[strength]} />
            </dd>
          </div>
        ))}
      </dl>
    );
  },
  play: async ({ globals }) => {
    const { passwords } = samplesFor(globals);
    for (const strength of STRENGTHS) {
      await expect(passwordStrength(passwords[strength])).toBe(strength);
    }
  },
};

function PasswordFieldWithMeter({ label }: { label: string }) {
  const [password, setPassword] = useState('');
  return (
    <div style={{ display: 'grid', gap: 'var(--shop-space-2)', maxWidth: '24rem' }}>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <PasswordStrength password={password} />
    </div>
  );
}

export const WithPasswordField: Story = {
  name: 'With password field',
  render: (_args, { globals }) => <PasswordFieldWithMeter label={samplesFor(globals).fieldLabel} />,
  play: async ({ canvasElement, globals }) => {
    const { fieldLabel, passwords } = samplesFor(globals);
    const texts = componentTexts(globals);
    const levelText = (key: Parameters<typeof texts.t>[0]) =>
      texts.t('passwordStrength.status', { level: texts.t(key) });
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText(fieldLabel);
    const status = canvas.getByText(texts.t('passwordStrength.tooShort'));
    await expect(status).toHaveAttribute('aria-live', 'polite');

    await userEvent.type(field, passwords.weak);
    await waitFor(() => expect(status).toHaveTextContent(levelText('passwordStrength.weak')));

    await userEvent.clear(field);
    await userEvent.type(field, passwords.ok);
    await waitFor(() => expect(status).toHaveTextContent(levelText('passwordStrength.ok')));

    await userEvent.clear(field);
    await userEvent.type(field, passwords['very-strong']);
    await waitFor(() => expect(status).toHaveTextContent(levelText('passwordStrength.veryStrong')));
    await userEvent.keyboard('{Backspace}');
    await waitFor(() => expect(status).toHaveTextContent(levelText('passwordStrength.strong')));
  },
};
