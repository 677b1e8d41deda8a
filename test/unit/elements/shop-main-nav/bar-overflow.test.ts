import { describe, expect, it } from 'vitest';
import { ALL_FIT, countFitting } from '../../../../src/elements/shop-main-nav/state/bar-overflow';

describe('countFitting (the bar’s "more" item)', () => {
  const bar = { gap: 10, fixed: [100], more: 60 };

  it('given room for every item with their gaps, it moves none into the "more" item', () => {
    expect(countFitting({ ...bar, available: 100 + 10 + 50 + 10 + 50, items: [50, 50] })).toBe(
      ALL_FIT,
    );
  });

  it('given a sub-pixel short row, it still counts every item as fitting', () => {
    expect(countFitting({ ...bar, available: 219.6, items: [50, 50] })).toBe(ALL_FIT);
  });

  it('given one pixel too few, it keeps as many as fit beside the "more" item', () => {
    // 100 + 50 + 50 + 2 gaps = 220: one pixel short; 100 + 50 + "more" 40 + 2 gaps = 210 fits.
    expect(countFitting({ ...bar, more: 40, available: 219, items: [50, 50] })).toBe(1);
  });

  it('given room for the fixed items and the "more" item alone, it moves every item', () => {
    expect(countFitting({ ...bar, available: 170, items: [50, 50] })).toBe(0);
    expect(countFitting({ ...bar, available: 20, items: [50, 50] })).toBe(0);
  });

  it('given no fixed item, it counts from the first', () => {
    expect(
      countFitting({ gap: 0, fixed: [], more: 40, available: 100, items: [30, 30, 30, 30] }),
    ).toBe(2);
  });
});
