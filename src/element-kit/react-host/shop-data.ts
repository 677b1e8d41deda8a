import type { Locale, SiteCode } from '../../sites/sites';

/**
 * What a React app's server loads once per request (`loadShopData` from `shop-elements/server`)
 * and hands to `ShopProvider`: the public answers the server-rendered elements show, and the page
 * configuration they render with. Plain JSON, so a server component can pass it to a client one.
 */
export interface ShopData {
  readonly site: SiteCode;
  readonly locale?: Locale;
  /** The service answers, as `renderElement`'s `data` takes them. */
  readonly answers: unknown;
  /** The page configuration block's object, if the page has one. */
  readonly pageConfig?: unknown;
  /** Until when what the answers show is right (ISO 8601). */
  readonly expiresAt: string;
}

/** Renders one element's declarative shadow root on a React app's server. */
export type ServerRootRenderer = (request: {
  tag: string;
  /** The host's attributes by HTML name, `site` included. */
  attributes: Readonly<Record<string, string | true>>;
  data: ShopData;
  /** The page's CSP nonce for the root's inline styles and script (`ShopProvider`'s). */
  nonce: string | undefined;
}) => string | undefined;
