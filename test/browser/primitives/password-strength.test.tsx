import { cleanup, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ShopProvider } from '../../../src/element-kit/render/shop-context';
import { PasswordStrength } from '../../../src/primitives/password-strength/PasswordStrength';

afterEach(cleanup);

function filledSegments(): number {
  return document.querySelectorAll('.shop-password-strength__segment[data-filled]').length;
}

function PasswordForm() {
  const [password, setPassword] = useState('');
  return (
    <>
      <label htmlFor="password">Passwort</label>
      <input
        id="password"
        type="password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <PasswordStrength password={password} />
    </>
  );
}

describe('PasswordStrength', () => {
  it('given fewer than 8 characters, it asks for at least 8 and fills no segment', async () => {
    render(<PasswordStrength password="kaffee" />);
    await expect.element(page.getByText('Mindestens 8 Zeichen')).toBeVisible();
    expect(filledSegments()).toBe(0);
  });

  it.each([
    ['kaffeetasse', 'Schwach', 1],
    ['Kaffeetasse', 'Mittel', 2],
    ['Kaffee17', 'Stark', 3],
    ['Kaffee17!', 'Sehr stark', 4],
  ])('given %s, it names the level %s and fills %i segments', async (password, level, filled) => {
    render(<PasswordStrength password={password} />);
    await expect.element(page.getByText(`Passwortsicherheit: ${level}`)).toBeVisible();
    expect(filledSegments()).toBe(filled);
  });

  it('given any password, the meter is hidden from assistive technology and the text is a polite live region', async () => {
    render(<PasswordStrength password="Kaffee17" />);
    const text = page.getByText('Passwortsicherheit: Stark');
    await expect.element(text).toHaveAttribute('aria-live', 'polite');
    await expect.element(text).toHaveAttribute('aria-atomic', 'true');
    expect(document.querySelector('.shop-password-strength__meter')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  });

  it('when the shopper types, the same live region follows the level', async () => {
    render(<PasswordForm />);
    const status = page.getByText('Mindestens 8 Zeichen');
    const region = status.element();
    const field = page.getByLabelText('Passwort');
    await userEvent.type(field, 'kaffeeta');
    await expect.element(page.getByText('Passwortsicherheit: Schwach')).toBeVisible();
    await userEvent.type(field, '7');
    await expect.element(page.getByText('Passwortsicherheit: Mittel')).toBeVisible();
    await userEvent.keyboard('{Shift>}A{/Shift}');
    await expect.element(page.getByText('Passwortsicherheit: Stark')).toBeVisible();
    expect(page.getByText('Passwortsicherheit: Stark').element()).toBe(region);
  });

  it('given the French Swiss site, the level reads with French punctuation', async () => {
    render(
      <ShopProvider site="CH_FR">
        <PasswordStrength password="Kaffeetasse" />
      </ShopProvider>,
    );
    await expect.element(page.getByText('Sécurité du mot de passe\u00a0: Moyen')).toBeVisible();
  });
});
