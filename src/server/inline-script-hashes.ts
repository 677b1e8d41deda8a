import { appBannerEarlyScript } from '../services/app-banner-early';

/**
 * The CSP source that allows the app banner's line of script the header's fragment carries
 * (`'sha256-…'`), for pages whose policy allows scripts by hash rather than by a nonce: the
 * script is the same on every page of this version, so one hash in the policy holds for every
 * cached fragment. Web Crypto, so it runs wherever the server build does.
 */
export async function appBannerScriptHash(): Promise<string> {
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(appBannerEarlyScript()),
  );
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
}
