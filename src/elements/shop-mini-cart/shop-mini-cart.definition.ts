import type { ElementDefinition } from '../../element-kit/definition/element-definition';

export const shopMiniCartDefinition = {
  tag: 'shop-mini-cart',
  componentName: 'ShopMiniCart',
  summary: 'The mini cart panel: the cart’s lines, changes, errors and totals.',
  status: 'stable',
  description:
    'A panel (not a page) showing the page’s one cart, as the cart link’s flyout shows it. It loads the cart when it first appears and then follows every change, from itself, the cart link, another tab or `cart.modify`. ' +
    'It shows a loading state, the read error with a retry button, the empty cart with a link to the cart page (only when the cart counts 0 items), or the lines: articles with image, name (linking to the product), variant, prices (a reduced price shows the former one struck through) and a sold-out or not-available badge; free articles, gift cards, partner products and subscriptions, each tagged. A line shows what the cart’s answer has (decision 38): without a name it is named by its number, without a price it shows none; a cart that counts items it cannot list says its contents cannot be displayed. ' +
    'Quantities change with − and + at once (optimistically; quick presses merge into one call) and never lock the panel. A removed article, gift card or free article stays in place as a greyed line with a restore button for 10 s. Quantity changes, removals and restorations are announced through one polite live region; a failed change shows its message in the site’s language in an alert for 7.5 s (a failed gift-card removal says so specifically). Defective items get a notice at the top and their own section below the lines. ' +
    'The footer shows the total, a link to the cart page and the checkout link. The checkout link goes to the cart page, where the shop’s checkout starts (the spec names no checkout address); while checkout is blocked (something is being saved, a change just failed, an article is unavailable, or the cart has defective items) it is rendered as a link without `href` and with `aria-disabled="true"`, so it cannot be followed. ' +
    'About 400 px wide, the full width on phones; long carts scroll inside the panel.',
  attributes: [],
  events: [],
  slots: [],
  parts: [
    { name: 'panel', description: 'The whole panel.' },
    { name: 'header', description: 'The row with the heading.' },
    { name: 'heading', description: 'The heading: "Cart" and the item count.' },
    { name: 'count', description: 'The item count inside the heading.' },
    {
      name: 'progress',
      description: 'The thin progress bar at the top edge while a change or load is under way.',
    },
    { name: 'loading', description: 'The loading state (spinner and text).' },
    {
      name: 'error',
      description:
        'An error box (`role="alert"`): the read error with its retry button, or the failed change with its close button.',
    },
    { name: 'retry-button', description: 'The retry button of the read error.' },
    { name: 'dismiss-button', description: 'The close button of a failed change’s message.' },
    { name: 'empty', description: 'The empty state with its link to the cart page.' },
    { name: 'notice', description: 'The defective-items notice.' },
    { name: 'body', description: 'The scrolling area around the lists.' },
    { name: 'list', description: 'A list of cart lines (the cart’s and the defective ones).' },
    { name: 'line', description: 'One cart line, deleted lines included.' },
    {
      name: 'deleted-line',
      description: 'A recently deleted line, shown greyed with its restore button.',
    },
    { name: 'line-image', description: 'The image of a line.' },
    { name: 'badge', description: 'A line’s tag: free article, gift card, partner, sold out…' },
    { name: 'stepper', description: 'The quantity stepper of an article (−, quantity, +).' },
    { name: 'remove-button', description: 'A line’s remove button.' },
    { name: 'restore-button', description: 'A deleted line’s restore button.' },
    { name: 'defective', description: 'The section of defective items.' },
    { name: 'totals', description: 'The footer with the total and the two links.' },
    { name: 'total', description: 'The total row.' },
    { name: 'cart-link', description: 'The link to the cart page.' },
    { name: 'checkout', description: 'The checkout link.' },
  ],
  cssProperties: [
    {
      name: '--shop-mini-cart-width',
      default: '400px',
      description: 'Width of the panel; on screens up to 667 px it takes the full width.',
    },
    {
      name: '--shop-mini-cart-max-height',
      default: 'min(720px, calc(100dvh - 6 * var(--shop-rem, 1rem)))',
      description: 'The tallest the panel grows before its lines scroll inside it.',
    },
    {
      name: '--shop-mini-cart-background',
      default: 'var(--shop-color-surface)',
      description: 'Background of the panel.',
    },
    {
      name: '--shop-mini-cart-border-radius',
      default: 'var(--shop-radius-m)',
      description: 'Corner radius of the panel (none on phones).',
    },
    {
      name: '--shop-mini-cart-shadow',
      default: 'var(--shop-shadow-raised)',
      description: 'Shadow of the panel.',
    },
    {
      name: '--shop-mini-cart-image-size',
      default: '64px',
      description: 'Edge length of the square line images.',
    },
  ],
  // The panel's greatest height: a cart of a few lines fills it (its lines scroll inside); the
  // room stays until the cart has loaded, so the short loading state never shows in between.
  reservedHeight: 'min(720px, calc(100dvh - 6 * var(--shop-rem, 1rem)))',
  // On a page (not the header's flyout, which lies over the page), the panel keeps that height
  // whatever the cart holds: an empty cart or an error never pulls the page up (decision 51).
  roomKeptBy: '.shop-mini-cart-panel',
  settlesWithData: true,
} as const satisfies ElementDefinition;
