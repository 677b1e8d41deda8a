import type { ElementDefinition } from '../../element-kit/definition/element-definition';

export const shopPromotionDefinition = {
  tag: 'shop-promotion',
  componentName: 'ShopPromotion',
  summary: 'One CMS promotion, fetched by id and rendered by its kind.',
  status: 'stable',
  serverRendered: true,
  description:
    'Fetches `/service/promotion/api/promotion/{promotion-id}` (with the site header and each tag filter only when it is not empty), reads its `contentJSON` and renders it by kind: **BANNER** (`ApiTopBannerPromotion`, the top banner, id `~header_top` in the header): the long headline from 768 px of its width and the short one below, an optional link, a voucher code with copy button or else a call-to-action button, and the legal text behind its hint, which collapses when the page scrolls down, when the navigation or an icon flyout opens; theme `dark` or `light`, background and text colour from the CMS. **CATEGORY** (`ApiCategory`): optional 16:9 image, headline, subline, voucher code, legal-hint toggle and a call-to-action that opens in a new tab. **PHASE_INTEGRATION** (`ApiPiPromotion`): responsive image with cutouts, headline, subline, one link. **BENEFITS** (`ApiHeaderBenefitsPromotion`): the benefits strip. An unknown kind, unreadable JSON or a failed call renders nothing and logs a console warning. CMS content is untrusted: legal-text HTML keeps only `p br strong b em i ul ol li a span` with `href` and `title`; only http, https, mailto, tel and relative addresses become links; colours must be `#rgb`, `#rrggbb`, `rgb(r, g, b)` or a plain colour name, else they are ignored with a warning. Clicks on the link, the call-to-action, the voucher copy button and the legal toggle send `promotion_click` (click type `link`, `cta`, `voucher-copy`, `legal-text`; the address, code or `expand`/`collapse` as target; the promotion id as specification). With the editors’ `PreviewToken` cookie every mount fetches again, so drafts show.',
  attributes: [
    {
      name: 'promotion-id',
      type: 'string',
      default: '',
      required: true,
      description:
        'The promotion to show, e.g. `~header_top`. Without it, or with `.` or `..` (which would leave the promotion service’s path), nothing is asked for or shown and a console error names the attribute.',
    },
    {
      name: 'all-of-tags',
      type: 'string',
      default: '',
      description: 'Comma-separated tags the promotion must all carry (`allOfTags`).',
    },
    {
      name: 'any-of-tags',
      type: 'string',
      default: '',
      description: 'Comma-separated tags of which the promotion must carry one (`anyOfTags`).',
    },
    {
      name: 'none-of-tags',
      type: 'string',
      default: '',
      description: 'Comma-separated tags the promotion must not carry (`noneOfTags`).',
    },
  ],
  events: [],
  slots: [],
  parts: [
    { name: 'banner', description: 'The BANNER promotion.' },
    {
      name: 'banner-main',
      description:
        'The banner’s content: headline, link, voucher code or call-to-action and legal hint, stacked below 768 px of the banner’s width and in a wrapping row from there (`<shop-header>` keeps them stacked in its phone layout).',
    },
    { name: 'category', description: 'The CATEGORY promotion.' },
    { name: 'phase-integration', description: 'The PHASE_INTEGRATION promotion.' },
    { name: 'strip', description: 'The BENEFITS promotion (the benefits strip).' },
    { name: 'headline', description: 'The headline of a banner, category or phase promotion.' },
    { name: 'link', description: 'A promotion link (and each link of the benefits strip).' },
    { name: 'text', description: 'The text of each link of the benefits strip.' },
  ],
  cssProperties: [
    {
      name: '--shop-promotion-dark-background',
      default: 'var(--shop-color-primary)',
      description: 'Background of a dark banner without a CMS background colour.',
    },
    {
      name: '--shop-promotion-dark-color',
      default: 'var(--shop-color-ink-inverse)',
      description: 'Text colour of a dark banner without a CMS text colour.',
    },
    {
      name: '--shop-promotion-light-background',
      default: 'var(--shop-color-surface-muted)',
      description: 'Background of a light banner without a CMS background colour.',
    },
    {
      name: '--shop-promotion-light-color',
      default: 'var(--shop-color-ink)',
      description: 'Text colour of a light banner without a CMS text colour.',
    },
    {
      name: '--shop-promotion-category-background',
      default: 'var(--shop-color-surface)',
      description: 'Background of a category promotion.',
    },
  ],
  // The kind is known only once the promotion has loaded, and a failure shows nothing.
  settlesWithData: true,
  reservedHeight: {
    layout: 'header',
    heights: { MATCH: '175px', TABLET: '120px', CLASSIC: '120px' },
    // From 768 px the top banner lays its legal text beside the headline, one line taller.
    steps: [{ from: 768, height: '181.6px' }],
  },
  // The top banner keeps that room once shown, its content centred and bounded to fit (decision
  // 51): a short promotion or a long one never moves the page below it.
  roomKeptBy: '.shop-promotion-banner',
} as const satisfies ElementDefinition;
