/**
 * When fixture promotions end, for the tests and the demo of fragment lifetimes. A promotion
 * service tells until when a promotion is right with the answer's `Cache-Control` (the spec
 * gives promotions no dates): before its end the backend answers the promotion with
 * `public, max-age=<seconds left>`, after it the promotion that follows it, or none (404). No
 * promotion ends unless a test sets it (`setPromotionEnds`, or on the demo server
 * `POST /__fake-backend/promotion-ends`), so the answers other tests see stay as they were and
 * no browser keeps one in its HTTP cache.
 */

export interface PromotionEnd {
  /** When the promotion ends, as an ISO 8601 date-time. */
  endsAt: string;
  /** The fixture promotion answered under the same id after the end; none: 404. */
  followedBy?: string;
}

let ends = new Map<string, PromotionEnd>();

/** Ends these promotions (by id), in place of the ends set before. */
export function setPromotionEnds(given: Readonly<Record<string, PromotionEnd>>): void {
  ends = new Map(Object.entries(given));
}

export function clearPromotionEnds(): void {
  ends.clear();
}

/**
 * What the service answers for a promotion id at `now`: the fixture promotion to answer (none:
 * 404) and its `Cache-Control` while an end lies ahead.
 */
export function promotionAt(
  promotionId: string,
  now = Date.now(),
): { answeredBy: string | undefined; cacheControl?: string } {
  const end = ends.get(promotionId);
  const endsAt = end ? Date.parse(end.endsAt) : Number.NaN;
  if (!end || !Number.isFinite(endsAt)) return { answeredBy: promotionId };
  if (now >= endsAt) return { answeredBy: end.followedBy };
  return {
    answeredBy: promotionId,
    cacheControl: `public, max-age=${Math.floor((endsAt - now) / 1000)}`,
  };
}
