import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { LegalText } from '../../src/primitives/legal-text/LegalText';
import { type Language } from '../../src/sites/sites';
import { componentTexts, samplesIn } from '../support/story-globals';

/** A promotion's legal text and its hint, as editors write them. */
const SAMPLES: Record<Language, { hint: string; text: string }> = {
  de: {
    hint: 'Aktionsbedingungen',
    text: 'Gültig in allen Filialen und online, solange der Vorrat reicht. Nicht mit anderen Gutscheinen oder Aktionen kombinierbar. Keine Barauszahlung. Pro Haushalt nur eine Teilnahme. Die vollständigen Teilnahmebedingungen finden Sie unter beispiel.de/aktion.',
  },
  fr: {
    hint: 'Conditions de l’offre',
    text: 'Valable dans toutes les filiales et en ligne, jusqu’à épuisement des stocks. Non cumulable avec d’autres bons ou promotions. Pas de paiement en espèces. Une seule participation par foyer. Conditions complètes de participation sur exemple.ch/action.',
  },
  pl: {
    hint: 'Regulamin promocji',
    text: 'Oferta ważna we wszystkich sklepach i online do wyczerpania zapasów. Nie łączy się z innymi kuponami ani promocjami. Brak możliwości wypłaty gotówki. Jedno zgłoszenie na gospodarstwo domowe. Pełny regulamin promocji znajdziesz na przyklad.pl/promocja.',
  },
  cs: {
    hint: 'Podmínky akce',
    text: 'Platí ve všech prodejnách i online do vyprodání zásob. Nelze kombinovat s jinými poukazy ani akcemi. Hodnotu nelze vyplatit v hotovosti. Jedna účast na domácnost. Úplné podmínky akce najdete na priklad.cz/akce.',
  },
  hu: {
    hint: 'Az akció feltételei',
    text: 'Az ajánlat minden üzletünkben és online érvényes, a készlet erejéig. Más kuponokkal és akciókkal nem vonható össze. Készpénzre nem váltható. Háztartásonként egy részvétel. A teljes részvételi feltételeket a pelda.hu/akcio oldalon találja.',
  },
  sk: {
    hint: 'Podmienky akcie',
    text: 'Platí vo všetkých predajniach aj online do vypredania zásob. Nedá sa kombinovať s inými poukážkami ani akciami. Hodnotu nie je možné vyplatiť v hotovosti. Jedna účasť na domácnosť. Úplné podmienky akcie nájdete na priklad.sk/akcia.',
  },
  tr: {
    hint: 'Kampanya koşulları',
    text: 'Kampanya tüm mağazalarımızda ve internette stoklarla sınırlıdır. Diğer kupon ve kampanyalarla birleştirilemez. Nakit olarak ödenmez. Her haneden yalnızca bir katılım kabul edilir. Kampanya koşullarının tamamını ornek.com.tr/kampanya adresinde bulabilirsiniz.',
  },
};

const samplesFor = (globals: Record<string, unknown>) => samplesIn(SAMPLES, globals);

const meta: Meta<typeof LegalText> = {
  title: 'Primitives/Legal text',
  component: LegalText,
  args: { onExpandedChange: fn() },
  argTypes: { children: { control: false }, expanded: { control: false } },
  render: (args, { globals }) => (
    <div style={{ maxWidth: '30rem' }}>
      <LegalText {...args}>
        <p>{samplesFor(globals).text}</p>
      </LegalText>
    </div>
  ),
};

export default meta;
type Story = StoryObj<typeof LegalText>;

/**
 * The translated toggle; a promotion's own hint with a two-line preview; the same on a coloured
 * promotion banner, whose text colour the legal text takes on.
 */
export const Collapsed: Story = {
  render: (args, { globals }) => {
    const samples = samplesFor(globals);
    return (
      <div style={{ display: 'grid', gap: 'var(--shop-space-5)', maxWidth: '30rem' }}>
        <LegalText {...args}>
          <p>{samples.text}</p>
        </LegalText>
        <LegalText {...args} hint={samples.hint} previewLines={2}>
          <p>{samples.text}</p>
        </LegalText>
        <div
          style={{
            padding: 'var(--shop-space-4)',
            background: 'var(--shop-color-primary)',
            color: 'var(--shop-color-ink-inverse)',
          }}
        >
          <LegalText {...args} hint={samples.hint}>
            <p>{samples.text}</p>
          </LegalText>
        </div>
      </div>
    );
  },
};

export const Expanded: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const texts = componentTexts(globals);
    const toggle = canvas.getByRole('button', { name: texts.t('legalText.show') });
    const legalText = canvas.getByText(samplesFor(globals).text);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(legalText).not.toBeVisible();

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName(texts.t('legalText.hide'));
    await expect(legalText).toBeVisible();
    await expect(args.onExpandedChange).toHaveBeenCalledWith(true);
  },
};

export const ToggleWithKeyboard: Story = {
  name: 'Toggle with keyboard',
  args: { previewLines: 2 },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button');
    const content = canvas.getByText(samplesFor(globals).text).parentElement;
    await expect(content).toHaveAttribute('inert');

    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(content).not.toHaveAttribute('inert');
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAccessibleName(componentTexts(globals).t('legalText.show'));
  },
};
