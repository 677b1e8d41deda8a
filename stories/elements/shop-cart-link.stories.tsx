import type { Meta, StoryObj } from '@storybook/react-vite';
import { html } from 'lit-html';
import { ifDefined } from 'lit-html/directives/if-defined.js';
import { expect, waitFor } from 'storybook/test';
import { cart } from '../../src/cart/page-cart';
import { SITE_LINKS } from '../../src/sites/content/links';
import '../../src/elements/generated/entries/shop-cart-link';
import { shopCartLinkDefinition } from '../../src/elements/shop-cart-link/shop-cart-link.definition';
import { elementArgTypes, elementParameters } from '../support/element-docs';
import { LitTemplate } from '../support/lit-template';
import { shadowQueries, storyTexts } from '../support/story-texts';

/**
 * The link's queries once its element has its shadow root: the first story of a run waits for
 * the element's code, which a loaded machine takes seconds to load.
 */
async function linkIn(canvasElement: HTMLElement) {
  const root = await waitFor(
    () => {
      const shadowRoot = canvasElement.querySelector('shop-cart-link')?.shadowRoot;
      if (!shadowRoot) throw new Error('no <shop-cart-link> rendered');
      return shadowRoot;
    },
    { timeout: 10_000 },
  );
  return shadowQueries(root);
}

/** The cart's answer on a loaded machine can take longer than the queries' one second. */
const CART_ANSWER = { timeout: 10_000 };

function badgeIn(canvasElement: HTMLElement) {
  return canvasElement.querySelector('shop-cart-link')?.shadowRoot?.querySelector('[part="badge"]');
}

const meta = {
  title: 'Elements/shop-cart-link',
  parameters: elementParameters(shopCartLinkDefinition),
  argTypes: elementArgTypes('shop-cart-link'),
  render: (_args, { globals }) => (
    <LitTemplate
      template={html`<shop-cart-link
        site=${ifDefined((globals.site as string) || undefined)}
        locale=${ifDefined((globals.locale as string) || undefined)}
      ></shop-cart-link>`}
    />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The fake cart holds 9 articles: the badge shows 9 and the link says so. */
export const WithArticles: Story = {
  play: async ({ canvasElement, globals }) => {
    const texts = storyTexts(globals);
    const link = await (
      await linkIn(canvasElement)
    ).findByRole('link', { name: texts.plural('cart.link.label', 9) }, CART_ANSWER);
    await expect(link).toHaveAttribute('href', SITE_LINKS[texts.site].cart);
  },
};

export const Empty: Story = {
  parameters: { fakeBackend: { cart: 'empty' } },
  play: async ({ canvasElement, globals }) => {
    const texts = storyTexts(globals);
    await (
      await linkIn(canvasElement)
    ).findByRole('link', { name: texts.t('cart.link.labelEmpty') }, CART_ANSWER);
    await expect(badgeIn(canvasElement)).toBeNull();
  },
};

/** 150 articles: the badge shows "+99", the accessible name the real count. */
export const MoreThan99: Story = {
  parameters: { fakeBackend: { cart: 'many' } },
  play: async ({ canvasElement, globals }) => {
    const texts = storyTexts(globals);
    await (
      await linkIn(canvasElement)
    ).findByRole('link', { name: texts.plural('cart.link.label', 150) }, CART_ANSWER);
    await expect(badgeIn(canvasElement)?.textContent).toBe('+99');
  },
};

/** A page script adds an article with `cart.modify`: the badge follows at once. */
export const UpdatesLive: Story = {
  play: async ({ canvasElement, globals }) => {
    const texts = storyTexts(globals);
    const view = await linkIn(canvasElement);
    await view.findByRole('link', { name: texts.plural('cart.link.label', 9) }, CART_ANSWER);
    const result = await cart.modify({
      setArticle: { productId: 'fake-pan-1', tcm: 'tcm-pan-1', quantity: 2 },
    });
    await expect(result).toEqual({ addedProduct: { productId: 'fake-pan-1', quantity: 2 } });
    await waitFor(() =>
      expect(
        view.getByRole('link', { name: texts.plural('cart.link.label', 11) }),
      ).toBeInTheDocument(),
    );
  },
};
