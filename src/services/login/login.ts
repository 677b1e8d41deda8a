/**
 * The contract's `login(credentials)` for page scripts (spec newsletter-footer §7). Its code
 * loads on first use, so a page that never logs anyone in does not download it.
 */

/** What the login form sends: the e-mail address and password, and any further fields as given. */
export interface LoginCredentials {
  email: string;
  password: string;
  readonly [field: string]: unknown;
}

/**
 * `SUCCESS` (200), `UNAUTHORIZED` (401: wrong e-mail or password) or `SERVICE_UNAVAILABLE` (any
 * other status, or no answer).
 */
export type LoginResult = 'SUCCESS' | 'UNAUTHORIZED' | 'SERVICE_UNAVAILABLE';

/**
 * Sends the credentials as JSON to the login service. Never rejects: when the call's code cannot
 * load either, it resolves `SERVICE_UNAVAILABLE` and tells developers on the console.
 */
export function login(credentials: LoginCredentials): Promise<LoginResult> {
  return import('./login-request').then(
    ({ requestLogin }) => requestLogin(credentials),
    (error: unknown): LoginResult => {
      console.error(`shop-elements: the login code could not be loaded (${String(error)}).`);
      return 'SERVICE_UNAVAILABLE';
    },
  );
}
