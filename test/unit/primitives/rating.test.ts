import { describe, expect, it } from 'vitest';
import { fillEnd, shownValue, starCount } from '../../../src/primitives/rating/Rating';

describe('starCount', () => {
  it('given no maximum, it is the spec’s five stars', () => {
    expect(starCount(undefined)).toBe(5);
  });

  it('given a maximum, it draws that many stars, rounded to whole stars', () => {
    expect(starCount(10)).toBe(10);
    expect(starCount(3.6)).toBe(4);
  });

  it.each([0, -3, Number.NaN, Number.POSITIVE_INFINITY])(
    'given the unusable maximum %s, it falls back to five',
    (max) => {
      expect(starCount(max)).toBe(5);
    },
  );
});

describe('shownValue', () => {
  it('given a value within range, it keeps it', () => {
    expect(shownValue(4.5, 5)).toBe(4.5);
  });

  it('given a value out of range or not a number, it keeps to 0 … max', () => {
    expect(shownValue(6, 5)).toBe(5);
    expect(shownValue(-1, 5)).toBe(0);
    expect(shownValue(Number.NaN, 5)).toBe(0);
  });
});

describe('fillEnd', () => {
  it('given whole values, it ends at the edge of a star’s cell', () => {
    expect(fillEnd(0)).toBe(0);
    expect(fillEnd(4)).toBe(96);
  });

  it('given a half, it ends in the middle of the star', () => {
    expect(fillEnd(4.5)).toBeCloseTo(4.5 * 24, 10);
  });

  it('given a small fraction, it fills that share of the star’s visible width', () => {
    // The star's points reach from 2.8 to 21.2 in its 24-unit cell.
    expect(fillEnd(0.25)).toBeCloseTo(2.8 + 0.25 * 18.4, 10);
  });
});
