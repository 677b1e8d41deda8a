import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { reservedSpaceRules } from '../../../src/element-kit/room/page-sheet-rooms';
import type { ReservedHeight } from '../../../src/element-kit/room/reserved-room';
import { LAYOUT_MODE_THRESHOLDS, footerLayoutModeFor } from '../../../src/page-runtime/layout-mode';

// Tags that are never defined, so the page sheet's `:not(:defined)` rules hold for them.
const heights = { MATCH: '300px', TABLET: '200px', CLASSIC: '100px' } as const;
const definitions = [
  { tag: 'probe-always', reservedHeight: '120px' },
  {
    tag: 'probe-by-platform',
    reservedHeight: {
      whenAttribute: { names: ['platform'], values: ['android'] },
      height: { layout: 'footer', heights },
    },
  },
  {
    tag: 'probe-by-picture',
    reservedHeight: {
      whenAttribute: { names: ['image-large', 'image-medium'] },
      height: { layout: 'footer', heights },
      otherwise: '50px',
    },
  },
  {
    tag: 'probe-by-state',
    reservedHeight: { whenState: 'shows-extra', height: '90px', otherwise: '40px' },
  },
  {
    tag: 'probe-by-site',
    reservedHeight: {
      bySite: {
        TR: '180px',
        HU: { whenAttribute: { names: ['tall'] }, height: '220px', otherwise: '170px' },
      },
      otherwise: { whenAttribute: { names: ['tall'] }, height: '200px', otherwise: '150px' },
    },
  },
  {
    tag: 'probe-with-steps',
    reservedHeight: { layout: 'header', heights, steps: [{ from: 768, height: '250px' }] },
  },
] satisfies { tag: string; reservedHeight: ReservedHeight }[];

const sheet = document.createElement('style');
sheet.textContent = reservedSpaceRules(definitions);
document.head.append(sheet);

afterEach(() => document.body.replaceChildren());

function heightOf(html: string): number {
  document.body.insertAdjacentHTML('beforeend', html);
  const element = document.body.lastElementChild as HTMLElement;
  return element.getBoundingClientRect().height;
}

const expectedForWidth = () => parseFloat(heights[footerLayoutModeFor(window.innerWidth)]);

describe('the room the page sheet keeps for an element that has not loaded', () => {
  it('given a plain height, keeps it', () => {
    expect(heightOf('<probe-always></probe-always>')).toBe(120);
  });

  it('given an editor’s --shop-reserved-height on the tag, keeps that instead', () => {
    expect(heightOf('<probe-always style="--shop-reserved-height: 75px"></probe-always>')).toBe(75);
  });

  it(`keeps the height of the footer's layout mode at this width (from ${LAYOUT_MODE_THRESHOLDS.footer.tabletFrom} px tablet)`, () => {
    expect(heightOf('<probe-by-platform platform="android"></probe-by-platform>')).toBe(
      expectedForWidth(),
    );
  });

  it('given an attribute value that does not show the element, keeps no room and hides it', () => {
    expect(heightOf('<probe-by-platform platform="desktop"><p>x</p></probe-by-platform>')).toBe(0);
    expect(heightOf('<probe-by-platform><p>x</p></probe-by-platform>')).toBe(0);
  });

  it('given any of the named attributes, keeps the taller room; without them, the other one', () => {
    expect(heightOf('<probe-by-picture image-medium="m.svg"></probe-by-picture>')).toBe(
      expectedForWidth(),
    );
    expect(heightOf('<probe-by-picture image-large="l.svg"></probe-by-picture>')).toBe(
      expectedForWidth(),
    );
    expect(heightOf('<probe-by-picture></probe-by-picture>')).toBe(50);
  });
});

describe('given a height for widths inside a layout mode', () => {
  afterEach(() => page.viewport(1024, 768));

  it.each([
    [375, 300],
    [767, 300],
    [768, 250],
    [LAYOUT_MODE_THRESHOLDS.header.tabletFrom - 1, 250],
    [LAYOUT_MODE_THRESHOLDS.header.tabletFrom, 200],
    [LAYOUT_MODE_THRESHOLDS.header.classicFrom, 100],
  ])('at %i px keeps %i px', async (width, expected) => {
    await page.viewport(width, 768);
    expect(heightOf('<probe-with-steps></probe-with-steps>')).toBe(expected);
  });
});

describe('given room that depends on a custom state the element decides as it connects', () => {
  class ProbeByState extends HTMLElement {
    readonly internals = this.attachInternals();
    connectedCallback() {
      if (this.hasAttribute('extra')) this.internals.states.add('shows-extra');
    }
  }
  customElements.define('probe-by-state', ProbeByState);

  it('with the state, keeps the state’s room; without it, the other one', () => {
    expect(heightOf('<probe-by-state extra></probe-by-state>')).toBe(90);
    expect(heightOf('<probe-by-state></probe-by-state>')).toBe(40);
  });
});

describe('given room that depends on the element’s site', () => {
  afterEach(() => delete document.documentElement.dataset.shopSite);

  it('keeps the site’s room for its site attribute, in any case, and the default room for the others', () => {
    expect(heightOf('<probe-by-site site="TR"></probe-by-site>')).toBe(180);
    expect(heightOf('<probe-by-site site="tr"></probe-by-site>')).toBe(180);
    expect(heightOf('<probe-by-site site="PL"></probe-by-site>')).toBe(150);
    expect(heightOf('<probe-by-site></probe-by-site>')).toBe(150);
    expect(heightOf('<probe-by-site site="HU" tall></probe-by-site>')).toBe(220);
    expect(heightOf('<probe-by-site site="HU"></probe-by-site>')).toBe(170);
    expect(heightOf('<probe-by-site site="DE" tall></probe-by-site>')).toBe(200);
  });

  it('given no site attribute, keeps the room of the page’s site; a site attribute still wins', () => {
    document.documentElement.dataset.shopSite = 'TR';
    expect(heightOf('<probe-by-site></probe-by-site>')).toBe(180);
    expect(heightOf('<probe-by-site site="DE"></probe-by-site>')).toBe(150);
    document.documentElement.dataset.shopSite = 'hu';
    expect(heightOf('<probe-by-site tall></probe-by-site>')).toBe(220);
  });
});
