/**
 * The page-level data a server renders elements from, and the way the browser takes it over:
 * the service answers as they came (navigation, theme worlds, promotions by id, the footer's
 * content), read by the same readers and sanitizers on both sides, so the browser's first
 * render is the server's HTML and no call is repeated. Per-shopper data (personal data, the
 * cart, stored state) is never part of it: the HTML is public and cacheable.
 */
import { isRecord } from '../decoding/json-decoding';
import { readAnswerValidity, type AnswerValidity } from './answer-validity';
import type { PromotionQuery } from '../stores/promotions';

/** The service answers, as they came; `null` is a service's "none" (a 404). */
export interface ServerData {
  navigation?: unknown;
  themeWorlds?: unknown;
  /** By promotion id. */
  promotions?: Readonly<Record<string, unknown>>;
  footerContent?: unknown;
  /**
   * Until when each answer is right, where its source says so: a server that loads the answers
   * takes it from each answer's `Cache-Control` or `Expires`; a caller that passes them states
   * it here (`{ promotions: { '~header_top': '2026-11-30T23:00:00Z' } }`). Past it, the browser
   * does not show the answer and asks for it again.
   */
  validUntil?: AnswerValidity;
}

/** One piece of page-level data an element shows. */
export type DataNeed =
  | { kind: 'navigation' }
  | { kind: 'themeWorlds' }
  | { kind: 'footerContent' }
  | { kind: 'promotion'; query: PromotionQuery };

/**
 * Reads server data from untrusted JSON (a page's script, a file): anything but the known
 * fields, with the right outer shape, is left out. The readers check each answer's inside.
 */
export function readServerData(value: unknown): ServerData {
  if (!isRecord(value)) return {};
  const data: { -readonly [K in keyof ServerData]: ServerData[K] } = {};
  if ('navigation' in value) data.navigation = value.navigation;
  if ('themeWorlds' in value) data.themeWorlds = value.themeWorlds;
  if ('footerContent' in value) data.footerContent = value.footerContent;
  if (isRecord(value.promotions)) data.promotions = value.promotions;
  const validUntil = readAnswerValidity(value.validUntil);
  if (validUntil) data.validUntil = validUntil;
  return data;
}
