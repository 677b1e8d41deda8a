/**
 * The page configuration: the shop's real addresses that no spec names, given once per page.
 *
 * ```html
 * <script type="application/json" id="shop-elements-config">
 *   {
 *     "countryUrls": { "DE": "https://www.shop.de/", "PL": "https://www.shop.pl/", … },
 *     "apps": { "android": "com.shop.app", "ios": "id123456789" },
 *     "benefitsPromotionId": "header_benefits",
 *     "consentScript": { "DE": "https://consent.example/de.js", … }
 *   }
 * </script>
 * ```
 *
 * - `countryUrls`: the address each country of the country switcher goes to, by site code
 *   (`DE AT CH CH_FR PL CZ HU SK TR`). This layer checks the shape (an object of strings, keys
 *   upper-cased); the element that uses an address checks its site code and passes it through
 *   the shared `safeUrl` (services, a layer above this one), as it does for every outside address.
 * - `apps.android`: the Google Play package name; `apps.ios`: the App Store id (`id` and digits,
 *   or the digits alone). The app banner builds each site's store address from them.
 * - `benefitsPromotionId`: the BENEFITS promotion the header's benefits strip shows; without it
 *   the strip shows the site's default benefits and asks for nothing. The header's
 *   `benefits-promotion-id` overrides it.
 * - `consentScript`: the consent-management script the first header loads (spec §7): one address
 *   for the page, or one per site code. Checked here for its shape; the loader passes it through
 *   `safeUrl`.
 *
 * The block is read once, the first time an element asks (module scripts run after the page is
 * parsed, so the block may stand anywhere in the page). Nothing here throws: broken JSON, a wrong
 * type, an unknown site code or an unsafe address gives one console error naming the problem,
 * and that part of the configuration is left out. Elements' own attributes override it
 * (`country-urls`, `android-app-id`, `ios-app-id`, `store-url`). Framework-free, so any element
 * (the header's, later) can read it.
 */
import { isBrowser } from './environment';
import { pageSlots } from './page-singleton';
/** The id of the page's configuration block. */
export const PAGE_CONFIG_ID = 'shop-elements-config';

/** Addresses by upper-cased site code, as the page wrote them (not yet checked as addresses). */
export type CountryUrls = Readonly<Record<string, string>>;

export interface AppIds {
  /** Google Play package name, e.g. `com.shop.app`. */
  android?: string;
  /** App Store id, digits only (`id123456789` in the configuration gives `123456789`). */
  ios?: string;
}

/**
 * The consent-management script's address: one for every site of the page, or one per
 * upper-cased site code (not yet checked as an address).
 */
export type ConsentScript = string | CountryUrls;

export interface PageConfig {
  countryUrls: CountryUrls;
  apps: AppIds;
  /** The header's BENEFITS promotion; none: the site's default benefits, no call. */
  benefitsPromotionId?: string;
  consentScript?: ConsentScript;
}

const EMPTY_CONFIG: PageConfig = Object.freeze({
  countryUrls: Object.freeze({}),
  apps: Object.freeze({}),
});

/** Reports one problem of an outside value; the default writes a console error. */
export type ConfigProblemReporter = (message: string) => void;

const consoleReporter: ConfigProblemReporter = (message) =>
  console.error(`shop-elements: ${message}`);

/** Java package names, as Google Play takes them: `com.shop.app`. */
const ANDROID_PACKAGE = /^[A-Za-z][A-Za-z0-9_]*(?:\.[A-Za-z][A-Za-z0-9_]*)+$/;
/** App Store ids: `id123456789` or `123456789`. */
const IOS_APP_ID = /^(?:id)?(\d{5,})$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A Google Play package name when `value` is one, else `undefined` (and a report). */
export function androidAppId(
  value: unknown,
  where: string,
  report: ConfigProblemReporter = consoleReporter,
): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string' && ANDROID_PACKAGE.test(value.trim())) return value.trim();
  report(
    `${where} ${JSON.stringify(value)} is not a Google Play package name (such as "com.shop.app"); it is ignored.`,
  );
  return undefined;
}

/** The App Store id's digits when `value` is one (`id123456789` or `123456789`), else `undefined`. */
export function iosAppId(
  value: unknown,
  where: string,
  report: ConfigProblemReporter = consoleReporter,
): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const digits = typeof value === 'string' ? IOS_APP_ID.exec(value.trim())?.[1] : undefined;
  if (digits) return digits;
  report(
    `${where} ${JSON.stringify(value)} is not an App Store id (such as "id123456789"); it is ignored.`,
  );
  return undefined;
}

/**
 * Country addresses from an outside value (the page configuration's `countryUrls`, an element's
 * `country-urls`): an object of strings, keys trimmed and upper-cased (`pl` is `PL`). Anything
 * else is reported and left out. Site codes and addresses are checked where they are used.
 */
export function countryUrlStrings(
  value: unknown,
  where: string,
  report: ConfigProblemReporter = consoleReporter,
): CountryUrls {
  if (value === undefined || value === null) return {};
  if (!isRecord(value)) {
    report(
      `${where} must be an object of addresses by site code (such as {"PL": "https://www.shop.pl/"}); it is ignored.`,
    );
    return {};
  }
  const urls: Record<string, string> = {};
  for (const [key, address] of Object.entries(value)) {
    if (typeof address !== 'string') {
      report(
        `${where}.${key} ${JSON.stringify(address)} is not an address (a string); it is ignored.`,
      );
      continue;
    }
    urls[key.trim().toUpperCase()] = address;
  }
  return urls;
}

/** A promotion id from an outside value: a non-empty string, trimmed; anything else reported. */
export function promotionIdString(
  value: unknown,
  where: string,
  report: ConfigProblemReporter = consoleReporter,
): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string' && value.trim()) return value.trim();
  report(`${where} ${JSON.stringify(value)} is not a promotion id (a string); it is ignored.`);
  return undefined;
}

/**
 * The consent script's address from an outside value: a string, or an object of strings by site
 * code (as `countryUrlStrings` reads it). Anything else is reported and left out.
 */
export function consentScriptValue(
  value: unknown,
  where: string,
  report: ConfigProblemReporter = consoleReporter,
): ConsentScript | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (isRecord(value)) return countryUrlStrings(value, where, report);
  report(
    `${where} must be an address or an object of addresses by site code (such as {"DE": "https://…"}); it is ignored.`,
  );
  return undefined;
}

/** A page configuration from parsed JSON: what is valid is kept, the rest reported. */
export function parsePageConfig(
  value: unknown,
  report: ConfigProblemReporter = consoleReporter,
): PageConfig {
  const where = `#${PAGE_CONFIG_ID}`;
  if (!isRecord(value)) {
    report(
      `${where} must hold a JSON object such as {"countryUrls": {…}, "apps": {…}}; it is ignored.`,
    );
    return EMPTY_CONFIG;
  }
  const countryUrls = countryUrlStrings(value.countryUrls, `${where} countryUrls`, report);
  const apps: AppIds = {};
  if (value.apps !== undefined && !isRecord(value.apps)) {
    report(
      `${where} apps must be an object such as {"android": "com.shop.app", "ios": "id123456789"}; it is ignored.`,
    );
  } else if (value.apps) {
    const android = androidAppId(value.apps.android, `${where} apps.android`, report);
    const ios = iosAppId(value.apps.ios, `${where} apps.ios`, report);
    if (android) apps.android = android;
    if (ios) apps.ios = ios;
  }
  const config: PageConfig = { countryUrls, apps };
  const benefitsPromotionId = promotionIdString(
    value.benefitsPromotionId,
    `${where} benefitsPromotionId`,
    report,
  );
  if (benefitsPromotionId) config.benefitsPromotionId = benefitsPromotionId;
  const consentScript = consentScriptValue(value.consentScript, `${where} consentScript`, report);
  if (consentScript !== undefined) config.consentScript = consentScript;
  return config;
}

/** Reads the configuration block of `document`; no block gives the empty configuration. */
export function readPageConfig(
  document: Document | undefined = isBrowser() ? globalThis.document : undefined,
  report: ConfigProblemReporter = consoleReporter,
): PageConfig {
  const block = document?.getElementById(PAGE_CONFIG_ID);
  if (!block) return EMPTY_CONFIG;
  if (block.localName !== 'script' || block.getAttribute('type') !== 'application/json') {
    report(`#${PAGE_CONFIG_ID} must be a <script type="application/json"> element; it is ignored.`);
    return EMPTY_CONFIG;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(block.textContent || '');
  } catch (error) {
    report(`#${PAGE_CONFIG_ID} is not valid JSON (${String(error)}); it is ignored.`);
    return EMPTY_CONFIG;
  }
  return parsePageConfig(parsed, report);
}

/**
 * Shared by every copy of the bundle on the page (a registered symbol), so a page that loads the
 * standalone bundle and an element module reads and reports its configuration once.
 */
const SLOT = Symbol.for('shop-elements.page-config');
type Slots = Record<symbol, PageConfig | undefined>;

/** The page's configuration, read on first use and kept. */
export function pageConfig(): PageConfig {
  const slots = pageSlots() as Slots;
  return (slots[SLOT] ??= readPageConfig());
}

const reported = new Set<string>();

/**
 * Sets the page's configuration from code instead of the block (Storybook, tests, a page script
 * that runs before any element renders); `undefined` forgets it, so the next use reads the block
 * again. The value is checked like the block's. Either way the page starts afresh: problems
 * already reported are reported again.
 */
export function setPageConfig(config: unknown): void {
  const slots = pageSlots() as Slots;
  reported.clear();
  slots[SLOT] = config === undefined ? undefined : parsePageConfig(config);
}

/** Logs a console error once per page and message (a missing address, for each element). */
export function reportOnce(message: string): void {
  if (reported.has(message)) return;
  reported.add(message);
  consoleReporter(message);
}
