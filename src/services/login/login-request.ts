import type { ApiClient } from '../http/api-client';
import { SHOP_PATHS, shopApi } from '../http/shop-api';
import { personalDataChanged } from '../stores/personal-data';
import type { LoginCredentials, LoginResult } from './login';

/**
 * The login call; the status alone decides, whatever the body (spec newsletter-footer §7). After
 * a successful one the page's personal data is asked for again, so every header shows the
 * customer without a reload.
 */
export async function requestLogin(
  credentials: LoginCredentials,
  api: ApiClient = shopApi(),
): Promise<LoginResult> {
  const outcome = await api.request({
    path: SHOP_PATHS.login,
    method: 'POST',
    body: credentials,
    statusOnly: true,
  });
  const status = outcome.ok || outcome.kind === 'response' ? outcome.status : undefined;
  if (status === 200) {
    personalDataChanged();
    return 'SUCCESS';
  }
  if (status === 401) return 'UNAUTHORIZED';
  return 'SERVICE_UNAVAILABLE';
}
