import type { ElementDefinition } from '../../element-kit/definition/element-definition';
import { benefitsStripRoom } from './benefits-strip-room';

export const shopBenefitsStripDefinition = {
  tag: 'shop-benefits-strip',
  componentName: 'ShopBenefitsStrip',
  summary: 'Up to four benefit links below the top banner.',
  status: 'stable',
  serverRendered: true,
  description:
    'The benefits strip of the header: up to four links, each tagged for tracking as free shipping, newsletter sign-up, cross-channel or service (`data-benefit="free-shipping|newsletter-sign-up|cross-channel|service"` on the link, and `promotion_click` with click type `benefit`, the link as target and `benefit:<tag>` as specification). With `promotion-id` it shows that BENEFITS promotion; without one, or when the promotion fails, is empty or is of another kind, it shows the site’s default benefits in the site’s language (free shipping from 20 EUR on DE and AT, 30 CHF on CH, 175 TL for coffee on TR; the 10 % newsletter discount; 30 days returns on HU and PL; 3 months right of return on CH). Two columns below 768 px of its own width, one row from there.',
  attributes: [
    {
      name: 'promotion-id',
      type: 'string',
      default: '',
      description:
        'The id of a BENEFITS promotion (e.g. `header_benefits`). Empty: the site’s default benefits. `.` and `..` are refused (a console error; the default benefits show).',
    },
  ],
  events: [],
  slots: [],
  parts: [
    { name: 'strip', description: 'The `<nav>` around the list.' },
    { name: 'link', description: 'Each benefit link.' },
    {
      name: 'text',
      description:
        'The text of each benefit link (`<shop-header>` keeps it to two lines below 980 px and one from there).',
    },
  ],
  cssProperties: [
    {
      name: '--shop-benefits-strip-background',
      default: 'var(--shop-color-surface-muted)',
      description: 'Background of the strip.',
    },
    {
      name: '--shop-benefits-strip-color',
      default: 'var(--shop-color-ink)',
      description: 'Text colour of the links.',
    },
    {
      name: '--shop-benefits-strip-icon-color',
      default: 'var(--shop-color-success)',
      description: 'Colour of the check marks.',
    },
    {
      name: '--shop-benefits-strip-max-width',
      default: '1440px',
      description: 'The widest the row of links grows; it is centred beyond.',
    },
  ],
  settlesWithData: true,
  // Site by site and every few dozen px, as its texts wrap: see `benefits-strip-room.ts`.
  reservedHeight: benefitsStripRoom,
} as const satisfies ElementDefinition;
