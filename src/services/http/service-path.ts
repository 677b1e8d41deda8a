/**
 * Service paths whose parts come from outside (a promotion id, a newsletter token, a file name):
 * each part is one encoded segment, so `/`, `?`, `#` and `%` stay inside it. `.` and `..` are
 * refused rather than encoded: the browser resolves them away, encoded (`%2E`) or not, so
 * `promotion-id=".."` would ask `/service/promotion/api/` instead of a promotion.
 */

/** Whether a value can be one segment of a service path: not empty, not `.` or `..`. */
export function isPathSegment(value: string): boolean {
  return value !== '' && value !== '.' && value !== '..';
}

/**
 * The path `base/segment/…` with every segment encoded; undefined when any segment cannot be
 * one (see `isPathSegment`), so no call ever leaves its base. `base` is the library's own.
 */
export function servicePath(base: string, ...segments: readonly string[]): string | undefined {
  if (!segments.every(isPathSegment)) return undefined;
  return [base, ...segments.map((segment) => encodeURIComponent(segment))].join('/');
}
