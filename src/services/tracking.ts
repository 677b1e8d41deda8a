/**
 * Everything the elements report to analytics, in one typed module: the tag manager's
 * `dataLayer` pushes and the search-tracking entries in local storage.
 */
import { pageSingleton } from '../page-runtime/page-singleton';
import { createSafeStorage } from './browser/local-storage';
import { readStringMap } from './decoding/json-decoding';
import { isPreviewing } from './preview/preview-session';

/** The flag (one per page, whichever bundle copy pushes) that the refusal was reported. */
const REFUSAL_REPORTED = 'tracking-refusal-reported';

/**
 * The page's `dataLayer`, created when missing. A page's own object with a `push` is used as it
 * is (a tag manager may have replaced the array); anything else is not the library's to replace.
 */
function dataLayer(): { push: (entry: object) => unknown } {
  const page = window as unknown as { dataLayer?: unknown };
  if (page.dataLayer === undefined || page.dataLayer === null) page.dataLayer = [];
  const layer = page.dataLayer as { push?: unknown };
  if (typeof layer.push !== 'function') throw new TypeError('window.dataLayer has no push()');
  return layer as { push: (entry: object) => unknown };
}

/**
 * Pushes an entry to the tag manager's `dataLayer`; every push of the library goes through here.
 * While a staff member previews the shop (a simulated date or A/B group, see
 * `preview/preview-session.ts`), the entry carries `preview: true`, so analytics can tell staff
 * checking a preview from shoppers.
 *
 * Tracking never costs the shopper the action it reports: a `dataLayer` that refuses the push
 * (frozen, a `push` that throws, a value that is no list) gets one console error per page, and
 * the entry is dropped.
 */
export function pushTrackingEntry<T extends object>(entry: T): T & { preview?: true } {
  const pushed = isPreviewing() ? { ...entry, preview: true as const } : entry;
  try {
    dataLayer().push(pushed);
  } catch (error) {
    const report = pageSingleton(REFUSAL_REPORTED, () => ({ done: false }));
    if (!report.done) {
      report.done = true;
      console.error(
        `shop-elements: the page's dataLayer refused a tracking entry (${String(error)}); tracking entries are dropped, the shop works on.`,
      );
    }
  }
  return pushed;
}

export interface GaEvent {
  category: string;
  action: string;
  label?: string;
  nonInteraction?: boolean;
}

/** The tag manager's generic event (header-and-cart §7). */
export function trackGaEvent({
  category,
  action,
  label = '',
  nonInteraction = false,
}: GaEvent): void {
  pushTrackingEntry({ event: 'ga_event', category, action, label, nonInteraction });
}

export type PromotionClickType =
  'link' | 'cta' | 'voucher-copy' | 'legal-text' | 'image' | 'benefit';

export interface PromotionClick {
  clickType: PromotionClickType;
  /** Where the click leads (a URL) or what it acts on. */
  target: string;
  /** Which promotion and part, e.g. `~header_top` or `benefit:free-shipping`. */
  specification: string;
}

export function trackPromotionClick({ clickType, target, specification }: PromotionClick): void {
  pushTrackingEntry({ event: 'promotion_click', clickType, target, specification });
}

/** After a newsletter sign-up (newsletter-footer §7). */
export function trackNewsletterSignUp({
  origin,
  originAddition,
}: {
  origin: string;
  originAddition: string;
}): void {
  pushTrackingEntry({
    event: 'sign_up',
    subject: 'newsletter',
    origin: `${origin}_${originAddition}`,
    type: 'ga4',
    emitter: 'newsletterservice',
  });
}

/** Local-storage keys of the search tracking (header-and-cart §7). */
export const SEARCH_TRACKING_KEYS = {
  productDetailSources: 'pds',
  addToBasketEvents: 'atbEvents',
} as const;

type SessionEntries = Readonly<Record<string, string>>;

const isSessionEntries = (value: unknown): value is SessionEntries =>
  readStringMap(value) !== undefined;

/** A random id for this page view: search tracking ties a product to the search that found it. */
export function pageSessionId(): string {
  return pageSingleton('search-session-id', () =>
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : Math.random().toString(36).slice(2),
  );
}

/**
 * Records that a product was reached from the search on this page view: the 'pds' entry and the
 * add-to-basket entry are keyed by product id, and their value is the page's session id.
 */
export function trackSearchProduct(productId: string): void {
  const storage = createSafeStorage();
  const sessionId = pageSessionId();
  for (const key of Object.values(SEARCH_TRACKING_KEYS)) {
    const entries = storage.read(key, isSessionEntries) ?? {};
    storage.write(key, { ...entries, [productId]: sessionId });
  }
}
