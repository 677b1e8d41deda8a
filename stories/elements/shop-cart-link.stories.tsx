import type { Meta, StoryObj } from '@storybook/react-vite';
import { html } from 'lit-html';
import { ifDefined } from 'lit-html/directives/if-defined.js';
import { expect, waitFor, within } from 'storybook/test';
import { cart } from '../../src/cart/page-cart';
import '../../src/elements/generated/entries/shop-cart-link';
import { shopCartLinkDefinition } from '../../src/elements/shop-cart-link/shop-cart-link.definition';
import { elementArgTypes, elementParameters } from '../support/element-docs';
import { LitTemplate } from '../support/lit-template';

function linkIn(canvasElement: HTMLElement) {
  const host = canvasElement.querySelector('shop-cart-link');
  if (!host?.shadowRoot) throw new Error('no <shop-cart-link> rendered');
  return within(host.shadowRoot as unknown as HTMLElement);
}

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
  play: async ({ canvasElement }) => {
    const link = await linkIn(canvasElement).findByRole('link', { name: 'Warenkorb, 9 Artikel' });
    await expect(link).toHaveAttribute('href', '/service/cartfrontend/cart');
  },
};

export const Empty: Story = {
  parameters: { fakeBackend: { cart: 'empty' } },
  play: async ({ canvasElement }) => {
    await linkIn(canvasElement).findByRole('link', { name: 'Warenkorb, leer' });
    await expect(badgeIn(canvasElement)).toBeNull();
  },
};

/** 150 articles: the badge shows "+99", the accessible name the real count. */
export const MoreThan99: Story = {
  parameters: { fakeBackend: { cart: 'many' } },
  play: async ({ canvasElement }) => {
    await linkIn(canvasElement).findByRole('link', { name: 'Warenkorb, 150 Artikel' });
    await expect(badgeIn(canvasElement)?.textContent).toBe('+99');
  },
};

/** A page script adds an article with `cart.modify`: the badge follows at once. */
export const UpdatesLive: Story = {
  play: async ({ canvasElement }) => {
    const view = linkIn(canvasElement);
    await view.findByRole('link', { name: 'Warenkorb, 9 Artikel' });
    const result = await cart.modify({
      setArticle: { productId: 'fake-pan-1', tcm: 'tcm-pan-1', quantity: 2 },
    });
    await expect(result).toEqual({ addedProduct: { productId: 'fake-pan-1', quantity: 2 } });
    await waitFor(() =>
      expect(view.getByRole('link', { name: 'Warenkorb, 11 Artikel' })).toBeInTheDocument(),
    );
  },
};
