import { pageSingleton } from '../../page-runtime/page-singleton';
import { createApiClient, type ApiClient } from './api-client';
import { servicePath } from './service-path';

const NEWSLETTER_SUBSCRIBERS = '/service/newsletter/api/private/newsletter-subscribers';

/**
 * The paths of the shop's services, in one place: the elements call them, the fake backend
 * answers them, and a test walks them against both spec call tables. A path with parts from
 * outside is built by `servicePath` and is undefined for a part it refuses (`.`, `..`, empty).
 */
export const SHOP_PATHS = {
  personalData: '/service/customerfrontenddata/api/v1/psdata',
  promotion: (promotionId: string) => servicePath('/service/promotion/api/promotion', promotionId),
  navigation: '/service/header-backend/api/show',
  themeWorlds: '/service/themeworld-frontend/api/themeworlds/navigation',
  cart: '/service/cart/api/cart',
  suggestions: '/service/searchfrontend/api/suggestions',
  searchCacheKey: '/service/searchfrontend/api/cachekey',
  newsletterBase: (internal: boolean) =>
    internal ? '/service/newsletter/api/internal' : '/service/newsletter/api/private',
  /**
   * Newsletter-footer §7: the double opt-in reads the subscriber by the link's token (GET), and
   * the confirmed subscriber's interests are saved to the same address (PUT)…
   */
  newsletterSubscriber: (token: string) => servicePath(NEWSLETTER_SUBSCRIBERS, token),
  /** …and confirms the address. */
  newsletterConfirmation: (token: string) => servicePath(NEWSLETTER_SUBSCRIBERS, token, 'doi'),
  abTestAssignment: '/service/abtestfrontend/api/v1/getassignment',
  abTestsAt: '/service/abtestfrontend/api/v1/gettestsat',
  footerImage: (file: string) => servicePath('/service/footer-images/logos', file),
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
