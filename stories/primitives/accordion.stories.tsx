import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Accordion, type AccordionItem } from '../../src/primitives/accordion/Accordion';
import { SITES, isSiteCode, type Language } from '../../src/sites/sites';

type Topic = 'payment' | 'delivery' | 'returns';

const SAMPLES: Record<Language, Record<Topic, { heading: string; text: string }>> = {
  de: {
    payment: {
      heading: 'Zahlung',
      text: 'Sie zahlen bequem per Rechnung, PayPal, Kreditkarte oder Lastschrift.',
    },
    delivery: { heading: 'Lieferung', text: 'Ihre Bestellung ist in 2–4 Werktagen bei Ihnen.' },
    returns: {
      heading: 'Rückgabe',
      text: 'Sie können Artikel innerhalb von 30 Tagen kostenlos zurückgeben.',
    },
  },
  fr: {
    payment: {
      heading: 'Paiement',
      text: 'Payez facilement sur facture, par PayPal ou par carte de crédit.',
    },
    delivery: {
      heading: 'Livraison',
      text: 'Votre commande vous parvient en 2 à 4 jours ouvrables.',
    },
    returns: {
      heading: 'Retours',
      text: 'Vous pouvez retourner vos articles gratuitement dans un délai de 30 jours.',
    },
  },
  pl: {
    payment: {
      heading: 'Płatność',
      text: 'Zapłać wygodnie przelewem, BLIK-iem, przez PayPal lub kartą kredytową.',
    },
    delivery: { heading: 'Dostawa', text: 'Twoje zamówienie dotrze w ciągu 2–4 dni roboczych.' },
    returns: { heading: 'Zwroty', text: 'Możesz bezpłatnie zwrócić produkty w ciągu 30 dni.' },
  },
  cs: {
    payment: { heading: 'Platba', text: 'Plaťte pohodlně kartou, převodem nebo přes PayPal.' },
    delivery: { heading: 'Doprava', text: 'Objednávku vám doručíme do 2–4 pracovních dnů.' },
    returns: { heading: 'Vrácení zboží', text: 'Zboží můžete do 30 dnů bezplatně vrátit.' },
  },
  hu: {
    payment: {
      heading: 'Fizetés',
      text: 'Fizessen kényelmesen bankkártyával, átutalással vagy PayPallal.',
    },
    delivery: { heading: 'Szállítás', text: 'Rendelését 2–4 munkanapon belül kézbesítjük.' },
    returns: {
      heading: 'Visszaküldés',
      text: 'A termékeket 30 napon belül ingyenesen visszaküldheti.',
    },
  },
  sk: {
    payment: { heading: 'Platba', text: 'Plaťte pohodlne kartou, prevodom alebo cez PayPal.' },
    delivery: { heading: 'Doprava', text: 'Objednávku vám doručíme za 2 až 4 pracovné dni.' },
    returns: { heading: 'Vrátenie tovaru', text: 'Tovar môžete do 30 dní bezplatne vrátiť.' },
  },
  tr: {
    payment: { heading: 'Ödeme', text: 'Kredi kartı, banka kartı veya havale ile kolayca ödeyin.' },
    delivery: { heading: 'Teslimat', text: 'Siparişiniz 2–4 iş günü içinde elinize ulaşır.' },
    returns: { heading: 'İade', text: 'Ürünleri 30 gün içinde ücretsiz iade edebilirsiniz.' },
  },
};

const TOPICS: Topic[] = ['payment', 'delivery', 'returns'];

function samplesFor(globals: Record<string, unknown>) {
  return SAMPLES[SITES[isSiteCode(globals.site) ? globals.site : 'DE'].language];
}

function itemsFor(globals: Record<string, unknown>): AccordionItem[] {
  const samples = samplesFor(globals);
  return TOPICS.map((topic) => ({
    id: topic,
    heading: samples[topic].heading,
    content: <p style={{ margin: 0 }}>{samples[topic].text}</p>,
  }));
}

const meta: Meta<typeof Accordion> = {
  title: 'Primitives/Accordion',
  component: Accordion,
  args: { headingLevel: 3, multiple: false, onExpandedChange: fn() },
  argTypes: { items: { control: false }, expanded: { control: false } },
  // On the docs page the first example follows the page's title (h1): its headings are the
  // page's second level there, as they would be in a page's outline.
  render: (args, { globals, viewMode }) => (
    <div style={{ maxWidth: '30rem' }}>
      <Accordion
        {...args}
        headingLevel={viewMode === 'docs' ? 2 : args.headingLevel}
        items={itemsFor(globals)}
      />
    </div>
  ),
};

export default meta;
type Story = StoryObj<typeof Accordion>;

/** The first header has keyboard focus. */
export const Collapsed: Story = {
  play: async ({ canvasElement, globals }) => {
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('button', { name: samplesFor(globals).payment.heading }),
    ).toHaveFocus();
  },
};

export const OneOpen: Story = {
  name: 'One open',
  args: { defaultExpanded: ['payment'] },
};

/** Other panels than "One open": the docs page shows both, and two regions may not share a name. */
export const Multiple: Story = {
  name: 'Several open',
  args: { multiple: true, defaultExpanded: ['delivery', 'returns'] },
};

export const ToggleWithClick: Story = {
  name: 'Toggle with click',
  play: async ({ canvasElement, globals, args }) => {
    const samples = samplesFor(globals);
    const canvas = within(canvasElement);
    const payment = canvas.getByRole('button', { name: samples.payment.heading });
    const delivery = canvas.getByRole('button', { name: samples.delivery.heading });

    await userEvent.click(delivery);
    await expect(delivery).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: samples.delivery.heading })).toBeVisible();
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(['delivery']);

    await userEvent.click(payment);
    await expect(payment).toHaveAttribute('aria-expanded', 'true');
    await expect(delivery).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(samples.delivery.text)).not.toBeVisible();

    await userEvent.click(payment);
    await expect(payment).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith([]);
  },
};

export const KeyboardOperation: Story = {
  name: 'Keyboard operation',
  args: { multiple: true },
  play: async ({ canvasElement, globals }) => {
    const samples = samplesFor(globals);
    const canvas = within(canvasElement);
    const [payment, delivery, returns] = TOPICS.map((topic) =>
      canvas.getByRole('button', { name: samples[topic].heading }),
    );

    await userEvent.tab();
    await expect(payment).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(payment).toHaveAttribute('aria-expanded', 'true'));

    await userEvent.keyboard('{ArrowDown}');
    await expect(delivery).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(delivery).toHaveAttribute('aria-expanded', 'true'));
    await expect(payment).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{End}');
    await expect(returns).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(payment).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(returns).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(payment).toHaveFocus();
  },
};
