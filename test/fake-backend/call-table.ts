/**
 * Every call of both specs' call tables (header-and-cart §7, newsletter-footer §7), as the fake
 * backend answers it. A test walks this table against the fake backend, in the browser and on
 * the demo server.
 */
export interface SpecCall {
  id: string;
  method: 'GET' | 'POST' | 'PUT';
  /** MSW path pattern. */
  path: string;
  /** A concrete request for the walk-through test. */
  example: { path: string; body?: unknown; headers?: Record<string, string> };
  spec: string;
}

export const SPEC_CALLS = [
  {
    id: 'personalData',
    method: 'GET',
    path: '/service/customerfrontenddata/api/v1/psdata',
    example: { path: '/service/customerfrontenddata/api/v1/psdata' },
    spec: 'header-and-cart §7; newsletter-footer §7 (footer)',
  },
  {
    id: 'promotion',
    method: 'GET',
    path: '/service/promotion/api/promotion/:promotionId',
    example: {
      path: '/service/promotion/api/promotion/~header_top?anyOfTags=coffee',
      headers: { 'X-Hunter-Site': 'AT' },
    },
    spec: 'header-and-cart §7; newsletter-footer §7 (SHOP_FOOTER)',
  },
  {
    id: 'navigation',
    method: 'GET',
    path: '/service/header-backend/api/show',
    example: { path: '/service/header-backend/api/show' },
    spec: 'header-and-cart §7',
  },
  {
    id: 'themeWorlds',
    method: 'GET',
    path: '/service/themeworld-frontend/api/themeworlds/navigation',
    example: { path: '/service/themeworld-frontend/api/themeworlds/navigation' },
    spec: 'header-and-cart §7',
  },
  {
    id: 'cart',
    method: 'GET',
    path: '/service/cart/api/cart',
    example: { path: '/service/cart/api/cart?forceReload=true' },
    spec: 'header-and-cart §7',
  },
  {
    id: 'cartModify',
    method: 'POST',
    path: '/service/cart/api/cart',
    example: {
      path: '/service/cart/api/cart',
      body: { setArticle: { productId: 'fake-coffee-1', tcm: 'tcm-coffee-1', quantity: 3 } },
    },
    spec: 'header-and-cart §7 (modify; POST per the contract)',
  },
  {
    id: 'cartWrite',
    method: 'PUT',
    path: '/service/cart/api/cart',
    example: { path: '/service/cart/api/cart', body: { removeVoucher: { code: 'KAFFEE10' } } },
    spec: 'header-and-cart §7 (another cart write; this library removes a voucher code with it)',
  },
  {
    id: 'suggestions',
    method: 'GET',
    path: '/service/searchfrontend/api/suggestions',
    example: {
      path: '/service/searchfrontend/api/suggestions?q=kaffee&site=DE&maxSearchTerms=10&maxProducts=5',
    },
    spec: 'header-and-cart §7',
  },
  {
    id: 'searchCacheKey',
    method: 'GET',
    path: '/service/searchfrontend/api/cachekey',
    example: { path: '/service/searchfrontend/api/cachekey' },
    spec: 'header-and-cart §7',
  },
  {
    id: 'newsletterSignUp',
    method: 'POST',
    path: '/service/newsletter/api/:access/newsletter-subscribers',
    example: {
      path: '/service/newsletter/api/private/newsletter-subscribers',
      body: {
        email: 'anna@example.com',
        consents: [],
        origin: 'onsite',
        originAddition: 'subsite',
      },
      headers: { 'X-Hunter-Site': 'DE' },
    },
    spec: 'newsletter-footer §7',
  },
  {
    id: 'customerBaseData',
    method: 'GET',
    path: '/service/newsletter/api/:access/customers/base-data',
    example: {
      path: '/service/newsletter/api/private/customers/base-data',
      headers: { 'X-LoginToken': 'token' },
    },
    spec: 'newsletter-footer §7',
  },
  {
    id: 'newsletterSubscriber',
    method: 'GET',
    path: '/service/newsletter/api/:access/newsletter-subscribers/:token',
    example: { path: '/service/newsletter/api/private/newsletter-subscribers/valid-token' },
    spec: 'newsletter-footer §7',
  },
  {
    id: 'newsletterConfirm',
    method: 'PUT',
    path: '/service/newsletter/api/:access/newsletter-subscribers/:token/doi',
    example: { path: '/service/newsletter/api/private/newsletter-subscribers/valid-token/doi' },
    spec: 'newsletter-footer §7',
  },
  {
    id: 'newsletterUpdate',
    method: 'PUT',
    path: '/service/newsletter/api/:access/newsletter-subscribers/:token',
    // The body's fields are this library's choice (src/services/wire/newsletter.ts).
    example: {
      path: '/service/newsletter/api/private/newsletter-subscribers/valid-token',
      body: { interests: ['KITCHEN', 'COFFEE'] },
      headers: { 'X-Hunter-Site': 'DE' },
    },
    spec: 'newsletter-footer §7',
  },
  {
    id: 'abTestAssignment',
    method: 'GET',
    path: '/service/abtestfrontend/api/v1/getassignment',
    example: { path: '/service/abtestfrontend/api/v1/getassignment' },
    spec: 'newsletter-footer §7 (footer)',
  },
  {
    id: 'footerImage',
    method: 'GET',
    path: '/service/footer-images/logos/:file',
    example: { path: '/service/footer-images/logos/flag-de.svg' },
    spec: 'newsletter-footer §7 (flags and logos)',
  },
  {
    id: 'previewCheckAuth',
    method: 'GET',
    path: '/service/preview/api/auth/checkauth',
    example: { path: '/service/preview/api/auth/checkauth' },
    spec: 'newsletter-footer §7',
  },
  {
    id: 'previewLogout',
    method: 'GET',
    path: '/service/preview/api/auth/logout',
    example: { path: '/service/preview/api/auth/logout' },
    spec: 'newsletter-footer §7',
  },
  {
    id: 'previewRenewLogin',
    method: 'GET',
    path: '/service/preview/api/auth/login/renew',
    example: { path: '/service/preview/api/auth/login/renew' },
    spec: 'newsletter-footer §7',
  },
  {
    id: 'previewToken',
    method: 'GET',
    path: '/service/preview/api/token',
    example: {
      path: '/service/preview/api/token?test=checkout-button&group=B',
      headers: { 'X-Preview-DateTime': '2026-12-24T09:00:00.000Z' },
    },
    spec: 'newsletter-footer §7',
  },
  {
    id: 'abTestsAt',
    method: 'GET',
    path: '/service/abtestfrontend/api/v1/gettestsat',
    example: {
      path: '/service/abtestfrontend/api/v1/gettestsat?time=2026-11-21T10%3A00%3A00.000Z',
    },
    spec: 'newsletter-footer §7',
  },
  {
    id: 'login',
    method: 'POST',
    path: '/service/login/api/v1/login',
    example: {
      path: '/service/login/api/v1/login',
      body: { email: 'anna@example.com', password: 'kaffee-2026' },
    },
    spec: 'newsletter-footer §7',
  },
  {
    id: 'loginTokenRenew',
    method: 'POST',
    path: '/service/login/api/v1/logintoken/renew',
    example: { path: '/service/login/api/v1/logintoken/renew', body: {} },
    spec: 'newsletter-footer §7',
  },
  {
    id: 'longtermToken',
    method: 'GET',
    path: '/service/login/api/v1/longtermtoken',
    example: { path: '/service/login/api/v1/longtermtoken' },
    spec: 'newsletter-footer §7',
  },
] as const satisfies readonly SpecCall[];

export type CallId = (typeof SPEC_CALLS)[number]['id'];
export const CALL_IDS = SPEC_CALLS.map((call) => call.id) as CallId[];
