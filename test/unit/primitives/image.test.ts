import { describe, expect, it } from 'vitest';
import {
  breakpointAt,
  chooseCutout,
  cutoutContainerStyle,
  cutoutImageStyle,
  isWideEnough,
  type CutoutImageCss,
  type ImageCutout,
} from '../../../src/primitives/image/image-cutouts';
import type { BreakpointName } from '../../../src/tokens/breakpoints';

function cutout(width: number, breakpoint: BreakpointName, height = width): ImageCutout {
  return { imagePath: `/${breakpoint}-${width}.jpg`, targetSize: { width, height }, breakpoint };
}

const SQUARE = cutout(375, 'xs');
const MEDIUM = cutout(768, 'm', 432);
const WIDE = cutout(1280, 'xl', 720);
const CUTOUTS = [WIDE, SQUARE, MEDIUM];

describe('isWideEnough', () => {
  it('given a cutout exactly 95 % of the rendered width, it accepts it', () => {
    expect(isWideEnough(cutout(950, 'l'), 1000)).toBe(true);
  });

  it('given a cutout just under 95 % of the rendered width, it refuses it', () => {
    expect(isWideEnough(cutout(949, 'l'), 1000)).toBe(false);
  });

  it('given a cutout wider than the rendered width, it accepts it', () => {
    expect(isWideEnough(cutout(1280, 'xl'), 1000)).toBe(true);
  });
});

describe('breakpointAt', () => {
  it.each([
    [320, 'xs'],
    [374, 'xs'],
    [375, 'xs'],
    [667, 'xs'],
    [668, 's'],
    [768, 'm'],
    [1024, 'xl'],
    [1280, 'xxl'],
    [1920, '4xl'],
  ] as const)('given a viewport of %i px, it is %s', (width, expected) => {
    expect(breakpointAt(width)).toBe(expected);
  });
});

describe('chooseCutout', () => {
  it('given no cutouts, it chooses none', () => {
    expect(chooseCutout([], 500, 1024)).toBeUndefined();
  });

  it('given several wide enough, it chooses the narrowest of them', () => {
    expect(chooseCutout(CUTOUTS, 343, 375)).toBe(SQUARE);
    expect(chooseCutout(CUTOUTS, 700, 1024)).toBe(MEDIUM);
  });

  it('given a rendered width up to 5 % over a cutout, it still chooses that cutout', () => {
    expect(chooseCutout(CUTOUTS, 808, 1024)).toBe(MEDIUM);
  });

  it('given a rendered width more than 5 % over a cutout, it chooses the next wider one', () => {
    expect(chooseCutout(CUTOUTS, 809, 1024)).toBe(WIDE);
  });

  it('given none wide enough, it chooses the widest', () => {
    expect(chooseCutout(CUTOUTS, 1900, 1920)).toBe(WIDE);
  });

  it('given equally wide cutouts, it prefers the one made for the viewport’s breakpoint', () => {
    const forS = cutout(768, 's');
    const forL = cutout(768, 'l');
    expect(chooseCutout([forS, forL], 700, 1000)).toBe(forL);
    expect(chooseCutout([forS, forL], 700, 700)).toBe(forS);
  });

  it('given no rendered width yet, it chooses by breakpoint: its own, else the nearest smaller', () => {
    expect(chooseCutout(CUTOUTS, 0, 375)).toBe(SQUARE);
    expect(chooseCutout(CUTOUTS, 0, 900)).toBe(MEDIUM);
    expect(chooseCutout(CUTOUTS, 0, 1440)).toBe(WIDE);
  });

  it('given no rendered width and only cutouts for larger breakpoints, it chooses the nearest larger', () => {
    expect(chooseCutout([WIDE, MEDIUM], 0, 375)).toBe(MEDIUM);
  });
});

describe('cutoutImageStyle', () => {
  it('given valid fit and position, it passes them on', () => {
    expect(cutoutImageStyle({ objectFit: 'contain', objectPosition: '30% center' })).toEqual({
      objectFit: 'contain',
      objectPosition: '30% center',
    });
  });

  it.each(['left', 'right bottom', '0 0', '12.5% -4px', '100px 50%'])(
    'given the position "%s", it accepts it',
    (objectPosition) => {
      expect(cutoutImageStyle({ objectPosition })).toEqual({ objectPosition });
    },
  );

  it.each([
    'center; background: url(https://example.com/x.png)',
    'url(x)',
    'calc(100% - 10px)',
    'var(--x)',
    '10em',
    'left top right',
    '',
  ])('given the position "%s", it drops it', (objectPosition) => {
    expect(cutoutImageStyle({ objectPosition })).toEqual({});
  });

  it('given an unknown fit or unknown properties from the CMS, it drops them', () => {
    const fromCms = {
      objectFit: 'fill; color: red',
      position: 'fixed',
    } as unknown as CutoutImageCss;
    expect(cutoutImageStyle(fromCms)).toEqual({});
  });

  it('given nothing, it adds no style', () => {
    expect(cutoutImageStyle(undefined)).toEqual({});
  });
});

describe('cutoutContainerStyle', () => {
  it.each(['#fff', '#F5F3F0'])('given the colour %s, it passes it on', (backgroundColor) => {
    expect(cutoutContainerStyle({ backgroundColor })).toEqual({ backgroundColor });
  });

  it.each(['red', '#ffff', 'rgb(0 0 0)', '#fff; display: none', 'url(x)'])(
    'given the colour "%s", it drops it',
    (backgroundColor) => {
      expect(cutoutContainerStyle({ backgroundColor })).toEqual({});
    },
  );
});
