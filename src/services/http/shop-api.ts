import { pageSingleton } from '../../page-runtime/page-singleton';
import { createApiClient, type ApiClient } from './api-client';

/**
 * The paths of the shop's services, in one place: the elements call them, the fake backend
 * answers them, and a test walks them against both spec call tables.
 */
export const SHOP_PATHS = {
  personalData: '/service/customerfrontenddata/api/v1/psdata',
  promotion: (promotionId: string) =>
    `/service/promotion/api/promotion/${encodeURIComponent(promotionId)}`,
  navigation: '/service/header-backend/api/show',
  themeWorlds: '/service/themeworld-frontend/api/themeworlds/navigation',
  cart: '/service/cart/api/cart',
  suggestions: '/service/searchfrontend/api/suggestions',
  searchCacheKey: '/service/searchfrontend/api/cachekey',
  newsletterBase: (internal: boolean) =>
    internal ? '/service/newsletter/api/internal' : '/service/newsletter/api/private',
  abTestAssignment: '/service/abtestfrontend/api/v1/getassignment',
  abTestsAt: '/service/abtestfrontend/api/v1/gettestsat',
  footerImage: (file: string) => `/service/footer-images/logos/${encodeURIComponent(file)}`,
  previewCheckAuth: '/service/preview/api/auth/checkauth',
  previewLogout: '/service/preview/api/auth/logout',
  previewRenewLogin: '/service/preview/api/auth/login/renew',
  previewToken: '/service/preview/api/token',
  login: '/service/login/api/v1/login',
  loginTokenRenew: '/service/login/api/v1/logintoken/renew',
  longtermToken: '/service/login/api/v1/longtermtoken',
} as const;

/** The page's one API client: calls with the same stale-cancellation key meet here. */
export function shopApi(): ApiClient {
  return pageSingleton('api-client', () => createApiClient());
}
