/**
 * The consent-management script (spec §7: "A consent-management script is loaded per site"):
 * the page configuration names its address (`consentScript`, one for the page or one per site
 * code); the first header of the page loads it, once per page however many headers or bundles
 * the page holds, as an `async` script in `document.head`, with the page's CSP nonce. Without an
 * address nothing loads and one console message (info) says so. An address that is not http(s) or relative, and a script that fails to
 * load, each give one console error; nothing else changes (the header never waits for it).
 */
import { PAGE_CONFIG_ID, pageConfig } from '../../page-runtime/page-config';
import { pageSingleton } from '../../page-runtime/page-singleton';
import { trustedScriptAddress } from './trusted-types-policy';
import type { SiteCode } from '../../sites/sites';
import { safePageUrl } from '../safe-url';

/** What the page's first header did about the consent script. */
export type ConsentScriptState = 'none' | 'refused' | 'loading' | 'loaded' | 'failed';

/**
 * The page's CSP nonce, for a script the library adds: the one a `<meta property="csp-nonce">`
 * carries (the convention Vite and other tools follow), else the one of a script already in the
 * page. Read from the `nonce` property: browsers hide the attribute's value once parsed.
 */
export function pageNonce(document: Document = globalThis.document): string | undefined {
  const carriers = [
    document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]'),
    document.querySelector<HTMLScriptElement>('script[nonce]'),
  ];
  for (const element of carriers) {
    const nonce = element?.nonce || element?.getAttribute('nonce');
    if (nonce) return nonce;
  }
  return undefined;
}

/** The configured address for `site`: the page's one, or its site code's entry. */
function configuredAddress(site: SiteCode): string | undefined {
  const configured = pageConfig().consentScript;
  return typeof configured === 'string' ? configured : configured?.[site];
}

function load(site: SiteCode): { state: ConsentScriptState } {
  const address = configuredAddress(site);
  if (address === undefined) {
    // The spec names no address to fall back on: the page's developer hears of it once, as
    // information, for a page may load its consent tool itself (decision 48).
    // eslint-disable-next-line no-console -- information, not a fault of the page
    console.info(
      `shop-elements: the page names no consent-management script for ${site}, so none is loaded. Give its address in the page configuration (<script type="application/json" id="${PAGE_CONFIG_ID}">{"consentScript": "…"}</script>, or one per site code).`,
    );
    return { state: 'none' };
  }
  const url = safePageUrl(address);
  if (!url) {
    console.error(
      `shop-elements: #${PAGE_CONFIG_ID} consentScript ${JSON.stringify(address)} is not an http(s) or relative address; no consent-management script is loaded.`,
    );
    return { state: 'refused' };
  }
  const status: { state: ConsentScriptState } = { state: 'loading' };
  const script = document.createElement('script');
  // A TrustedScriptURL where the page enforces Trusted Types; a string is refused there.
  script.src = trustedScriptAddress(url) as string;
  script.async = true;
  const nonce = pageNonce();
  if (nonce) script.nonce = nonce;
  script.addEventListener('load', () => (status.state = 'loaded'), { once: true });
  script.addEventListener(
    'error',
    () => {
      status.state = 'failed';
      console.error(`shop-elements: the consent-management script ${url} could not be loaded.`);
    },
    { once: true },
  );
  document.head.append(script);
  return status;
}

/**
 * Loads the page's consent-management script for `site`, the first time any header asks; later
 * calls do nothing. Never throws and never waits.
 */
export function loadConsentScript(site: SiteCode): ConsentScriptState {
  return pageSingleton('consent-script', () => load(site)).state;
}
