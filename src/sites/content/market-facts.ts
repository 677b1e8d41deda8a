/**
 * The commercial facts of each market, each written once: the free-shipping amounts, the return
 * period, the Turkish service hours, the Czech and Slovak loyalty-card coffee, the minimum age
 * and the newsletter's welcome discount. The default benefits, the footer facts and the newsletter
 * form all read them from here.
 *
 * Sources: header-and-cart §1 (default benefits), newsletter-footer §1 and §9 (discount, minimum
 * ages), §2.2 (footer facts).
 */
import type { SiteCode } from '../sites';

export interface ReturnPeriod {
  amount: number;
  unit: 'days' | 'months';
}

export interface MarketFacts {
  /** Free shipping from this amount, in the site's currency. */
  freeShippingFrom?: number;
  /** Free shipping with the loyalty card from this amount (CZ, SK). */
  freeShippingWithLoyaltyCard?: number;
  /** TR: free shipping on coffee from this amount, the benefit the strip shows. */
  freeCoffeeShippingFrom?: number;
  returnPeriod: ReturnPeriod;
  /** TR only: customer service daily from 09:00 to 19:00. */
  serviceHours?: { days: 'daily'; from: '09:00'; to: '19:00' };
  /** CZ and SK: every 11th coffee free in the store with the loyalty card. */
  everyEleventhCoffeeFree: boolean;
  /** Minimum age stated on the site (newsletter §9). */
  minimumAge: 16 | 18;
  /**
   * The newsletter's welcome discount (10 % everywhere, newsletter §1/§9) as the site's language
   * writes it: a no-break space before the sign in de, fr, cs and sk, none in hu and pl, the
   * sign first in tr (pl, hu and tr as `Intl.NumberFormat` writes them).
   */
  newsletterDiscount: string;
}

const TEN_PERCENT = '10\u00a0%';
const TEN_PERCENT_NO_SPACE = '10%';
const TEN_PERCENT_TR = '%10';

const DAYS = (amount: number): ReturnPeriod => ({ amount, unit: 'days' });
const MONTHS = (amount: number): ReturnPeriod => ({ amount, unit: 'months' });

export const MARKET_FACTS: Readonly<Record<SiteCode, MarketFacts>> = {
  DE: {
    freeShippingFrom: 20,
    returnPeriod: DAYS(30),
    everyEleventhCoffeeFree: false,
    minimumAge: 16,
    newsletterDiscount: TEN_PERCENT,
  },
  AT: {
    freeShippingFrom: 20,
    returnPeriod: DAYS(14),
    everyEleventhCoffeeFree: false,
    minimumAge: 16,
    newsletterDiscount: TEN_PERCENT,
  },
  CH: {
    freeShippingFrom: 30,
    returnPeriod: MONTHS(3),
    everyEleventhCoffeeFree: false,
    minimumAge: 16,
    newsletterDiscount: TEN_PERCENT,
  },
  CH_FR: {
    freeShippingFrom: 30,
    returnPeriod: MONTHS(3),
    everyEleventhCoffeeFree: false,
    minimumAge: 16,
    newsletterDiscount: TEN_PERCENT,
  },
  PL: {
    freeShippingFrom: 100,
    returnPeriod: DAYS(30),
    everyEleventhCoffeeFree: false,
    minimumAge: 16,
    newsletterDiscount: TEN_PERCENT_NO_SPACE,
  },
  CZ: {
    freeShippingFrom: 999,
    freeShippingWithLoyaltyCard: 499,
    returnPeriod: DAYS(30),
    everyEleventhCoffeeFree: true,
    minimumAge: 18,
    newsletterDiscount: TEN_PERCENT,
  },
  HU: {
    returnPeriod: DAYS(30),
    everyEleventhCoffeeFree: false,
    minimumAge: 16,
    newsletterDiscount: TEN_PERCENT_NO_SPACE,
  },
  SK: {
    freeShippingFrom: 40,
    freeShippingWithLoyaltyCard: 20,
    returnPeriod: DAYS(30),
    everyEleventhCoffeeFree: true,
    minimumAge: 18,
    newsletterDiscount: TEN_PERCENT,
  },
  TR: {
    freeShippingFrom: 1000,
    freeCoffeeShippingFrom: 175,
    returnPeriod: DAYS(90),
    serviceHours: { days: 'daily', from: '09:00', to: '19:00' },
    everyEleventhCoffeeFree: false,
    minimumAge: 16,
    newsletterDiscount: TEN_PERCENT_TR,
  },
};

/** Facts the footer shows as link text (newsletter §2.2). Amounts are in the site's currency. */
export type FooterFacts = Pick<
  MarketFacts,
  | 'freeShippingFrom'
  | 'freeShippingWithLoyaltyCard'
  | 'returnPeriod'
  | 'serviceHours'
  | 'everyEleventhCoffeeFree'
>;

export function footerFacts(site: SiteCode): FooterFacts {
  const facts = MARKET_FACTS[site];
  return {
    freeShippingFrom: facts.freeShippingFrom,
    freeShippingWithLoyaltyCard: facts.freeShippingWithLoyaltyCard,
    returnPeriod: facts.returnPeriod,
    serviceHours: facts.serviceHours,
    everyEleventhCoffeeFree: facts.everyEleventhCoffeeFree,
  };
}
