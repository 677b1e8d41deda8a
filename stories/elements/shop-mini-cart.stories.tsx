import type { Meta, StoryObj } from '@storybook/react-vite';
import { html } from 'lit-html';
import { ifDefined } from 'lit-html/directives/if-defined.js';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../../src/elements/generated/entries/shop-mini-cart';
import type { ShopMiniCartElement } from '../../src/elements/generated/element-typings';
import { shopMiniCartDefinition } from '../../src/elements/shop-mini-cart/shop-mini-cart.definition';
import type { CartErrorCode } from '../../src/services/wire/cart';
import type { VisualParameters } from '../../test/visual/story-screenshots';
import { clearFaults, type Fault } from '../../test/fake-backend/faults';
import { MANY_ARTICLES } from '../../test/fake-backend/fixtures/cart';
import { elementArgTypes, elementArgs, elementParameters } from '../support/element-docs';
import type { FakeBackendParameters } from '../support/fake-backend';
import { LitTemplate } from '../support/lit-template';

const meta = {
  title: 'Elements/shop-mini-cart',
  parameters: {
    ...elementParameters(shopMiniCartDefinition),
    fakeBackend: { cart: 'filled' } satisfies FakeBackendParameters,
    visual: { target: 'root' } satisfies VisualParameters,
  },
  argTypes: elementArgTypes('shop-mini-cart'),
  args: elementArgs('shop-mini-cart'),
  render: (_args, { globals }) => {
    const template = html`
      <shop-mini-cart
        site=${ifDefined((globals.site as string) || undefined)}
        locale=${ifDefined((globals.locale as string) || undefined)}
      ></shop-mini-cart>
    `;
    return <LitTemplate template={template} />;
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

// The texts the play functions look for: stories run with the DE site unless the toolbar says
// otherwise, and the fake catalogue names its products in German there.
const COFFEE = 'Barista Caffè Crema – ganze Kaffeebohnen';
const SWEATER = 'Strickpullover mit Zopfmuster';
const READ_ERROR =
  'Aus technischen Gründen kann der Inhalt Ihres Warenkorbs derzeit nicht angezeigt werden. Bitte versuchen Sie es später noch einmal.';
const CHANGE_ERROR =
  'Aus technischen Gründen kann Ihr Warenkorb derzeit nicht geändert werden. Bitte versuchen Sie es später noch einmal.';

interface MiniCart {
  host: ShopMiniCartElement;
  root: ShadowRoot;
  /** Testing Library queries inside the element's shadow root. */
  panel: ReturnType<typeof within>;
}

async function miniCartIn(canvasElement: HTMLElement): Promise<MiniCart> {
  const host = canvasElement.querySelector('shop-mini-cart');
  if (!host) throw new Error('no <shop-mini-cart> rendered');
  await waitFor(() => expect(host.shadowRoot?.querySelector('[part~="panel"]')).not.toBeNull());
  const root = host.shadowRoot as ShadowRoot;
  return { host, root, panel: within(root as unknown as HTMLElement) };
}

/** The panel shows the cart and every image it asked for has arrived (for stable screenshots). */
async function untilLoaded({ root }: MiniCart): Promise<void> {
  await waitFor(
    () => {
      const state = root.querySelector<HTMLElement>('[part~="panel"]')?.dataset.state;
      expect(state === 'filled' || state === 'empty').toBe(true);
      expect(root.querySelector('[part~="panel"]')?.hasAttribute('data-busy')).toBe(false);
    },
    { timeout: 5_000 },
  );
  await waitFor(
    () => {
      const pending = [...root.querySelectorAll<HTMLElement>('.shop-image')].filter(
        (image) => image.querySelector('img[src]') && image.dataset.state === 'loading',
      );
      expect(pending).toHaveLength(0);
    },
    { timeout: 5_000 },
  );
}

function stepperValue(line: HTMLElement | null): string | undefined {
  return line?.querySelector('[part~="stepper"] [data-quantity]')?.textContent ?? undefined;
}

function lineOf({ panel }: MiniCart, name: string): HTMLElement {
  const link = panel.getByRole('link', { name });
  const line = link.closest('li');
  if (!line) throw new Error(`no line for ${name}`);
  return line;
}

/** The filled cart: three articles, a free article, a gift card, a partner product, an abo. */
export const Loaded: Story = {
  parameters: { visual: { target: 'root', viewports: ['xl'] } },
  play: async ({ canvasElement }) => {
    const miniCart = await miniCartIn(canvasElement);
    const { panel } = miniCart;
    await untilLoaded(miniCart);
    await expect(panel.getByRole('heading', { level: 2 })).toHaveTextContent('Warenkorb 9 Artikel');
    await expect(panel.getAllByRole('listitem')).toHaveLength(7);
    await expect(lineOf(miniCart, COFFEE)).toHaveTextContent('15,98 EUR');
    await expect(panel.getByText('Gratiszugabe')).toBeVisible();
    await expect(panel.getByText('Verkauf durch Radhaus Berger GmbH')).toBeVisible();
    await expect(panel.getByText('Abos werden separat abgerechnet.')).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Zum Warenkorb' })).toHaveAttribute(
      'href',
      '/service/cartfrontend/cart',
    );
    await expect(panel.getByRole('link', { name: 'Zur Kasse' })).toHaveAttribute(
      'href',
      '/service/cartfrontend/cart?checkout=true',
    );
  },
};

export const OnSmartphone: Story = {
  globals: { viewport: { value: 'xs' } },
  parameters: { visual: { target: 'root', viewports: ['xs'] } },
  play: async ({ canvasElement }) => {
    const miniCart = await miniCartIn(canvasElement);
    await untilLoaded(miniCart);
    // The full width of the phone's screen (the story's frame).
    await expect(miniCart.host.getBoundingClientRect().width).toBe(
      miniCart.host.parentElement!.getBoundingClientRect().width,
    );
  },
};

export const Empty: Story = {
  parameters: { fakeBackend: { cart: 'empty' } satisfies FakeBackendParameters },
  play: async ({ canvasElement }) => {
    const miniCart = await miniCartIn(canvasElement);
    await untilLoaded(miniCart);
    await expect(miniCart.panel.getByText('Ihr Warenkorb ist leer.')).toBeVisible();
    await expect(miniCart.panel.getByRole('link', { name: 'Zum Warenkorb' })).toHaveAttribute(
      'href',
      '/service/cartfrontend/cart',
    );
    await expect(miniCart.panel.queryByRole('list')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: {
    fakeBackend: { faults: [{ call: 'cart', kind: 'hang' }] } satisfies FakeBackendParameters,
  },
  play: async ({ canvasElement }) => {
    const { panel, root } = await miniCartIn(canvasElement);
    await expect(await panel.findByText('Ihr Warenkorb wird geladen …')).toBeVisible();
    await expect(root.querySelector('[part~="panel"]')).toHaveAttribute('aria-busy', 'true');
  },
};

function readErrorStory(code: CartErrorCode, visual: boolean): Story {
  const fault: Fault = { call: 'cart', kind: 'server-error', status: 503, body: { error: code } };
  return {
    name: `Read error ${code}`,
    parameters: {
      fakeBackend: { faults: [fault] } satisfies FakeBackendParameters,
      visual: { target: 'root', disable: !visual } satisfies VisualParameters,
    },
    play: async ({ canvasElement }) => {
      const { panel } = await miniCartIn(canvasElement);
      const alert = await panel.findByRole('alert');
      await expect(alert).toHaveTextContent(READ_ERROR);
      await expect(within(alert).getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
    },
  };
}

// The five read errors say the same; UNKNOWN and PRICE_UNAVAILABLE keep a screenshot.
export const ReadErrorUnknown = readErrorStory('UNKNOWN', true);
export const ReadErrorCartStorageUnavailable = readErrorStory('CARTSTORAGE_UNAVAILABLE', false);
export const ReadErrorProductDataUnavailable = readErrorStory('PRODUCTDATA_UNAVAILABLE', false);
export const ReadErrorPriceUnavailable = readErrorStory('PRICE_UNAVAILABLE', true);
export const ReadErrorNotModified = readErrorStory('NOT_MODIFIED', false);

/** Retry after a read error: the service answers again, the cart appears. */
export const ReadErrorRetry: Story = {
  parameters: {
    fakeBackend: {
      faults: [{ call: 'cart', kind: 'server-error', status: 503, body: { error: 'UNKNOWN' } }],
    } satisfies FakeBackendParameters,
    visual: { disable: true } satisfies VisualParameters,
  },
  play: async ({ canvasElement }) => {
    const miniCart = await miniCartIn(canvasElement);
    const alert = await miniCart.panel.findByRole('alert');
    clearFaults();
    await userEvent.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    await untilLoaded(miniCart);
    await expect(miniCart.panel.queryByRole('alert')).toBeNull();
    await expect(miniCart.panel.getByRole('link', { name: COFFEE })).toBeVisible();
  },
};

function changeErrorStory(
  name: string,
  body: { error: CartErrorCode; limit?: number },
  product: string,
  message: string,
  visual: boolean,
): Story {
  const status = body.limit === undefined ? 503 : 409;
  const fault: Fault = {
    call: 'cartModify',
    kind: status >= 500 ? 'server-error' : 'client-error',
    status,
    body,
  };
  return {
    name,
    parameters: {
      fakeBackend: { faults: [fault] } satisfies FakeBackendParameters,
      visual: { target: 'root', disable: !visual } satisfies VisualParameters,
    },
    play: async ({ canvasElement }) => {
      const miniCart = await miniCartIn(canvasElement);
      await untilLoaded(miniCart);
      const line = lineOf(miniCart, product);
      const before = stepperValue(line);
      await userEvent.click(
        miniCart.panel.getByRole('button', { name: `Menge von ${product} erhöhen` }),
      );
      const alert = await miniCart.panel.findByRole('alert');
      await expect(alert).toHaveTextContent(message);
      // The failed change drops out: the line shows its quantity from before.
      await waitFor(() => expect(stepperValue(lineOf(miniCart, product))).toBe(before));
      await untilLoaded(miniCart);
    },
  };
}

export const ChangeErrorCartLimit = changeErrorStory(
  'Change error CART_LIMIT',
  { error: 'CART_LIMIT', limit: 50 },
  COFFEE,
  'Sie können pro Einkauf höchstens 50 Artikel kaufen.',
  true,
);

export const ChangeErrorItemLimit = changeErrorStory(
  'Change error ITEM_LIMIT',
  { error: 'ITEM_LIMIT', limit: 10 },
  COFFEE,
  'Sie können von diesem Artikel pro Einkauf höchstens 10 Stück kaufen.',
  false,
);

export const ChangeErrorAvailabilityLimit = changeErrorStory(
  'Change error AVAILABILITY_LIMIT',
  { error: 'AVAILABILITY_LIMIT', limit: 3 },
  SWEATER,
  'Von diesem Artikel sind nur noch 3 Stück verfügbar.',
  false,
);

export const ChangeErrorCartStorageUnavailable = changeErrorStory(
  'Change error CARTSTORAGE_UNAVAILABLE',
  { error: 'CARTSTORAGE_UNAVAILABLE' },
  COFFEE,
  CHANGE_ERROR,
  false,
);

/** The close button of a failed change's message hides it before its 7.5 s are up. */
export const ChangeErrorDismissed: Story = {
  parameters: {
    fakeBackend: {
      faults: [
        { call: 'cartModify', kind: 'client-error', status: 409, body: { error: 'CART_LIMIT' } },
      ],
    } satisfies FakeBackendParameters,
    visual: { disable: true } satisfies VisualParameters,
  },
  play: async ({ canvasElement }) => {
    const miniCart = await miniCartIn(canvasElement);
    await untilLoaded(miniCart);
    await userEvent.click(
      miniCart.panel.getByRole('button', { name: `Menge von ${COFFEE} erhöhen` }),
    );
    const alert = await miniCart.panel.findByRole('alert');
    // A limit without its number says the generic message.
    await expect(alert).toHaveTextContent(CHANGE_ERROR);
    await userEvent.click(within(alert).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(miniCart.panel.queryByRole('alert')).toBeNull());
  },
};

/** Removing the gift card fails on the service: its own message, and the card comes back. */
export const GiftCardRemovalFailed: Story = {
  parameters: {
    fakeBackend: {
      faults: [{ call: 'cartModify', kind: 'server-error', status: 500 }],
    } satisfies FakeBackendParameters,
  },
  play: async ({ canvasElement }) => {
    const miniCart = await miniCartIn(canvasElement);
    await untilLoaded(miniCart);
    await userEvent.click(miniCart.panel.getByRole('button', { name: 'Geschenkkarte entfernen' }));
    const alert = await miniCart.panel.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Die Geschenkkarte konnte nicht entfernt werden. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
    );
    await waitFor(() =>
      expect(miniCart.panel.getByRole('button', { name: 'Geschenkkarte entfernen' })).toBeVisible(),
    );
    await untilLoaded(miniCart);
  },
};

/** A voucher code on the cart: its discount is deducted from the total, and it can be removed. */
export const WithVoucher: Story = {
  parameters: { fakeBackend: { cart: 'voucher' } satisfies FakeBackendParameters },
  play: async ({ canvasElement }) => {
    const miniCart = await miniCartIn(canvasElement);
    await untilLoaded(miniCart);
    await expect(miniCart.panel.getByRole('heading', { name: 'Gutscheine' })).toBeVisible();
    await expect(
      miniCart.panel.getByRole('button', { name: 'Gutscheincode KAFFEE10 entfernen' }),
    ).toBeVisible();
  },
};

export const VoucherRemovalFailed: Story = {
  parameters: {
    fakeBackend: {
      cart: 'voucher',
      faults: [{ call: 'cartWrite', kind: 'server-error', status: 500 }],
    } satisfies FakeBackendParameters,
  },
  play: async ({ canvasElement }) => {
    const miniCart = await miniCartIn(canvasElement);
    await untilLoaded(miniCart);
    await userEvent.click(
      miniCart.panel.getByRole('button', { name: 'Gutscheincode KAFFEE10 entfernen' }),
    );
    const alert = await miniCart.panel.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Der Gutscheincode konnte nicht entfernt werden. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
    );
    await waitFor(() =>
      expect(
        miniCart.panel.getByRole('button', { name: 'Gutscheincode KAFFEE10 entfernen' }),
      ).toBeVisible(),
    );
    await untilLoaded(miniCart);
  },
};

export const DefectiveItems: Story = {
  parameters: { fakeBackend: { cart: 'defective' } satisfies FakeBackendParameters },
  play: async ({ canvasElement }) => {
    const miniCart = await miniCartIn(canvasElement);
    const { panel } = miniCart;
    await untilLoaded(miniCart);
    await expect(
      panel.getByText(
        'Einige Artikel in Ihrem Warenkorb können nicht bestellt werden. Bitte beachten Sie die Hinweise unter dem Warenkorb.',
      ),
    ).toBeVisible();
    const section = panel.getByRole('region', { name: 'Nicht bestellbar' });
    await expect(within(section).getAllByRole('listitem')).toHaveLength(4);
    await expect(
      within(section).getByRole('button', { name: 'Wasserabweisende Thermojacke entfernen' }),
    ).toBeVisible();
    // Checkout waits until the defective items are gone.
    await expect(panel.getByRole('link', { name: 'Zur Kasse' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(panel.getByRole('link', { name: 'Zur Kasse' })).not.toHaveAttribute('href');
    // The screenshot shows the defective items at the end of the list.
    section.scrollIntoView({ block: 'start' });
  },
};

/** A removed article stays in place, greyed, with a restore button that gets the focus. */
export const RecentlyDeleted: Story = {
  play: async ({ canvasElement }) => {
    const miniCart = await miniCartIn(canvasElement);
    const { panel, root } = miniCart;
    await untilLoaded(miniCart);
    await userEvent.click(panel.getByRole('button', { name: `${COFFEE} entfernen` }));
    const restore = await panel.findByRole('button', { name: `${COFFEE} wiederherstellen` });
    await expect(restore).toHaveTextContent('Wiederherstellen');
    await waitFor(() => expect(root.activeElement).toBe(restore));
    // In place: still the first line.
    await expect(panel.getAllByRole('listitem')[0]).toHaveTextContent(`${COFFEE} wurde entfernt.`);
    await expect(panel.getByRole('status')).toHaveTextContent(`${COFFEE} wurde entfernt.`);
    await expect(panel.getByRole('heading', { level: 2 })).toHaveTextContent('7 Artikel');
    await untilLoaded(miniCart);
  },
};

export const RestoreDeleted: Story = {
  parameters: { visual: { disable: true } satisfies VisualParameters },
  play: async ({ canvasElement }) => {
    const miniCart = await miniCartIn(canvasElement);
    const { panel, root } = miniCart;
    await untilLoaded(miniCart);
    await userEvent.click(panel.getByRole('button', { name: `${COFFEE} entfernen` }));
    await untilLoaded(miniCart);
    await userEvent.click(panel.getByRole('button', { name: `${COFFEE} wiederherstellen` }));
    const remove = await panel.findByRole('button', { name: `${COFFEE} entfernen` });
    await waitFor(() => expect(root.activeElement).toBe(remove));
    await expect(panel.getByRole('status')).toHaveTextContent(
      `${COFFEE} ist wieder in Ihrem Warenkorb.`,
    );
    await expect(stepperValue(lineOf(miniCart, COFFEE))).toBe('2');
    await expect(panel.getAllByRole('listitem')[0]).toHaveTextContent(COFFEE);
    await untilLoaded(miniCart);
    await expect(panel.getByRole('heading', { level: 2 })).toHaveTextContent('9 Artikel');
  },
};

/** "+" shows the new quantity and total at once, announces it, and the service agrees. */
export const QuantityChange: Story = {
  parameters: { visual: { disable: true } satisfies VisualParameters },
  play: async ({ canvasElement }) => {
    const miniCart = await miniCartIn(canvasElement);
    const { panel, root } = miniCart;
    await untilLoaded(miniCart);
    const total = root.querySelector('[part~="total"]');
    await expect(total).toHaveTextContent('1.616,33 EUR');
    await userEvent.click(panel.getByRole('button', { name: `Menge von ${COFFEE} erhöhen` }));
    await expect(stepperValue(lineOf(miniCart, COFFEE))).toBe('3');
    await expect(panel.getByRole('status')).toHaveTextContent(`Menge von ${COFFEE}: 3`);
    await untilLoaded(miniCart);
    await expect(lineOf(miniCart, COFFEE)).toHaveTextContent('23,97 EUR');
    await expect(panel.getByRole('heading', { level: 2 })).toHaveTextContent('10 Artikel');
    await expect(total).toHaveTextContent('1.624,32 EUR');
    await userEvent.click(panel.getByRole('button', { name: `Menge von ${COFFEE} verringern` }));
    await untilLoaded(miniCart);
    await expect(stepperValue(lineOf(miniCart, COFFEE))).toBe('2');
  },
};

/** 150 articles: the lines scroll inside the panel, whose height stays put. */
export const ManyArticles: Story = {
  globals: { viewport: { value: 'xs' } },
  parameters: {
    fakeBackend: { cart: 'many' } satisfies FakeBackendParameters,
    visual: { target: 'root', viewports: ['xs'] } satisfies VisualParameters,
  },
  play: async ({ canvasElement }) => {
    const miniCart = await miniCartIn(canvasElement);
    const { panel, root } = miniCart;
    await untilLoaded(miniCart);
    await expect(panel.getAllByRole('listitem')).toHaveLength(MANY_ARTICLES);
    await expect(panel.getByRole('heading', { level: 2 })).toHaveTextContent(
      `${MANY_ARTICLES} Artikel`,
    );
    const body = root.querySelector<HTMLElement>('[part~="body"]');
    await expect(body!.scrollHeight).toBeGreaterThan(body!.clientHeight);
    await expect(panel.getByRole('link', { name: 'Zur Kasse' })).toBeVisible();
  },
};
