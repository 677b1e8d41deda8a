import { describe, expect, it } from 'vitest';
import type { Cart } from '../../../src/services/wire/cart';
import { SITE_CODES, SITES } from '../../../src/sites/sites';
import { abTestsAt } from '../../fake-backend/fixtures/ab-tests';
import {
  MANY_ARTICLES,
  catalogueArticle,
  catalogueFreeArticle,
  catalogueGiftCard,
  cataloguePartnerProduct,
  initialCart,
  stockOf,
} from '../../fake-backend/fixtures/cart';
import { loginAccepted } from '../../fake-backend/fixtures/login';
import { customerBaseData, subscriber } from '../../fake-backend/fixtures/newsletter';
import { parsePersonalData } from '../../../src/services/stores/personal-data';
import { personalData } from '../../fake-backend/fixtures/personal-data';
import {
  FREE_ARTICLE_CAMPAIGN_ID,
  LOW_STOCK_PRODUCT_ID,
  PRODUCT_IDS,
  SOLD_OUT_PRODUCT_ID,
  catalogue,
} from '../../fake-backend/fixtures/products';
import { suggestions } from '../../fake-backend/fixtures/suggestions';

/** The count and total as cart-state.ts's `recount` computes them, written out independently. */
function recounted(cart: Cart): { numberOfArticles: number; totalPrice: number } {
  let numberOfArticles = 0;
  let total = 0;
  for (const article of cart.articles) {
    numberOfArticles += article.quantity.quantity;
    total += (article.price ?? 0) * article.quantity.quantity;
  }
  for (const article of cart.defectiveArticles) numberOfArticles += article.quantity.quantity;
  for (const card of cart.giftCards) {
    numberOfArticles += card.article.quantity.quantity;
    total += (card.value ?? 0) * card.article.quantity.quantity;
  }
  for (const card of cart.defectiveGiftCards) numberOfArticles += card.article.quantity.quantity;
  for (const product of cart.partnerProducts) {
    numberOfArticles += product.totalQuantity;
    total += (product.price ?? 0) * product.totalQuantity;
  }
  for (const product of cart.defectivePartnerProducts) numberOfArticles += product.totalQuantity;
  for (const subscription of cart.subscriptions) {
    numberOfArticles += 1;
    total += subscription.price ?? 0;
  }
  numberOfArticles += cart.defectiveSubscriptions.length;
  return { numberOfArticles, totalPrice: Math.round(total * 100) / 100 };
}

const NATIVE_FILLED_CART_WORDS: Record<(typeof SITE_CODES)[number], RegExp> = {
  DE: /Kaffeebohnen/,
  AT: /Kaffeebohnen/,
  CH: /Kaffeebohnen/,
  CH_FR: /café en grains/,
  PL: /kawa ziarnista/,
  CZ: /zrnková káva/,
  HU: /szemes kávé/,
  SK: /zrnková káva/,
  TR: /çekirdek kahve/,
};

describe('fake cart fixtures', () => {
  it.each(SITE_CODES)(
    'given site %s, when the filled cart is built, its count and total follow the recount rule',
    (site) => {
      const cart = initialCart(site, 'filled');

      expect(cart.articles).toHaveLength(3);
      expect(
        new Set(cart.articles.map((article) => article.quantity.quantity)).size,
      ).toBeGreaterThan(1);
      expect(cart.freeArticles).toHaveLength(1);
      expect(cart.giftCards).toHaveLength(1);
      expect(cart.partnerProducts).toHaveLength(1);
      expect(cart.partnerProducts[0]?.partnerName).toBeTruthy();
      expect(cart.subscriptions).toHaveLength(1);
      expect({ numberOfArticles: cart.numberOfArticles, totalPrice: cart.totalPrice }).toEqual(
        recounted(cart),
      );
      expect(cart.articles[0]?.name).toMatch(NATIVE_FILLED_CART_WORDS[site]);
    },
  );

  it.each(SITE_CODES)(
    'given site %s, when the defective cart is built, it adds one defective item of each kind and still follows the recount rule',
    (site) => {
      const filled = initialCart(site, 'filled');
      const cart = initialCart(site, 'defective');

      expect(cart.defectiveArticles).toHaveLength(1);
      expect(cart.defectiveGiftCards).toHaveLength(1);
      expect(cart.defectivePartnerProducts).toHaveLength(1);
      expect(cart.defectiveSubscriptions).toHaveLength(1);
      expect(cart.numberOfArticles).toBe(filled.numberOfArticles + 4);
      expect(cart.totalPrice).toBe(filled.totalPrice);
      expect({ numberOfArticles: cart.numberOfArticles, totalPrice: cart.totalPrice }).toEqual(
        recounted(cart),
      );
    },
  );

  it('given the many scenario, when its cart is built, it holds 150 distinct articles counted as 150', () => {
    const cart = initialCart('DE', 'many');

    expect(MANY_ARTICLES).toBe(150);
    expect(cart.articles).toHaveLength(150);
    expect(new Set(cart.articles.map((article) => article.productId)).size).toBe(150);
    expect(cart.numberOfArticles).toBe(150);
    expect(cart.totalPrice).toBe(recounted(cart).totalPrice);
  });

  it('given the empty scenario, when its cart is built, it holds nothing and costs nothing', () => {
    const cart = initialCart('PL', 'empty');

    expect(cart.numberOfArticles).toBe(0);
    expect(cart.totalPrice).toBe(0);
    expect(cart.articles).toEqual([]);
  });

  it('given the catalogue, when stock is asked, the low-stock article has 3 pieces and the sold-out one none', () => {
    expect(stockOf('DE', LOW_STOCK_PRODUCT_ID)).toBe(3);
    expect(catalogueArticle('DE', LOW_STOCK_PRODUCT_ID, 'tcm-x')?.availability).toBe('LOW_STOCK');
    expect(stockOf('DE', SOLD_OUT_PRODUCT_ID)).toBe(0);
    expect(catalogueArticle('DE', SOLD_OUT_PRODUCT_ID, 'tcm-x')?.availability).toBe('SOLDOUT');
    expect(stockOf('DE', 'no-such-product')).toBeUndefined();
  });

  it('given known ids, when looked up, each kind returns one fresh line of its site', () => {
    expect(catalogueArticle('CZ', PRODUCT_IDS.pan, 'tcm-page-1')).toMatchObject({
      productId: PRODUCT_IDS.pan,
      tcm: 'tcm-page-1',
      quantity: { quantity: 1 },
      price: 749,
      originalPrice: 999,
    });
    expect(catalogueFreeArticle('DE', PRODUCT_IDS.coffeeTin, FREE_ARTICLE_CAMPAIGN_ID)?.price).toBe(
      0,
    );
    expect(catalogueFreeArticle('DE', PRODUCT_IDS.coffeeTin, 'other-campaign')).toBeUndefined();
    expect(catalogueGiftCard('HU', PRODUCT_IDS.giftCardSmall, 'tcm-x')?.value).toBe(10000);
    expect(cataloguePartnerProduct('CH_FR', PRODUCT_IDS.sofa)?.name).toBe(
      'Canapé 3 places en velours côtelé',
    );
    expect(catalogueArticle('DE', PRODUCT_IDS.bicycle, 'tcm-x')).toBeUndefined();
  });

  it('given Swiss German, when a product name has an ß, it is written with ss', () => {
    const sweater = catalogue('CH').find((product) => product.id === PRODUCT_IDS.sweater);
    expect(sweater?.variant).toBe('Grösse M');
  });

  it('given any site, when the catalogue is read, every price is a plausible positive number in its currency', () => {
    const beans = Object.fromEntries(
      SITE_CODES.map((site) => [
        SITES[site].currency,
        catalogue(site).find((product) => product.id === PRODUCT_IDS.beans)?.price,
      ]),
    );
    expect(beans).toEqual({ EUR: 7.99, CHF: 8.95, PLN: 34.99, CZK: 199, HUF: 3290, TRY: 279.9 });
  });
});

describe('fake search suggestions', () => {
  const wide = { maxSearchTerms: 10, maxProducts: 5 };

  it('given "kaf" on DE, when suggestions are asked, it offers German coffee terms first', () => {
    const answer = suggestions('DE', 'kaf', wide);

    expect(answer.searchTerms.slice(0, 4).map((term) => term.searchterm)).toEqual([
      'kaffee',
      'kaffeemaschine',
      'kaffeebohnen',
      'kaffeekapseln',
    ]);
    expect(answer.products.length).toBeGreaterThan(0);
    for (const product of answer.products) expect(product.title.toLowerCase()).toContain('kaf');
  });

  it('given "kaw" on PL, when suggestions are asked, it offers Polish terms', () => {
    const terms = suggestions('PL', 'kaw', wide).searchTerms.map((term) => term.searchterm);
    expect(terms).toContain('kawa ziarnista');
    expect(terms.every((term) => term.includes('kaw'))).toBe(true);
  });

  it('given "KAVA" without accents on CZ, when suggestions are asked, it finds "káva"', () => {
    const answer = suggestions('CZ', 'KAVA', wide);
    expect(answer.searchTerms.map((term) => term.searchterm)).toContain('káva');
    expect(answer.products.map((product) => product.title)).toContain(
      'Barista Caffè Crema – zrnková káva',
    );
  });

  it('given small limits, when suggestions are asked, it returns no more than asked', () => {
    const answer = suggestions('DE', 'kaf', { maxSearchTerms: 2, maxProducts: 1 });
    expect(answer.searchTerms).toHaveLength(2);
    expect(answer.products).toHaveLength(1);
  });

  it('given an empty term or one that matches nothing, when suggestions are asked, both lists are empty', () => {
    expect(suggestions('TR', '  ', wide)).toEqual({ searchTerms: [], products: [] });
    expect(suggestions('HU', 'xyzzy', wide)).toEqual({ searchTerms: [], products: [] });
  });

  it('given a product with a variant key, when it is suggested, the key and alt text come along', () => {
    const [sweater] = suggestions('SK', 'sveter', wide).products;
    expect(sweater).toMatchObject({
      id: PRODUCT_IDS.sweater,
      webshopProductDimensionKey: 'fake-sweater-1-m',
      imageProductThumb: '/fake-backend/images/knit-sweater.svg',
      imageAltText: 'Pletený sveter s vrkočovým vzorom, Veľkosť M',
    });
    expect(sweater?.productViewUrl).toMatch(/^\/p\/[a-z0-9-]+-fake-sweater-1$/);
  });
});

describe('fake A/B test schedule', () => {
  const names = (time: string) => abTestsAt(new Date(time)).map((test) => test.name);

  it('given different dates, when active tests are asked, the list follows the date', () => {
    expect(names('2026-11-20T12:00:00Z')).toEqual(['checkout-button', 'search-ranking-2026']);
    expect(names('2026-12-24T12:00:00Z')).toEqual([
      'checkout-button',
      'search-ranking-2026',
      'mini-cart-recommendations',
    ]);
    expect(names('2027-02-10T12:00:00Z')).toEqual(['newsletter-layer']);
    expect(names('2027-06-01T12:00:00Z')).toEqual([]);
  });

  it('given an active test, when it is returned, it carries its groups', () => {
    const ranking = abTestsAt(new Date('2026-12-01T00:00:00Z')).find(
      (test) => test.name === 'search-ranking-2026',
    );
    expect(ranking?.groups.map((group) => group.name)).toEqual([
      'control',
      'variant-1',
      'variant-2',
    ]);
  });
});

describe('fake newsletter subscribers and customer data', () => {
  it('given the valid token, when the subscriber is read, it waits for the double opt-in', () => {
    expect(subscriber('valid-token')?.status).toBe('WAITING_FOR_DOI');
  });

  it('given the confirmed token, when the subscriber is read, it is subscribed', () => {
    expect(subscriber('confirmed-token')?.status).toBe('SUBSCRIBED');
  });

  it('given an unknown token, when the subscriber is read, there is none', () => {
    expect(subscriber('expired-token')).toBeUndefined();
    expect(subscriber('')).toBeUndefined();
  });

  it('given a login token, when base data is read, the form is prefilled; without one, nothing', () => {
    expect(customerBaseData('jwt.token.here')).toMatchObject({
      firstName: 'Anna',
      lastName: 'Schmidt',
    });
    expect(customerBaseData(null)).toBeUndefined();
    expect(customerBaseData('')).toBeUndefined();
  });
});

describe('fake personal data and login', () => {
  it('given no login cookie, when psdata is read, the shopper is logged out with tracking only', () => {
    const answer = personalData({});
    expect(answer).toEqual({ tracking: { loginStatus: 'LOGGED_OUT' } });
    expect(parsePersonalData(answer).loggedInOrRemembered).toBe(false);
  });

  it('given a remembered Turkish member, when psdata is read, the header shows her name and memberships', () => {
    const answer = personalData({
      FakeLogin: 'REMEMBERED',
      FakeShopSite: 'TR',
      FakeMember: 'community,loyalty',
    });
    expect(parsePersonalData(answer)).toMatchObject({
      loggedInOrRemembered: true,
      customerName: 'Ayşe Yılmaz',
      communityMember: true,
      loyaltyCardMember: true,
    });
  });

  it('given a logged-in Hungarian shopper without memberships, when psdata is read, her names come separately', () => {
    const answer = personalData({ FakeLogin: 'LOGGED_IN', FakeShopSite: 'HU' });
    expect(answer.customer).toMatchObject({
      firstname: 'Anna',
      lastname: 'Kovács',
      statuses: { isCommunityMember: false, isLoyaltyCardMember: false },
    });
  });

  it('given the known credentials, when logging in, it is accepted; anything else is refused', () => {
    expect(loginAccepted('anna@example.com', 'kaffee-2026')).toBe(true);
    expect(loginAccepted(' Anna@Example.com ', 'kaffee-2026')).toBe(true);
    expect(loginAccepted('anna@example.com', 'falsch')).toBe(false);
    expect(loginAccepted(undefined, undefined)).toBe(false);
  });
});
