import type { ElementDefinition } from '../../element-kit/definition/element-definition';
import { LIKELY_ANDROID } from '../../element-kit/room/reserved-room';
import { HEADER_INNER_ELEMENTS } from './inner-elements';

export const shopHeaderDefinition = {
  tag: 'shop-header',
  componentName: 'ShopHeader',
  summary: 'The whole shop header: promotions, account, search, cart and navigation.',
  status: 'stable',
  serverRendered: true,
  description:
    'The shop’s header (header-and-cart §1–§2): the top promotion (`~header_top`), the app banner, the benefits strip (the BENEFITS promotion named by `benefits-promotion-id` or the page configuration’s `benefitsPromotionId`, else the site’s default benefits), a skip link to the page’s main content, the back button (on phones), the logo (a link to `/`), the search, the store finder, the account link (a user icon to log in; for logged-in and remembered customers a user with a check mark, to the profile), help and FAQ, the cart link with the mini cart in its icon flyout, the greeting with the loyalty beans and the members’ extra links, and the main navigation (a menu button and drawer on phones). ' +
    'As it starts it asks for personal data, the search cache key, the top promotion, the benefits promotion (only when one is named), navigation, theme worlds and the cart at once, each once per page; the first header of a page also loads the page configuration’s consent-management script (`consentScript`), once. After a successful `login()` every header shows the customer without a reload. It is sticky: it hides while the page scrolls down and comes back when it scrolls up (never while one of its flyouts, the search list or the menu is open; not on the page types `basket` and `product-detail`), and keeps the page’s focused elements out from under it (`scroll-padding-top`). ' +
    'With `reduced` it is the checkout header: the logo and the secure-purchase hint only; it loads no navigation, search, promotion, cart or personal data, but still starts the page’s login-token service and its consent-management script (checkout pages need both).',
  attributes: [
    {
      name: 'reduced',
      type: 'boolean',
      description:
        'The checkout variant: the logo and the secure-purchase hint only; no navigation, search, cart or personal data is loaded.',
    },
    {
      name: 'page-type',
      type: 'string',
      description:
        'The kind of page (`home`, `category`, `search`, `content`, `basket`, `product-detail`, …). On `basket` and `product-detail` the header scrolls away with the page; an unknown type logs a console error and is treated as a default page.',
    },
    {
      name: 'benefits-promotion-id',
      type: 'string',
      default: '',
      description:
        'The id of the BENEFITS promotion the benefits strip shows (the shop’s own, e.g. `header_benefits`). Empty: the page configuration’s `benefitsPromotionId`; without either the strip shows the site’s default benefits and nothing is asked for. `.` and `..` are refused (a console error; the default benefits show).',
    },
    {
      name: 'current-path',
      type: 'string',
      description:
        'The path of the page (default `location.pathname`): the navigation marks its node as the current page.',
    },
  ],
  events: [
    {
      name: 'flyout-closed',
      detailType: '{ id: string }',
      description:
        'One of the header’s flyouts closed: the cart’s (`mini-cart`) or the account’s (`account`) from the header itself, and those of its navigation from the `<shop-main-nav>` inside it, whose event reaches the header’s listeners as it bubbles (composed). `detail.id` is the flyout’s id. The same event goes out on `window` for every flyout of the page.',
    },
  ],
  slots: [],
  parts: [
    { name: 'header', description: 'The header’s box (sticky on most page types).' },
    { name: 'logo', description: 'The logo link to the home page.' },
    { name: 'greeting', description: 'The greeting and the customer’s loyalty beans.' },
  ],
  cssProperties: [
    {
      name: '--shop-header-background',
      default: 'var(--shop-color-surface)',
      description: 'Background of the header.',
    },
    {
      name: '--shop-header-banner-min-height',
      default: '181px',
      description:
        'From 768 px to the tablet layout: the least height of the top banner, the one with a voucher code, so a banner without one keeps the reserved room (its content centred).',
    },
    {
      name: '--shop-header-max-width',
      default: '1440px',
      description: 'The widest the header’s content grows; it is centred beyond.',
    },
  ],
  // From 768 px the benefits strip lays out in one row and the top banner stacks in at least
  // the room of one with a voucher code (shop-header.css, --shop-header-banner-min-height).
  // On the devices that will show the app banner (Android, Chrome on iOS; decided as the header
  // connects), its room is added: 105 px below 360 px, 88 px to 767 px, 57 px from 768 px.
  reservedHeight: {
    whenState: 'app-banner',
    likelyWhere: LIKELY_ANDROID,
    height: {
      layout: 'header',
      heights: { MATCH: '465px', TABLET: '330px', CLASSIC: '330px' },
      steps: [
        { from: 360, height: '448px' },
        { from: 768, height: '386px' },
      ],
    },
    otherwise: {
      layout: 'header',
      heights: { MATCH: '360px', TABLET: '273px', CLASSIC: '273px' },
      steps: [{ from: 768, height: '329px' }],
    },
  },
  dependencies: HEADER_INNER_ELEMENTS,
  settlesWithData: true,
} as const satisfies ElementDefinition;
