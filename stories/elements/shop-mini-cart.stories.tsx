import type { Meta, StoryObj } from '@storybook/react-vite';
import { html } from 'lit-html';
import { ifDefined } from 'lit-html/directives/if-defined.js';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../../src/elements/generated/entries/shop-mini-cart';
import type { ShopMiniCartElement } from '../../src/elements/generated/element-typings';
import { shopMiniCartDefinition } from '../../src/elements/shop-mini-cart/shop-mini-cart.definition';
import type { CartErrorCode } from '../../src/services/wire/cart';
import { SITE_LINKS } from '../../src/sites/content/links';
import type { VisualParameters } from '../../test/visual/story-screenshots';
import { clearFaults, type Fault } from '../../test/fake-backend/faults';
import { MANY_ARTICLES, initialCart } from '../../test/fake-backend/fixtures/cart';
import { elementArgTypes, elementArgs, elementParameters } from '../support/element-docs';
import type { FakeBackendParameters } from '../support/fake-backend';
import { LitTemplate } from '../support/lit-template';
import { shadowQueries, storyTexts, type StoryTexts } from '../support/story-texts';

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

// The play functions read every text in the story's site and locale: the element's texts from
// the catalogue, product names and prices from the fake backend's catalogue.
/** The coffee beans: two pieces, the first line of the filled cart. */
const coffeeOf = (texts: StoryTexts) => texts.product('beans');

interface MiniCart {
  host: ShopMiniCartElement;
  root: ShadowRoot;
  /** Testing Library queries inside the element's shadow root. */
  panel: ReturnType<typeof within>;
}

async function miniCartIn(canvasElement: HTMLElement): Promise<MiniCart> {
  const host = canvasElement.querySelector('shop-mini-cart');
  if (!host) throw new Error('no <shop-mini-cart> rendered');
  // The element's code loads lazily; in Storybook's dev server its first load may take seconds.
  await waitFor(() => expect(host.shadowRoot?.querySelector('[part~="panel"]')).not.toBeNull(), {
    timeout: 10_000,
  });
  const root = host.shadowRoot as ShadowRoot;
  return { host, root, panel: shadowQueries(root) };
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
  play: async ({ canvasElement, globals }) => {
    const texts = storyTexts(globals);
    const coffee = coffeeOf(texts);
    const bicycle = texts.product('bicycle');
    const miniCart = await miniCartIn(canvasElement);
    const { panel } = miniCart;
    await untilLoaded(miniCart);
    // Its heading and lines come with the cart: wait for them, not just for the panel.
    const heading = await panel.findByRole('heading', { level: 2 });
    await waitFor(() =>
      expect(heading).toHaveTextContent(
        `${texts.t('cart.heading')} ${texts.plural('cart.itemCount', 9)}`,
      ),
    );
    await expect(panel.getAllByRole('listitem')).toHaveLength(7);
    await expect(lineOf(miniCart, coffee.name)).toHaveTextContent(texts.price(coffee.price * 2));
    await expect(panel.getByText(texts.t('cart.freeArticle'))).toBeVisible();
    if (bicycle.kind !== 'partner') throw new Error('the bicycle is a partner product');
    await expect(
      panel.getByText(texts.t('cart.partnerProduct', { partner: bicycle.partnerName })),
    ).toBeVisible();
    await expect(panel.getByText(texts.t('cart.subscriptionsNote'))).toBeVisible();
    const links = SITE_LINKS[texts.site];
    await expect(panel.getByRole('link', { name: texts.t('cart.toCart') })).toHaveAttribute(
      'href',
      links.cart,
    );
    // The spec names no checkout address: the shop's checkout starts from its cart page.
    await expect(panel.getByRole('link', { name: texts.t('cart.toCheckout') })).toHaveAttribute(
      'href',
      links.cart,
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
  play: async ({ canvasElement, globals }) => {
    const texts = storyTexts(globals);
    const miniCart = await miniCartIn(canvasElement);
    await untilLoaded(miniCart);
    await expect(miniCart.panel.getByText(texts.t('cart.empty'))).toBeVisible();
    await expect(
      miniCart.panel.getByRole('link', { name: texts.t('cart.toCart') }),
    ).toHaveAttribute('href', SITE_LINKS[texts.site].cart);
    await expect(miniCart.panel.queryByRole('list')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: {
    fakeBackend: { faults: [{ call: 'cart', kind: 'hang' }] } satisfies FakeBackendParameters,
  },
  play: async ({ canvasElement, globals }) => {
    const { panel, root } = await miniCartIn(canvasElement);
    await expect(await panel.findByText(storyTexts(globals).t('cart.loading'))).toBeVisible();
    await expect(root.querySelector('[part~="panel"]')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The codes a read can fail with (the limits only answer a change). */
type ReadErrorCode = Exclude<CartErrorCode, 'CART_LIMIT' | 'ITEM_LIMIT' | 'AVAILABILITY_LIMIT'>;

function readErrorStory(code: ReadErrorCode): Story {
  const fault: Fault = { call: 'cart', kind: 'server-error', status: 503, body: { error: code } };
  return {
    name: `Read error ${code}`,
    parameters: {
      fakeBackend: { faults: [fault] } satisfies FakeBackendParameters,
      visual: { target: 'root' } satisfies VisualParameters,
    },
    play: async ({ canvasElement, globals }) => {
      const texts = storyTexts(globals);
      const { panel } = await miniCartIn(canvasElement);
      const alert = await panel.findByRole('alert');
      await expect(alert).toHaveTextContent(texts.t('cart.error.get.technical'));
      await expect(
        within(alert).getByRole('button', { name: texts.t('cart.retry') }),
      ).toBeVisible();
    },
  };
}

export const ReadErrorUnknown = readErrorStory('UNKNOWN');
export const ReadErrorCartStorageUnavailable = readErrorStory('CARTSTORAGE_UNAVAILABLE');
export const ReadErrorProductDataUnavailable = readErrorStory('PRODUCTDATA_UNAVAILABLE');
export const ReadErrorPriceUnavailable = readErrorStory('PRICE_UNAVAILABLE');
export const ReadErrorNotModified = readErrorStory('NOT_MODIFIED');

/** Retry after a read error: the service answers again, the cart appears. */
export const ReadErrorRetry: Story = {
  parameters: {
    fakeBackend: {
      faults: [{ call: 'cart', kind: 'server-error', status: 503, body: { error: 'UNKNOWN' } }],
    } satisfies FakeBackendParameters,
  },
  play: async ({ canvasElement, globals }) => {
    const texts = storyTexts(globals);
    const miniCart = await miniCartIn(canvasElement);
    const alert = await miniCart.panel.findByRole('alert');
    clearFaults();
    await userEvent.click(within(alert).getByRole('button', { name: texts.t('cart.retry') }));
    await untilLoaded(miniCart);
    await expect(miniCart.panel.queryByRole('alert')).toBeNull();
    await expect(miniCart.panel.getByRole('link', { name: coffeeOf(texts).name })).toBeVisible();
  },
};

function changeErrorStory(
  name: string,
  body: { error: CartErrorCode; limit?: number },
  productKey: 'beans' | 'sweater',
  message: (texts: StoryTexts) => string,
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
      visual: { target: 'root' } satisfies VisualParameters,
    },
    play: async ({ canvasElement, globals }) => {
      const texts = storyTexts(globals);
      const product = texts.product(productKey).name;
      const miniCart = await miniCartIn(canvasElement);
      await untilLoaded(miniCart);
      const line = lineOf(miniCart, product);
      const before = stepperValue(line);
      await userEvent.click(
        miniCart.panel.getByRole('button', { name: texts.t('cart.increase', { name: product }) }),
      );
      const alert = await miniCart.panel.findByRole('alert');
      await expect(alert).toHaveTextContent(message(texts));
      // The failed change drops out: the line shows its quantity from before.
      await waitFor(() => expect(stepperValue(lineOf(miniCart, product))).toBe(before));
      await untilLoaded(miniCart);
    },
  };
}

export const ChangeErrorCartLimit = changeErrorStory(
  'Change error CART_LIMIT',
  { error: 'CART_LIMIT', limit: 50 },
  'beans',
  (texts) => texts.plural('cart.error.set.CART_LIMIT', 50),
);

export const ChangeErrorItemLimit = changeErrorStory(
  'Change error ITEM_LIMIT',
  { error: 'ITEM_LIMIT', limit: 10 },
  'beans',
  (texts) => texts.plural('cart.error.set.ITEM_LIMIT', 10),
);

export const ChangeErrorAvailabilityLimit = changeErrorStory(
  'Change error AVAILABILITY_LIMIT',
  { error: 'AVAILABILITY_LIMIT', limit: 3 },
  'sweater',
  (texts) => texts.plural('cart.error.set.AVAILABILITY_LIMIT', 3),
);

export const ChangeErrorCartStorageUnavailable = changeErrorStory(
  'Change error CARTSTORAGE_UNAVAILABLE',
  { error: 'CARTSTORAGE_UNAVAILABLE' },
  'beans',
  (texts) => texts.t('cart.error.set.technical'),
);

/** The close button of a failed change's message hides it before its 7.5 s are up. */
export const ChangeErrorDismissed: Story = {
  parameters: {
    fakeBackend: {
      faults: [
        { call: 'cartModify', kind: 'client-error', status: 409, body: { error: 'CART_LIMIT' } },
      ],
    } satisfies FakeBackendParameters,
  },
  play: async ({ canvasElement, globals }) => {
    const texts = storyTexts(globals);
    const coffee = coffeeOf(texts).name;
    const miniCart = await miniCartIn(canvasElement);
    await untilLoaded(miniCart);
    await userEvent.click(
      miniCart.panel.getByRole('button', { name: texts.t('cart.increase', { name: coffee }) }),
    );
    const alert = await miniCart.panel.findByRole('alert');
    // A limit without its number says the generic message.
    await expect(alert).toHaveTextContent(texts.t('cart.error.set.technical'));
    await userEvent.click(within(alert).getByRole('button', { name: texts.t('common.close') }));
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
  play: async ({ canvasElement, globals }) => {
    const texts = storyTexts(globals);
    const removeGiftCard = texts.t('cart.remove', { name: texts.product('giftCardSmall').name });
    const miniCart = await miniCartIn(canvasElement);
    await untilLoaded(miniCart);
    await userEvent.click(miniCart.panel.getByRole('button', { name: removeGiftCard }));
    const alert = await miniCart.panel.findByRole('alert');
    await expect(alert).toHaveTextContent(texts.t('cart.giftCardRemovalFailed'));
    await waitFor(() =>
      expect(miniCart.panel.getByRole('button', { name: removeGiftCard })).toBeVisible(),
    );
    await untilLoaded(miniCart);
  },
};

/** A voucher code on the cart: its discount is deducted from the total, and it can be removed. */
export const WithVoucher: Story = {
  parameters: { fakeBackend: { cart: 'voucher' } satisfies FakeBackendParameters },
  play: async ({ canvasElement, globals }) => {
    const texts = storyTexts(globals);
    const [voucher] = initialCart(texts.site, 'voucher').vouchers ?? [];
    const miniCart = await miniCartIn(canvasElement);
    await untilLoaded(miniCart);
    await expect(
      miniCart.panel.getByRole('heading', { name: texts.t('cart.vouchersHeading') }),
    ).toBeVisible();
    await expect(
      miniCart.panel.getByRole('button', {
        name: texts.t('cart.removeVoucher', { code: voucher!.code }),
      }),
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
  play: async ({ canvasElement, globals }) => {
    const texts = storyTexts(globals);
    const [voucher] = initialCart(texts.site, 'voucher').vouchers ?? [];
    const removeVoucher = texts.t('cart.removeVoucher', { code: voucher!.code });
    const miniCart = await miniCartIn(canvasElement);
    await untilLoaded(miniCart);
    await userEvent.click(miniCart.panel.getByRole('button', { name: removeVoucher }));
    const alert = await miniCart.panel.findByRole('alert');
    await expect(alert).toHaveTextContent(texts.t('cart.voucherRemovalFailed'));
    await waitFor(() =>
      expect(miniCart.panel.getByRole('button', { name: removeVoucher })).toBeVisible(),
    );
    await untilLoaded(miniCart);
  },
};

export const DefectiveItems: Story = {
  parameters: { fakeBackend: { cart: 'defective' } satisfies FakeBackendParameters },
  play: async ({ canvasElement, globals }) => {
    const texts = storyTexts(globals);
    const miniCart = await miniCartIn(canvasElement);
    const { panel } = miniCart;
    await untilLoaded(miniCart);
    await expect(panel.getByText(texts.t('cart.defectiveItems'))).toBeVisible();
    const section = panel.getByRole('region', { name: texts.t('cart.defectiveHeading') });
    await expect(within(section).getAllByRole('listitem')).toHaveLength(4);
    await expect(
      within(section).getByRole('button', {
        name: texts.t('cart.remove', { name: texts.product('jacket').name }),
      }),
    ).toBeVisible();
    // Checkout waits until the defective items are gone.
    const checkout = panel.getByRole('link', { name: texts.t('cart.toCheckout') });
    await expect(checkout).toHaveAttribute('aria-disabled', 'true');
    await expect(checkout).not.toHaveAttribute('href');
    // The screenshot shows the defective items at the end of the list.
    section.scrollIntoView({ block: 'start' });
  },
};

/**
 * A cart whose entries carry only the fields the spec shows (ids, quantity, availability):
 * each line is named by its number and shows no price, and the panel no total (decision 38).
 */
export const SpecFieldsOnly: Story = {
  parameters: {
    fakeBackend: {
      faults: [
        {
          call: 'cart',
          kind: 'wrong-shape',
          body: {
            numberOfArticles: 3,
            articles: [
              { productId: '100001', tcm: 't1', quantity: { quantity: 2 } },
              {
                productId: '100002',
                tcm: 't2',
                quantity: { quantity: 1 },
                availability: 'SOLDOUT',
              },
            ],
          },
        },
      ],
    } satisfies FakeBackendParameters,
  },
  play: async ({ canvasElement, globals }) => {
    const texts = storyTexts(globals);
    const miniCart = await miniCartIn(canvasElement);
    const { panel, root } = miniCart;
    await untilLoaded(miniCart);
    await expect(panel.getByRole('heading', { level: 2 })).toHaveTextContent(
      texts.plural('cart.itemCount', 3),
    );
    await expect(panel.queryByText(texts.t('cart.empty'))).toBeNull();
    const first = texts.t('cart.productNumber', { id: '100001' });
    await expect(panel.getByText(first)).toBeVisible();
    await expect(
      panel.getByRole('button', { name: texts.t('cart.remove', { name: first }) }),
    ).toBeVisible();
    await expect(root.querySelector('[part~="total"]')).toBeNull();
  },
};

/** A removed article stays in place, greyed, with a restore button that gets the focus. */
export const RecentlyDeleted: Story = {
  play: async ({ canvasElement, globals }) => {
    const texts = storyTexts(globals);
    const name = coffeeOf(texts).name;
    const miniCart = await miniCartIn(canvasElement);
    const { panel, root } = miniCart;
    await untilLoaded(miniCart);
    await userEvent.click(panel.getByRole('button', { name: texts.t('cart.remove', { name }) }));
    const restore = await panel.findByRole('button', { name: texts.t('cart.restore', { name }) });
    await expect(restore).toHaveTextContent(texts.t('cart.restoreShort'));
    await waitFor(() => expect(root.activeElement).toBe(restore));
    // In place: still the first line.
    const removed = texts.t('cart.removedNotice', { name });
    await expect(panel.getAllByRole('listitem')[0]).toHaveTextContent(removed);
    await expect(panel.getByRole('status')).toHaveTextContent(removed);
    await expect(panel.getByRole('heading', { level: 2 })).toHaveTextContent(
      texts.plural('cart.itemCount', 7),
    );
    await untilLoaded(miniCart);
  },
};

export const RestoreDeleted: Story = {
  play: async ({ canvasElement, globals }) => {
    const texts = storyTexts(globals);
    const name = coffeeOf(texts).name;
    const miniCart = await miniCartIn(canvasElement);
    const { panel, root } = miniCart;
    await untilLoaded(miniCart);
    await userEvent.click(panel.getByRole('button', { name: texts.t('cart.remove', { name }) }));
    await untilLoaded(miniCart);
    await userEvent.click(panel.getByRole('button', { name: texts.t('cart.restore', { name }) }));
    const remove = await panel.findByRole('button', { name: texts.t('cart.remove', { name }) });
    await waitFor(() => expect(root.activeElement).toBe(remove));
    await expect(panel.getByRole('status')).toHaveTextContent(
      texts.t('cart.restoredNotice', { name }),
    );
    await expect(stepperValue(lineOf(miniCart, name))).toBe('2');
    await expect(panel.getAllByRole('listitem')[0]).toHaveTextContent(name);
    await untilLoaded(miniCart);
    await expect(panel.getByRole('heading', { level: 2 })).toHaveTextContent(
      texts.plural('cart.itemCount', 9),
    );
  },
};

/** "+" shows the new quantity and total at once, announces it, and the service agrees. */
export const QuantityChange: Story = {
  play: async ({ canvasElement, globals }) => {
    const texts = storyTexts(globals);
    const coffee = coffeeOf(texts);
    const name = coffee.name;
    const totalBefore = initialCart(texts.site, 'filled').totalPrice;
    const miniCart = await miniCartIn(canvasElement);
    const { panel, root } = miniCart;
    await untilLoaded(miniCart);
    const total = root.querySelector('[part~="total"]');
    await expect(total).toHaveTextContent(texts.price(totalBefore));
    await userEvent.click(panel.getByRole('button', { name: texts.t('cart.increase', { name }) }));
    await expect(stepperValue(lineOf(miniCart, name))).toBe('3');
    // Announced once the cart has answered.
    await waitFor(() =>
      expect(panel.getByRole('status')).toHaveTextContent(
        texts.t('cart.quantityChanged', { name, quantity: 3 }),
      ),
    );
    await untilLoaded(miniCart);
    await expect(lineOf(miniCart, name)).toHaveTextContent(texts.price(coffee.price * 3));
    await expect(panel.getByRole('heading', { level: 2 })).toHaveTextContent(
      texts.plural('cart.itemCount', 10),
    );
    await expect(total).toHaveTextContent(
      texts.price(Math.round((totalBefore + coffee.price) * 100) / 100),
    );
    await userEvent.click(panel.getByRole('button', { name: texts.t('cart.decrease', { name }) }));
    await untilLoaded(miniCart);
    await expect(stepperValue(lineOf(miniCart, name))).toBe('2');
  },
};

/** 150 articles: the lines scroll inside the panel, whose height stays put. */
export const ManyArticles: Story = {
  globals: { viewport: { value: 'xs' } },
  parameters: {
    fakeBackend: { cart: 'many' } satisfies FakeBackendParameters,
    visual: { target: 'root', viewports: ['xs'] } satisfies VisualParameters,
  },
  play: async ({ canvasElement, globals }) => {
    const texts = storyTexts(globals);
    const miniCart = await miniCartIn(canvasElement);
    const { panel, root } = miniCart;
    await untilLoaded(miniCart);
    await expect(panel.getAllByRole('listitem')).toHaveLength(MANY_ARTICLES);
    await expect(panel.getByRole('heading', { level: 2 })).toHaveTextContent(
      texts.plural('cart.itemCount', MANY_ARTICLES),
    );
    const body = root.querySelector<HTMLElement>('[part~="body"]');
    await expect(body!.scrollHeight).toBeGreaterThan(body!.clientHeight);
    await expect(panel.getByRole('link', { name: texts.t('cart.toCheckout') })).toBeVisible();
  },
};
