/**
 * The room `<shop-newsletter-form>` keeps before it renders is the height it settles at, on
 * every site: its texts wrap onto more lines in Turkish or Hungarian than in German, so the room
 * is measured site by site (`newsletter-form-room.ts`). The page sheet's rules are applied to a
 * tag that never loads, beside the real element on the same site and width.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import '../../../src/elements/generated/entries/shop-newsletter-form';
import { reservedSpaceRules } from '../../../src/element-kit/reserved-room';
import tokens from '../../../src/tokens/tokens.css?inline';
import { newsletterFormRoom } from '../../../src/elements/shop-newsletter-form/newsletter-form-room';
import { footerLayoutMode, footerLayoutModeFor } from '../../../src/page-runtime/layout-mode';
import { SITE_CODES, type SiteCode } from '../../../src/sites/sites';
import { setUpFakeBackend } from '../../support/fake-backend-worker';
import { until } from '../../support/real-time';

setUpFakeBackend();

const ROOM_PROBE = 'probe-newsletter-room';
const sheet = document.createElement('style');
// As the page sheet has them: the tokens on :root, then the rooms.
sheet.textContent = `${tokens}\n${reservedSpaceRules([{ tag: ROOM_PROBE, reservedHeight: newsletterFormRoom }])}`;
document.head.append(sheet);
document.body.style.margin = '0';

const PICTURE =
  'image-large="/fake-backend/images/newsletter-large.svg" image-medium="/fake-backend/images/newsletter-medium.svg"';

afterEach(() => {
  document.body.replaceChildren();
  delete document.documentElement.dataset.shopSite;
});
afterAll(() => page.viewport(1024, 768));

/** The height the page sheet keeps for a form with `attributes` that has not loaded. */
function reservedHeight(attributes: string): number {
  document.body.insertAdjacentHTML('beforeend', `<${ROOM_PROBE} ${attributes}></${ROOM_PROBE}>`);
  const probe = document.body.lastElementChild!;
  const height = probe.getBoundingClientRect().height;
  probe.remove();
  return height;
}

/** The height of the real form with `attributes` once it has rendered its settled content. */
async function settledHeight(attributes: string): Promise<number> {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<shop-newsletter-form ${attributes}></shop-newsletter-form>`,
  );
  const form = document.body.lastElementChild as HTMLElement;
  await until(() => expect(form.matches(':state(settled)')).toBe(true), 5_000);
  await document.fonts.ready;
  const image = form.shadowRoot?.querySelector('img');
  if (image) await until(() => expect(image.complete).toBe(true));
  return form.getBoundingClientRect().height;
}

/** A page of `width`, once the footer's layout mode (which the form lays out by) follows it. */
async function atWidth(width: number) {
  await page.viewport(width, 900);
  await until(() => expect(footerLayoutMode.getSnapshot()).toBe(footerLayoutModeFor(width)));
}

async function expectRoomToMatch(attributes: string) {
  const settled = await settledHeight(attributes);
  expect(reservedHeight(attributes)).toBeCloseTo(settled, 0);
}

describe('<shop-newsletter-form>’s room before it renders', () => {
  describe.each([412, 1280])('at %i px', (width) => {
    it.each(SITE_CODES)('on %s, is the height it settles at', async (site: SiteCode) => {
      await atWidth(width);
      await expectRoomToMatch(`site="${site}"`);
    });
  });

  it.each([
    [768, 'TR'],
    [1280, 'DE'],
  ] as const)('with a picture at %i px on %s, is the height it settles at', async (width, site) => {
    await atWidth(width);
    await expectRoomToMatch(`site="${site}" ${PICTURE}`);
  });

  it('given no site attribute, keeps the room of the page’s site', async () => {
    await atWidth(412);
    document.documentElement.dataset.shopSite = 'TR';
    await expectRoomToMatch('');
    expect(reservedHeight('')).toBeGreaterThan(reservedHeight('site="DE"') + 40);
  });
});
