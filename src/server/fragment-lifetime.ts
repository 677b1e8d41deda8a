/**
 * A fragment's lifetime: until when what its HTML shows is right, so a page server, a CDN or a
 * CMS knows how long it may serve it before rendering it again.
 */
import { answerEndOf } from '../services/server-data/answer-validity';
import type { DataNeed, ServerData } from '../services/server-data/server-data';

/**
 * How long a fragment is right when nothing it shows says otherwise: 5 minutes. Navigation,
 * theme worlds and the footer's content change without notice: a cached fragment saves a render
 * per page view, yet an editor's change reaches shoppers within minutes, and the browser asks
 * again for the answers of an older fragment it hydrates (so an old one costs calls, not truth).
 */
export const FRAGMENT_MAX_AGE_SECONDS = 300;

export interface FragmentLifetime {
  /** Until when the HTML is right, as an ISO 8601 date-time (UTC). */
  expiresAt: string;
  /** The seconds from the render until then, rounded down; 0: render it again for every page. */
  maxAgeSeconds: number;
  /** The same, ready for a response's `Cache-Control` header: `public, max-age=…`. */
  cacheControl: string;
}

/**
 * The lifetime of a fragment rendered at `now` from `data` for `needs`: the default maximum age,
 * or the earliest end of an answer it shows, whichever comes first.
 */
export function fragmentLifetime(
  data: ServerData,
  needs: readonly DataNeed[],
  now = Date.now(),
): FragmentLifetime {
  let expires = now + FRAGMENT_MAX_AGE_SECONDS * 1000;
  for (const need of needs) expires = Math.min(expires, answerEndOf(need, data) ?? expires);
  const maxAgeSeconds = Math.max(0, Math.floor((expires - now) / 1000));
  return {
    expiresAt: new Date(expires).toISOString(),
    maxAgeSeconds,
    cacheControl: `public, max-age=${maxAgeSeconds}`,
  };
}
