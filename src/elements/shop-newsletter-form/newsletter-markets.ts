/**
 * The newsletter form's rules per country site, in one table (newsletter-footer §2.1, §3.1, §4.1,
 * §5, §9). Links come from the sites' links, the minimum age and the discount from the market
 * facts (`src/sites/content/`).
 *
 * | site  | salutation        | first name        | last name | TR consent        | lock on DNE | sample NL | min. age | discount | extra legal texts                   |
 * | ----- | ----------------- | ----------------- | --------- | ----------------- | ----------- | --------- | -------- | -------- | ----------------------------------- |
 * | DE    | –                 | –                 | –         | –                 | –           | yes       | 16       | 10 %     | –                                   |
 * | AT    | shown, optional   | shown, optional   | optional  | –                 | yes         | yes       | 16       | 10 %     | –                                   |
 * | CH    | –                 | –                 | –         | –                 | –           | –         | 16       | 10 %     | –                                   |
 * | CH_FR | –                 | –                 | –         | –                 | –           | –         | 16       | 10 %     | –                                   |
 * | PL    | –                 | –                 | –         | –                 | –           | –         | 16       | 10 %     | –                                   |
 * | CZ    | –                 | –                 | –         | –                 | –           | –         | 18       | 10 %     | –                                   |
 * | HU    | shown, required   | shown, required   | optional  | –                 | yes         | yes       | 16       | 10%      | voucher valid one month, single use |
 * | SK    | –                 | –                 | –         | –                 | –           | –         | 18       | 10 %     | –                                   |
 * | TR    | –                 | shown, required   | optional  | shown, required   | yes         | –         | 16       | %10      | deletion after 14 days; stop 2 years|
 *
 * **The spec's two readings (§5, last line), settled.** One reading lists which fields *show*
 * (salutation in HU and AT; first and last name in HU, AT and TR, §2.1), the other which are
 * *required* (salutation only in HU). They do not contradict each other, so both hold: a field
 * shows where the first reading says, and is required where §5 says (salutation: HU; first
 * name: HU and TR). Austria therefore shows salutation and names, all optional. The last name is
 * never required, since the spec does not show that it is. Every other site asks only for the
 * e-mail address. The salutation order is the market default MRS, MR, DIVERS, COMPANY (§3.1)
 * everywhere. Hungarian names are written family name first, so HU shows the last-name field
 * before the first name.
 *
 * **The consent rule (§4.1, "only partly shown").** In AT, HU and TR salutation and names are
 * disabled when the page's `consents` already hold DNE: the page knows a customer who gave the
 * personalised-offers consent, whose personal data is kept with that consent (and shown from the
 * customer's stored data), so this form does not change it. Disabled fields are not validated
 * and, when empty, not sent.
 *
 * Links (§2.1): privacy; contact (TR: the personal-marketing consent text); voucher conditions;
 * the sample newsletter in DE, AT and HU; in TR also the newsletter information page and the
 * commercial electronic-message consent page (the latter beside the TR consent checkbox).
 */
import type { TextKey } from '../../i18n/messages';
import type { Salutation } from '../../services/wire/newsletter';
import { SITE_LINKS } from '../../sites/content/links';
import { MARKET_FACTS } from '../../sites/content/market-facts';
import { SITE_CODES, type SiteCode } from '../../sites/sites';

/** The consent to personalised offers (§3.1). */
export const DNE_CONSENT = 'DNE';

/** The market default order of the salutations (§3.1). */
export const SALUTATION_ORDER: readonly Salutation[] = ['MRS', 'MR', 'DIVERS', 'COMPANY'];

export interface FieldRule {
  shown: boolean;
  required: boolean;
}

export interface NewsletterLink {
  href: string;
  label: TextKey;
}

export interface NewsletterMarket {
  site: SiteCode;
  salutation: FieldRule;
  firstName: FieldRule;
  lastName: FieldRule;
  /** TR: the commercial electronic-message (newsletter) consent checkbox. */
  electronicMessageConsent: FieldRule;
  salutationOrder: readonly Salutation[];
  /** The welcome discount as the site's language writes it (§1, §9). */
  discount: string;
  /** HU speaks of a discount on the first purchase (§1). */
  headline: TextKey;
  minimumAge: 16 | 18;
  /** Salutation and names are disabled while the page's consents hold DNE (see above). */
  lockPersonalDataOnContextDne: boolean;
  /** HU writes the family name first, so the last-name field comes before the first name. */
  familyNameFirst: boolean;
  privacy: NewsletterLink;
  /** The contact page, in TR the personal-marketing consent text. */
  contact: NewsletterLink;
  voucherConditions: NewsletterLink;
  /** Links after the legal notice besides contact: sample newsletter, TR information page. */
  furtherLinks: readonly NewsletterLink[];
  /** TR: shown with the electronic-message consent checkbox. */
  electronicMessageConsentLink?: NewsletterLink;
  /** The Hungarian and Turkish legal texts of §9. */
  legalTexts: readonly TextKey[];
}

const HIDDEN: FieldRule = { shown: false, required: false };
const OPTIONAL: FieldRule = { shown: true, required: false };
const REQUIRED: FieldRule = { shown: true, required: true };

interface MarketRow {
  salutation: FieldRule;
  firstName: FieldRule;
  lastName: FieldRule;
  electronicMessageConsent: FieldRule;
  lockPersonalDataOnContextDne: boolean;
  familyNameFirst: boolean;
  headline: TextKey;
  legalTexts: readonly TextKey[];
}

const EMAIL_ONLY: MarketRow = {
  salutation: HIDDEN,
  firstName: HIDDEN,
  lastName: HIDDEN,
  electronicMessageConsent: HIDDEN,
  lockPersonalDataOnContextDne: false,
  familyNameFirst: false,
  headline: 'newsletter.headline',
  legalTexts: [],
};

const ROWS: Readonly<Record<SiteCode, MarketRow>> = {
  DE: EMAIL_ONLY,
  AT: {
    ...EMAIL_ONLY,
    salutation: OPTIONAL,
    firstName: OPTIONAL,
    lastName: OPTIONAL,
    lockPersonalDataOnContextDne: true,
  },
  CH: EMAIL_ONLY,
  CH_FR: EMAIL_ONLY,
  PL: EMAIL_ONLY,
  CZ: EMAIL_ONLY,
  HU: {
    ...EMAIL_ONLY,
    salutation: REQUIRED,
    firstName: REQUIRED,
    lastName: OPTIONAL,
    lockPersonalDataOnContextDne: true,
    familyNameFirst: true,
    headline: 'newsletter.headlineHu',
    legalTexts: ['newsletter.huVoucherText'],
  },
  SK: EMAIL_ONLY,
  TR: {
    ...EMAIL_ONLY,
    firstName: REQUIRED,
    lastName: OPTIONAL,
    electronicMessageConsent: REQUIRED,
    lockPersonalDataOnContextDne: true,
    legalTexts: ['newsletter.trDataDeletion', 'newsletter.trStopSending'],
  },
};

function marketOf(site: SiteCode): NewsletterMarket {
  const links = SITE_LINKS[site];
  const { minimumAge, newsletterDiscount } = MARKET_FACTS[site];
  const row = ROWS[site];
  const furtherLinks: NewsletterLink[] = [];
  if (links.sampleNewsletter)
    furtherLinks.push({ href: links.sampleNewsletter, label: 'newsletter.sampleNewsletterLink' });
  if (links.trNewsletterInfo)
    furtherLinks.push({ href: links.trNewsletterInfo, label: 'newsletter.trInfoLink' });
  return {
    site,
    ...row,
    salutationOrder: SALUTATION_ORDER,
    minimumAge,
    discount: newsletterDiscount,
    privacy: { href: links.privacy, label: 'newsletter.privacyLink' },
    contact: {
      href: links.contact,
      label: site === 'TR' ? 'newsletter.trPersonalMarketingLink' : 'newsletter.contactLink',
    },
    voucherConditions: {
      href: links.voucherConditions,
      label: 'newsletter.voucherConditionsLink',
    },
    furtherLinks,
    electronicMessageConsentLink: links.trElectronicMessageConsent
      ? { href: links.trElectronicMessageConsent, label: 'newsletter.trElectronicMessageLink' }
      : undefined,
  };
}

export const NEWSLETTER_MARKETS: Readonly<Record<SiteCode, NewsletterMarket>> = Object.fromEntries(
  SITE_CODES.map((site) => [site, marketOf(site)]),
) as Record<SiteCode, NewsletterMarket>;

/** Whether the market shows any field beyond the e-mail address besides the consents. */
export function showsPersonalData(market: NewsletterMarket): boolean {
  return market.salutation.shown || market.firstName.shown || market.lastName.shown;
}
