import { describe, expect, it } from 'vitest';
import { rippleHoldAfterRelease } from '../../../src/primitives/button/Button';

describe('rippleHoldAfterRelease', () => {
  it('given a click released at once, the ripple stays the spec’s full 250 ms', () => {
    expect(rippleHoldAfterRelease(1000, 1000)).toBe(250);
  });

  it('given a click of 40 ms, the ripple stays 210 ms more', () => {
    expect(rippleHoldAfterRelease(1000, 1040)).toBe(210);
  });

  it('given a press longer than the minimum, the ripple fades at once', () => {
    expect(rippleHoldAfterRelease(1000, 1600)).toBe(0);
  });
});
