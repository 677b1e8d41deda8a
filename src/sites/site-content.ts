/**
 * All content of one site in one object, assembled from the topic modules in `./content/`:
 * links (`links.ts`), the default benefits (`benefits.ts`), the keyword redirect tables
 * (`keyword-redirects.ts`), the market facts the footer and the newsletter form state
 * (`market-facts.ts`) and the app store links (`app-links.ts`). Each fact is written once, in its
 * topic module; this file only gathers them, for code that wants a site's content at hand.
 *
 * Sources: header-and-cart §1 (default benefits), §2 (header links, keyword redirects), §5 (search
 * rules) and newsletter-footer-preview-layout §2.1 (link targets per market), §2.2 (footer facts)
 * and §9 (minimum ages). Where the specs state a value it is used as stated; everything else (the
 * localized content paths, the redirect table contents, the app store addresses, the benefit
 * slots the spec leaves open) is a plausible choice, marked as such where it is made.
 */
import { APP_LINKS, type AppLinks } from './content/app-links';
import { DEFAULT_BENEFITS, type DefaultBenefit } from './content/benefits';
import {
  KEYWORD_REDIRECT_TABLES,
  KEYWORD_TABLE_NAMES,
  type KeywordRedirectTable,
  type KeywordTableName,
} from './content/keyword-redirects';
import { SITE_LINKS, type SiteLinks } from './content/links';
import { MARKET_FACTS, footerFacts, type FooterFacts } from './content/market-facts';
import { SITE_CODES, type SiteCode } from './sites';

export type { AppLinks } from './content/app-links';
export type { BenefitMessageKey, BenefitType, DefaultBenefit } from './content/benefits';
export {
  KEYWORD_REDIRECT_TABLES,
  keywordRedirectTarget,
  normaliseKeyword,
  type KeywordRedirectTable,
  type KeywordTableName,
} from './content/keyword-redirects';
export type { SearchUrl, SiteLinks } from './content/links';
export type { FooterFacts, MarketFacts, ReturnPeriod } from './content/market-facts';

export interface SiteContent {
  links: SiteLinks;
  /** At most four entries, in display order. */
  defaultBenefits: readonly DefaultBenefit[];
  keywordTableName: KeywordTableName;
  /** The site's keyword table: the same object as `KEYWORD_REDIRECT_TABLES[keywordTableName]`. */
  keywordRedirects: KeywordRedirectTable;
  footerFacts: FooterFacts;
  /** Minimum age stated on the site (newsletter §9). */
  minimumAge: 16 | 18;
  appLinks: AppLinks;
}

function siteContent(site: SiteCode): SiteContent {
  const keywordTableName = KEYWORD_TABLE_NAMES[site];
  return {
    links: SITE_LINKS[site],
    defaultBenefits: DEFAULT_BENEFITS[site],
    keywordTableName,
    keywordRedirects: KEYWORD_REDIRECT_TABLES[keywordTableName],
    footerFacts: footerFacts(site),
    minimumAge: MARKET_FACTS[site].minimumAge,
    appLinks: APP_LINKS[site],
  };
}

export const SITE_CONTENT: Readonly<Record<SiteCode, SiteContent>> = Object.fromEntries(
  SITE_CODES.map((site) => [site, siteContent(site)]),
) as Record<SiteCode, SiteContent>;
