/** Spec §9: the badge shows the count up to 99, then "+99". */
export const BADGE_MAXIMUM = 99;

/** The badge's text for a count of items in the cart. */
export function badgeText(count: number): string {
  return count > BADGE_MAXIMUM ? `+${BADGE_MAXIMUM}` : String(count);
}
