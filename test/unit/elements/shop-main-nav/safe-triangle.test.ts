import { describe, expect, it } from 'vitest';
import {
  isHeadingInto,
  isInTriangle,
} from '../../../../src/elements/shop-main-nav/state/safe-triangle';

describe('the safe triangle', () => {
  const apex = { x: 100, y: 20 };
  const flyout = { left: 0, right: 600, top: 48 };

  it('given a point inside the triangle or on its edge, it is inside', () => {
    const a = { x: 0, y: 0 };
    const b = { x: 10, y: 0 };
    const c = { x: 0, y: 10 };
    expect(isInTriangle({ x: 2, y: 2 }, a, b, c)).toBe(true);
    expect(isInTriangle({ x: 5, y: 0 }, a, b, c)).toBe(true);
    expect(isInTriangle({ x: 9, y: 9 }, a, b, c)).toBe(false);
  });

  it('given the pointer moving down towards the open flyout, it is heading into it', () => {
    expect(isHeadingInto({ x: 150, y: 40 }, apex, flyout)).toBe(true);
  });

  it('given the pointer moving sideways along the bar, it is not', () => {
    expect(isHeadingInto({ x: 160, y: 20 }, apex, flyout)).toBe(false);
    expect(isHeadingInto({ x: 160, y: 10 }, apex, flyout)).toBe(false);
  });

  it('given the pointer moving down but away past the flyout’s edge, it is not', () => {
    expect(isHeadingInto({ x: 700, y: 30 }, apex, flyout)).toBe(false);
  });
});
