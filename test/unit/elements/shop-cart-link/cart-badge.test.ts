import { describe, expect, it } from 'vitest';
import { BADGE_MAXIMUM, badgeText } from '../../../../src/elements/shop-cart-link/state/cart-badge';

describe('the cart link’s badge (header-and-cart §9)', () => {
  it('shows the count up to the maximum', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(BADGE_MAXIMUM)).toBe(String(BADGE_MAXIMUM));
  });

  it('above the maximum, shows “+” and the maximum', () => {
    expect(badgeText(BADGE_MAXIMUM + 1)).toBe(`+${BADGE_MAXIMUM}`);
    expect(badgeText(1000)).toBe('+99');
  });
});
