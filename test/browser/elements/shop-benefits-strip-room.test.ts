/**
 * The room `<shop-benefits-strip>` keeps before it renders is the height it settles at, on every
 * site: its benefits wrap at other widths in each language, so the room is measured site by site
 * (`benefits-strip-room.ts`). The page sheet's rules are applied to a tag that never loads,
 * beside the real element on the same site and width.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import '../../../src/elements/generated/entries/shop-benefits-strip';
import { benefitsStripRoom } from '../../../src/elements/shop-benefits-strip/benefits-strip-room';
import { SITE_CODES, type SiteCode } from '../../../src/sites/sites';
import { setUpFakeBackend } from '../../support/fake-backend-worker';
import { atWidth, installRoomProbe } from '../../support/reserved-room-probe';
import { until } from '../../support/real-time';

setUpFakeBackend();

const { reservedHeight } = installRoomProbe('probe-benefits-strip-room', benefitsStripRoom);

afterEach(() => {
  document.body.replaceChildren();
  delete document.documentElement.dataset.shopSite;
});
afterAll(() => page.viewport(1024, 768));

async function settledHeight(attributes: string): Promise<number> {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<shop-benefits-strip ${attributes}></shop-benefits-strip>`,
  );
  const strip = document.body.lastElementChild as HTMLElement;
  await until(() => expect(strip.matches(':state(settled)')).toBe(true), 5_000);
  await document.fonts.ready;
  return strip.getBoundingClientRect().height;
}

describe('<shop-benefits-strip>’s room before it renders', () => {
  describe.each([375, 412, 1024])('at %i px', (width) => {
    it.each(SITE_CODES)('on %s, is the height it settles at', async (site: SiteCode) => {
      await atWidth(width);
      const settled = await settledHeight(`site="${site}"`);
      expect(reservedHeight(`site="${site}"`)).toBeCloseTo(settled, 0);
    });
  });

  it('given no site attribute, keeps the room of the page’s site', async () => {
    await atWidth(375);
    // French fits its benefits on fewer lines than German here: the room tells the two apart.
    document.documentElement.dataset.shopSite = 'CH_FR';
    const settled = await settledHeight('');
    expect(reservedHeight('')).toBeCloseTo(settled, 0);
    expect(reservedHeight('')).toBeLessThan(reservedHeight('site="DE"'));
  });
});
