/**
 * The page configuration of every story: the placeholder shop's country addresses, app ids and
 * the header's benefits promotion.
 * They live here and in the demo pages only (`demo/*.html`): the library itself names no
 * address, and a shop page gives its real ones in its configuration block (docs/editors/02-page-configuration.mdx). Importing this module sets the configuration, as the block would.
 */
import { setPageConfig } from '../../src/page-runtime/page-config';

export const STORY_PAGE_CONFIG = {
  countryUrls: {
    DE: 'https://www.example-shop.de/',
    AT: 'https://www.example-shop.at/',
    CH: 'https://www.example-shop.ch/de/',
    CH_FR: 'https://www.example-shop.ch/fr/',
    PL: 'https://www.example-shop.pl/',
    CZ: 'https://www.example-shop.cz/',
    HU: 'https://www.example-shop.hu/',
    SK: 'https://www.example-shop.sk/',
    TR: 'https://www.example-shop.com.tr/',
  },
  apps: { android: 'com.example.shop', ios: 'id0000000000' },
  // The fake backend's BENEFITS promotion: the header's strip shows the editors' benefits.
  benefitsPromotionId: 'header_benefits',
} as const;

setPageConfig(STORY_PAGE_CONFIG);
