import type { ElementDefinition } from '../../element-kit/definition/element-definition';

export const shopCartLinkDefinition = {
  tag: 'shop-cart-link',
  componentName: 'ShopCartLink',
  summary: 'The cart link with its count badge.',
  status: 'stable',
  serverRendered: true,
  description:
    'A link to the cart page with the number of articles in a badge (capped at "+99"). Its accessible name says the count in the site’s language. It follows the page’s one cart, so it updates as soon as anything changes the cart: the mini cart, another tab, or `cart.modify` from the page.',
  attributes: [],
  events: [],
  slots: [],
  parts: [
    { name: 'link', description: 'The link to the cart page.' },
    { name: 'icon', description: 'The cart icon.' },
    { name: 'badge', description: 'The count badge; absent while the cart is empty.' },
  ],
  cssProperties: [
    {
      name: '--shop-cart-link-color',
      default: 'var(--shop-color-ink)',
      description: 'Colour of the icon.',
    },
    {
      name: '--shop-cart-link-badge-background',
      default: 'var(--shop-color-activating)',
      description: 'Background of the count badge.',
    },
    {
      name: '--shop-cart-link-badge-color',
      default: 'var(--shop-color-ink-inverse)',
      description: 'Text colour of the count badge.',
    },
  ],
  reservedHeight: '44px',
} as const satisfies ElementDefinition;
