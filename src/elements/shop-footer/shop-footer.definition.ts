import type { ElementDefinition } from '../../element-kit/definition/element-definition';

export const shopFooterDefinition = {
  tag: 'shop-footer',
  componentName: 'ShopFooter',
  summary:
    'The shop footer: newsletter, service groups, popular categories, social and app links, legal links, logos, view changer and country switcher.',
  status: 'stable',
  serverRendered: true,
  description:
    'The footer of newsletter-footer §2.2. Its content is the promotion `SHOP_FOOTER` of the site (15 s timeout); without it (a 404, a failure, a malformed or slow answer) the footer still shows its newsletter block, view changer and country switcher, and the page keeps working. The footer already holds a `<shop-newsletter-form>`: do not place another one on a page that has the footer, or shoppers see two. On load it also calls the A/B test assignment (its answer is ignored). ' +
    'From the CMS content: the headline and the service groups (an APG accordion on mobile, a grid of four columns on extra-large screens, two columns between), the popular-categories group (an accordion on mobile, four columns per row on extra-large screens), the social-media and app-store icon groups, the legal links with the optional sales-tax note, and the quality and partner logos (lazy-loaded; each logo `source` maps to its image through one enumeration, `footer-logos.ts`, and an unknown source logs an error and shows nothing). Links starting with `http` or `mailto` open in a new tab with `rel="noreferrer noopener"` and say so to screen readers. Logos (payment marks, quality and partner logos) and social icons are `--shop-footer-icon-height` (4.4 rem) high and `--shop-footer-icon-width` (6.6 rem) wide; the app links are as high and at least as wide, with their text beside the icon. ' +
    'Mobile or desktop follows the footer platform: `<html data-shop-platform="MATCH|TABLET|CLASSIC">` when set, else the window width (under 768 px MATCH, under 1280 px TABLET, else CLASSIC). The view changer button switches between the two views by setting `<html data-shop-platform>` to `MATCH` (mobile view) or `CLASSIC` (desktop view) for the page as it stands; nothing is remembered, so the next page follows the width again. Teaser links flagged `hideInClassic` show in the mobile view (MATCH) only. ' +
    'Reduced mode (checkout and partner pages): the `reduced` attribute, or a cookie containing `affiliateNumber` or `xc-app=new`, hides the newsletter block and the social and app icon groups and leaves out the groups flagged `hideGroupInCheckout`. ' +
    'The newsletter block is a `<shop-newsletter-form>` with its defaults (origin `onsite`, origin addition `subsite`, newsletter-footer §3.1) and the picture of `newsletter-image-large` and `newsletter-image-medium`; the country switcher is the one of `<shop-country-switcher>` (hidden in the shop’s apps), and its `country-select` event comes from `<shop-footer>`. Its country addresses come from `country-urls`, else the page configuration (docs/editors/02-page-configuration.mdx).',
  attributes: [
    {
      name: 'reduced',
      type: 'boolean',
      description:
        'Reduced mode: no newsletter block, no social and app icons, no groups flagged `hideGroupInCheckout`. A cookie containing `affiliateNumber` or `xc-app=new` turns it on as well.',
    },
    {
      name: 'country-urls',
      type: 'json',
      valueType: 'Partial<Record<SiteCode, string>>',
      default: {},
      description:
        'The country switcher’s addresses, as `country-urls` of `<shop-country-switcher>`: a JSON object by site code, e.g. `{"PL": "https://www.shop.pl/"}`, each overriding the page configuration’s `countryUrls` for that country.',
    },
    {
      name: 'newsletter-image-large',
      type: 'string',
      default: '',
      description:
        'The newsletter block’s picture for screens 1024 px wide and more: `image-large` of its `<shop-newsletter-form>`, an address in the shop’s own image storage. Leave it out for no picture (only the discount bubble shows).',
    },
    {
      name: 'newsletter-image-medium',
      type: 'string',
      default: '',
      description:
        'The newsletter block’s picture for screens 767 px wide and more: `image-medium` of its `<shop-newsletter-form>`, like `newsletter-image-large`.',
    },
  ],
  events: [
    {
      name: 'country-select',
      detailType: '{ site: SiteCode; href: string }',
      cancelable: true,
      description:
        'The shopper chose a country in the country switcher. The browser then goes to `detail.href`; cancel the event to stay on the page. `detail.href` is empty when that country has no configured address; the browser then stays.',
    },
  ],
  slots: [],
  parts: [
    { name: 'footer', description: 'The `<footer>` element around everything.' },
    { name: 'newsletter', description: 'The newsletter block (absent in reduced mode).' },
    { name: 'groups', description: 'The service groups: accordion or grid.' },
    { name: 'seo', description: 'The popular-categories group.' },
    { name: 'social', description: 'The social-media icon group (absent in reduced mode).' },
    { name: 'apps', description: 'The app-store icon group (absent in reduced mode).' },
    { name: 'logos', description: 'The quality and partner logos.' },
    { name: 'legal', description: 'The legal links and the sales-tax note.' },
    { name: 'view-changer', description: 'The button switching between mobile and desktop view.' },
    {
      name: 'country-switcher',
      description: 'The box around the country switcher, a `<shop-country-switcher>`.',
    },
    {
      name: 'label',
      description: 'The country switcher’s label: its own `label` part, exported by the footer.',
    },
    {
      name: 'toggle',
      description: 'The country switcher’s button: its own `toggle` part, exported by the footer.',
    },
    {
      name: 'list',
      description: 'The country switcher’s list: its own `list` part, exported by the footer.',
    },
    {
      name: 'country',
      description:
        'A country’s link in the switcher: its own `country` part, exported by the footer.',
    },
  ],
  cssProperties: [
    {
      name: '--shop-footer-background',
      default: 'var(--shop-color-surface-muted)',
      description: 'Background of the footer.',
    },
    {
      name: '--shop-footer-max-width',
      default: '1440px',
      description: 'The widest the footer’s content grows; it is centred beyond.',
    },
    {
      name: '--shop-footer-icon-height',
      default: 'calc(2.75 * var(--shop-rem, 1rem))',
      description:
        'Height of logos, social and app icons: 44 px (the spec’s 4.4 rem on a 10 px root).',
    },
    {
      name: '--shop-footer-icon-width',
      default: 'calc(4.125 * var(--shop-rem, 1rem))',
      description:
        'Width of logos and social icons, least width of the app links: 66 px (the spec’s 6.6 rem on a 10 px root).',
    },
  ],
  dependencies: ['shop-newsletter-form', 'shop-country-switcher'],
  settlesWithData: true,
  reservedHeight: {
    layout: 'footer',
    heights: { MATCH: '2130px', TABLET: '2667px', CLASSIC: '1754px' },
  },
} as const satisfies ElementDefinition;
