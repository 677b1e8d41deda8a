/** Search suggestion answers (header-and-cart §3). */

export interface SuggestedProduct {
  id: string;
  title: string;
  productViewUrl: string;
  webshopProductDimensionKey?: string;
  imageProductThumb: string;
  imageAltText: string;
}

/** GET /service/searchfrontend/api/suggestions?q=&site=&maxSearchTerms=10&maxProducts=5. */
export interface SuggestionAnswer {
  searchTerms: { searchterm: string }[];
  products: SuggestedProduct[];
}

/** GET /service/searchfrontend/api/cachekey: the shape is not shown; chosen. */
export interface CacheKeyAnswer {
  cacheKey: string;
}
