import type { ElementDefinition } from '../../element-kit/definition/element-definition';

export const shopLayoutDefinition = {
  tag: 'shop-layout',
  componentName: 'ShopLayout',
  summary: 'The default page layout: header, main content, footer.',
  status: 'stable',
  serverRendered: true,
  description:
    'The default page layout of newsletter-footer §2.4: `<shop-header>` (with the layout’s site, `reduced`, `page-type`, `benefits-promotion-id` and `current-path`), the page’s content in a `<main>` landmark (the default slot) and `<shop-footer>` (with the site and `reduced`). ' +
    'The `Hunter-Content` cookie hides parts for pages shown inside the shop’s apps: `no_header` leaves out the header, `no_footer` the footer, `no_header,no_footer` both. ' +
    'The footer platform comes from `<html data-shop-platform="MATCH|TABLET|CLASSIC">` when set, otherwise from the window width (under 768 px MATCH, under 1280 px TABLET, else CLASSIC); header and footer choose their layouts by it in CSS, so their HTML is the same at every width. ' +
    'The layout loads `<shop-header>` and `<shop-footer>` with its own code.',
  attributes: [
    {
      name: 'reduced',
      type: 'boolean',
      description:
        'Checkout variant: passed on to the header (logo and secure-purchase hint) and the footer (reduced mode).',
    },
    {
      name: 'page-type',
      type: 'string',
      default: '',
      description:
        'The kind of page (`home`, `category`, `search`, `content`, `basket`, `product-detail`, …), passed on to the header’s `page-type`: on `basket` and `product-detail` the header scrolls away with the page.',
    },
    {
      name: 'benefits-promotion-id',
      type: 'string',
      default: '',
      description:
        'The BENEFITS promotion of the header’s benefits strip, passed on to the header. Empty: the page configuration’s `benefitsPromotionId`, else the site’s default benefits (no call).',
    },
    {
      name: 'current-path',
      type: 'string',
      description:
        'The path of the page, passed on to the header’s `current-path` (default `location.pathname`): the navigation marks its node as the current page.',
    },
  ],
  events: [],
  slots: [{ name: '', description: 'The page’s main content, shown in the `<main>` landmark.' }],
  parts: [
    { name: 'layout', description: 'The wrapper around header, main and footer.' },
    { name: 'main', description: 'The `<main>` landmark around the default slot.' },
    { name: 'footer', description: 'The `<shop-footer>` below the main content.' },
  ],
  cssProperties: [
    {
      name: '--shop-layout-main-padding',
      default: '0',
      description: 'Padding around the main content.',
    },
  ],
  dependencies: ['shop-header', 'shop-footer'],
  reservedHeight: '0',
  // The page's main content shows before the script, below the header's room (no blank page).
  contentWhileLoading: { roomAboveOf: 'shop-header' },
  exampleContent: '<h1>Kaffee</h1>\n  <p>Frisch geröstet, direkt zu Ihnen nach Hause.</p>',
} as const satisfies ElementDefinition;
