/**
 * The default benefits strip of each site (header-and-cart §1): which benefits a site shows, in
 * which order. Their amounts, periods and discounts come from the market facts, their targets
 * from the site's service pages, so each fact is written once.
 */
import type { SiteCode } from '../sites';
import { SITE_LINKS } from './links';
import { MARKET_FACTS } from './market-facts';
import { SERVICE_PATHS, STORE_FINDER } from './paths';

/** The tracking tag of a benefit link (header-and-cart §2, "Benefits strip"). */
export type BenefitType = 'FREE_SHIPPING' | 'NEWSLETTER_SIGNUP' | 'CROSS_CHANNEL' | 'SERVICE';

/**
 * The message keys a benefit may use. Typed here as a plain union, not imported from
 * `src/i18n/messages.ts`, so this file does not depend on the catalogues; every key must exist
 * there with the placeholders named below.
 *
 * - `benefits.freeShipping` `{amount}`: free shipping from an amount.
 * - `benefits.freeShippingCoffee` `{amount}`: free shipping on coffee from an amount.
 * - `benefits.newsletterDiscount` `{percent}`: the welcome discount of the newsletter.
 * - `benefits.returnsDays` (plural) `{count}`: days to return goods.
 * - `benefits.returnsMonths` (plural) `{count}`: months right of return.
 * - `benefits.storePickup`: pick-up in a store (the cross-channel benefit).
 * - `benefits.service`: the customer service.
 */
export type BenefitMessageKey =
  | 'benefits.freeShipping'
  | 'benefits.freeShippingCoffee'
  | 'benefits.newsletterDiscount'
  | 'benefits.returnsDays'
  | 'benefits.returnsMonths'
  | 'benefits.storePickup'
  | 'benefits.service';

export interface DefaultBenefit {
  type: BenefitType;
  message: BenefitMessageKey;
  /**
   * The message's placeholders. Conventions:
   * - `amount` is a bare number in the site's currency (`SITES[site].currency`). The caller
   *   formats it with `formatPrice(amount, site)` from `src/i18n/format.ts` and passes the text
   *   on; a number left as is would be filled in as a plain number without currency.
   * - `percent` is already written as the site's language writes it ("10 %", "10%", "%10").
   * - `count` is the number that selects the plural form (`translator.plural(key, count)`).
   */
  params: Readonly<Record<string, string | number>>;
  href: string;
}

/** The benefits a site can show; the spec leaves some slots open, these fill them. */
type BenefitSlot = 'freeShipping' | 'newsletterDiscount' | 'returns' | 'storePickup' | 'service';

const SLOTS: Readonly<Record<SiteCode, readonly BenefitSlot[]>> = {
  DE: ['freeShipping', 'newsletterDiscount', 'storePickup', 'service'],
  AT: ['freeShipping', 'newsletterDiscount', 'storePickup', 'service'],
  CH: ['freeShipping', 'newsletterDiscount', 'returns', 'storePickup'],
  CH_FR: ['freeShipping', 'newsletterDiscount', 'returns', 'storePickup'],
  PL: ['freeShipping', 'newsletterDiscount', 'returns', 'storePickup'],
  CZ: ['freeShipping', 'newsletterDiscount', 'storePickup', 'service'],
  HU: ['newsletterDiscount', 'returns', 'storePickup', 'service'],
  SK: ['freeShipping', 'newsletterDiscount', 'storePickup', 'service'],
  TR: ['freeShipping', 'newsletterDiscount', 'storePickup', 'service'],
};

function freeShipping(site: SiteCode): DefaultBenefit {
  const { freeShippingFrom, freeCoffeeShippingFrom } = MARKET_FACTS[site];
  const href = SERVICE_PATHS[site].shipping;
  if (freeCoffeeShippingFrom !== undefined) {
    const params = { amount: freeCoffeeShippingFrom };
    return { type: 'FREE_SHIPPING', message: 'benefits.freeShippingCoffee', params, href };
  }
  if (freeShippingFrom === undefined) throw new Error(`${site} has no free-shipping amount`);
  return {
    type: 'FREE_SHIPPING',
    message: 'benefits.freeShipping',
    params: { amount: freeShippingFrom },
    href,
  };
}

function benefit(site: SiteCode, slot: BenefitSlot): DefaultBenefit {
  switch (slot) {
    case 'freeShipping':
      return freeShipping(site);
    case 'newsletterDiscount':
      return {
        type: 'NEWSLETTER_SIGNUP',
        message: 'benefits.newsletterDiscount',
        params: { percent: MARKET_FACTS[site].newsletterDiscount },
        href: SITE_LINKS[site].newsletter,
      };
    case 'returns': {
      const { amount, unit } = MARKET_FACTS[site].returnPeriod;
      const message = unit === 'days' ? 'benefits.returnsDays' : 'benefits.returnsMonths';
      return {
        type: 'SERVICE',
        message,
        params: { count: amount },
        href: SERVICE_PATHS[site].returns,
      };
    }
    case 'storePickup':
      return {
        type: 'CROSS_CHANNEL',
        message: 'benefits.storePickup',
        params: {},
        href: STORE_FINDER,
      };
    case 'service':
      return {
        type: 'SERVICE',
        message: 'benefits.service',
        params: {},
        href: SERVICE_PATHS[site].service,
      };
  }
}

/** At most four entries per site, in display order. */
export const DEFAULT_BENEFITS: Readonly<Record<SiteCode, readonly DefaultBenefit[]>> = {
  DE: SLOTS.DE.map((slot) => benefit('DE', slot)),
  AT: SLOTS.AT.map((slot) => benefit('AT', slot)),
  CH: SLOTS.CH.map((slot) => benefit('CH', slot)),
  CH_FR: SLOTS.CH_FR.map((slot) => benefit('CH_FR', slot)),
  PL: SLOTS.PL.map((slot) => benefit('PL', slot)),
  CZ: SLOTS.CZ.map((slot) => benefit('CZ', slot)),
  HU: SLOTS.HU.map((slot) => benefit('HU', slot)),
  SK: SLOTS.SK.map((slot) => benefit('SK', slot)),
  TR: SLOTS.TR.map((slot) => benefit('TR', slot)),
};
