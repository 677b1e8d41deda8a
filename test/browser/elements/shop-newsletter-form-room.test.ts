/**
 * The room `<shop-newsletter-form>` keeps before it renders is the height it settles at, on
 * every site: its texts wrap onto more lines in Turkish or Hungarian than in German, so the room
 * is measured site by site (`newsletter-form-room.ts`). The page sheet's rules are applied to a
 * tag that never loads, beside the real element on the same site and width.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import '../../../src/elements/generated/entries/shop-newsletter-form';
import { newsletterFormRoom } from '../../../src/elements/shop-newsletter-form/newsletter-form-room';
import { SITE_CODES, type SiteCode } from '../../../src/sites/sites';
import { setUpFakeBackend } from '../../support/fake-backend-worker';
import { atWidth, installRoomProbe } from '../../support/reserved-room-probe';
import { until } from '../../support/real-time';

setUpFakeBackend();

const { reservedHeight } = installRoomProbe('probe-newsletter-room', newsletterFormRoom);

const PICTURE =
  'image-large="/fake-backend/images/newsletter-large.svg" image-medium="/fake-backend/images/newsletter-medium.svg"';

afterEach(() => {
  document.body.replaceChildren();
  delete document.documentElement.dataset.shopSite;
});
afterAll(() => page.viewport(1024, 768));

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
