import { loadShopData, type ShopData } from 'shop-elements/server';

/** The shop's addresses the elements link to: the page configuration block's object. */
export const shopConfig = {
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
  benefitsPromotionId: 'header_benefits',
};

/**
 * The article the page offers, as the shop's cart knows it: the fake backend's coffee beans in
 * this repository's tests; a real app takes both ids from its product data.
 */
export const offeredArticle = { productId: 'fake-coffee-1', tcm: 'tcm-coffee-1' };

/** What the header and footer render from, loaded from the shop once per request. */
export function loadShop(): Promise<ShopData> {
  return loadShopData({
    site: 'DE',
    origin: process.env.SHOP_ORIGIN ?? 'http://127.0.0.1:8080',
    pageConfig: shopConfig,
  });
}
