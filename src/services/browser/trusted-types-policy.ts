/**
 * The library's one Trusted Types policy, `shop-elements`, for pages that enforce Trusted Types
 * (`Content-Security-Policy: require-trusted-types-for 'script'; trusted-types shop-elements
 * dompurify`). Its HTML rule lets text through unchanged, so only the CMS sanitizer hands it to
 * DOMPurify (which parses with it and signs its clean result with it); its script-address rule
 * takes http(s) and relative addresses only, for the consent-management script the page names.
 *
 * Created on first use, and only where the browser has `trustedTypes`. A page may load the
 * library more than once, and a second `createPolicy('shop-elements')` throws unless the page's
 * CSP says 'allow-duplicates', so every copy shares the first one through a page slot.
 */
import type { Config } from 'dompurify';
import { safePageUrl } from '../safe-url';
import { isBrowser } from '../../page-runtime/environment';
import { pageSingleton } from '../../page-runtime/page-singleton';

export const TRUSTED_TYPES_POLICY_NAME = 'shop-elements';

export type ShopElementsPolicy = NonNullable<Config['TRUSTED_TYPES_POLICY']>;

/** What a policy's script-address rule gives: a TrustedScriptURL that script `src` accepts. */
export type TrustedScriptAddress = ReturnType<ShopElementsPolicy['createScriptURL']>;

interface PolicyFactory {
  createPolicy(
    name: string,
    rules: { createHTML(input: string): string; createScriptURL(input: string): string },
  ): ShopElementsPolicy;
}

function createPolicy(): { policy: ShopElementsPolicy | null } {
  const factory = (globalThis as { trustedTypes?: PolicyFactory }).trustedTypes;
  if (!isBrowser() || !factory) return { policy: null };
  try {
    return {
      policy: factory.createPolicy(TRUSTED_TYPES_POLICY_NAME, {
        createHTML: (html) => html,
        createScriptURL: (address) => {
          const url = safePageUrl(address);
          if (url === undefined) throw new TypeError(`${address} is not an http(s) address`);
          return url;
        },
      }),
    };
  } catch {
    console.error(
      `shop-elements: the page's Content-Security-Policy does not allow the Trusted Types policy "${TRUSTED_TYPES_POLICY_NAME}"; add it to trusted-types (docs/editors/05-csp-and-trusted-types.mdx).`,
    );
    return { policy: null };
  }
}

/** The page's `shop-elements` policy, or null without Trusted Types (or when the CSP refuses it). */
export function shopElementsPolicy(): ShopElementsPolicy | null {
  return pageSingleton('trusted-types-policy', createPolicy).policy;
}

/** A script address a page enforcing Trusted Types accepts; the address itself elsewhere. */
export function trustedScriptAddress(url: string): TrustedScriptAddress | string {
  return shopElementsPolicy()?.createScriptURL(url) ?? url;
}
