import { cleanup, render } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ShopProvider } from '../../../src/element-kit/render/shop-context';
import { defineAllElements } from '../../../src/elements/generated/registrations';
import { translatorFor } from '../../../src/i18n/translator';
import { VoucherCode } from '../../../src/primitives/voucher-code/VoucherCode';
import { SITES } from '../../../src/sites/sites';
import { systemColour } from '../../../stories/support/story-media';
import { navigation } from '../../fake-backend/fixtures/navigation';
import { emulateMedia } from '../../support/emulated-media';
import { setUpFakeBackend } from '../../support/fake-backend-worker';
import { loadPageAnew } from '../../support/hostile-page';
import { queryAllDeep, queryDeep, shadowRootsBelow } from '../../support/nested-shadow-roots';
import { pause, until } from '../../support/real-time';
import { untilEverySettled } from '../../support/settled-elements';

setUpFakeBackend();
beforeAll(() => defineAllElements());
afterEach(async () => {
  cleanup();
  loadPageAnew();
  window.scrollTo(0, 0);
  await page.viewport(1024, 768);
});
afterAll(() => emulateMedia({}));

/** Places the markup and waits until every element in it shows its settled content. */
async function placed<E extends HTMLElement = HTMLElement>(markup: string, tag: string) {
  document.body.insertAdjacentHTML('beforeend', markup);
  const host = document.querySelector<E>(tag)!;
  await untilEverySettled(host);
  await pause(100);
  return host;
}

/** The element that has the keyboard focus, looking through shadow roots. */
function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

const style = (element: Element | null) => getComputedStyle(element!);

describe('given forced colours (Windows high contrast)', () => {
  beforeAll(() => emulateMedia({ forcedColors: 'active' }));

  it('when the header shows › its icons take the system text colour, the cart badge is filled with Highlight', async () => {
    const header = await placed('<shop-header></shop-header>', 'shop-header');
    expect(matchMedia('(forced-colors: active)').matches).toBe(true);
    const canvas = systemColour('Canvas');
    const icons = queryAllDeep<SVGElement>(header.shadowRoot, 'svg.shop-icon');
    expect(icons.length).toBeGreaterThan(3);
    for (const icon of icons) {
      const { color, fill, stroke } = style(icon);
      expect(color).not.toBe(canvas);
      expect([fill, stroke]).toContain(color);
    }
    const logo = queryDeep(header.shadowRoot, '[part="logo"] ellipse');
    expect(style(logo).fill).toBe(style(logo).color);
    expect(style(logo).color).not.toBe(canvas);
    const badge = await until(() =>
      expect(queryDeep(header.shadowRoot, '[part="badge"]')).not.toBeNull(),
    ).then(() => queryDeep(header.shadowRoot, '[part="badge"]'));
    expect(style(badge).backgroundColor).toBe(systemColour('Highlight'));
    expect(style(badge).color).toBe(systemColour('HighlightText'));
  });

  it('when the keyboard moves through the header › every focused control has a Highlight outline', async () => {
    await placed('<shop-header></shop-header>', 'shop-header');
    const highlight = systemColour('Highlight');
    for (let step = 0; step < 8; step += 1) {
      await userEvent.keyboard('{Tab}');
      const focused = deepActiveElement();
      if (!focused || focused === document.body) continue;
      expect(style(focused).outlineStyle, focused.outerHTML.slice(0, 80)).toBe('solid');
      expect(style(focused).outlineColor).toBe(highlight);
      expect(parseFloat(style(focused).outlineWidth)).toBeGreaterThanOrEqual(2);
    }
  });

  it('given the current page in a category › the navigation marks its item with a Highlight bar', async () => {
    const path = navigation('DE')[0]?.children?.[0]?.href;
    const nav = await placed(
      `<shop-main-nav current-path="${path}"></shop-main-nav>`,
      'shop-main-nav',
    );
    // The bar marks its item once the navigation's answer is in, which may follow the settling.
    const current = '.shop-main-nav__item[data-current] > .shop-main-nav__link';
    await until(() => expect(queryDeep(nav.shadowRoot, current)).not.toBeNull());
    const link = queryDeep(nav.shadowRoot, current);
    expect(style(link).borderBottomColor).toBe(systemColour('Highlight'));
    expect(parseFloat(style(link).borderBottomWidth)).toBe(3);
  });

  it('when the country list is open › the current country is filled with Highlight', async () => {
    const switcher = await placed(
      '<shop-country-switcher></shop-country-switcher>',
      'shop-country-switcher',
    );
    await userEvent.click(switcher.shadowRoot!.querySelector('button')!);
    const current = await until(() =>
      expect(switcher.shadowRoot!.querySelector('[aria-current="true"]')).not.toBeNull(),
    ).then(() => switcher.shadowRoot!.querySelector('[aria-current="true"]'));
    expect(style(current).backgroundColor).toBe(systemColour('Highlight'));
    expect(style(current).color).toBe(systemColour('HighlightText'));
  });

  it('given a voucher code › its frame is drawn in the text colour', async () => {
    render(
      <ShopProvider site="DE">
        <VoucherCode code="KAFFEE10" instructions="Im Warenkorb eingeben." />
      </ShopProvider>,
    );
    const code = document.querySelector('.shop-voucher-code__code');
    await until(() => expect(style(code).borderTopStyle).toBe('dashed'));
    expect(style(code).borderTopColor).toBe(systemColour('CanvasText'));
    expect(style(code).borderTopColor).not.toBe(style(code).backgroundColor);
  });

  it('given an open modal › its edges are drawn in the text colour', async () => {
    const modal = await placed(
      '<shop-modal open heading="Lieferadresse ändern"><p>Wirklich?</p></shop-modal>',
      'shop-modal',
    );
    const dialog = modal.shadowRoot!.querySelector('dialog');
    expect(style(dialog).outlineStyle).toBe('solid');
    expect(style(dialog).outlineColor).toBe(systemColour('CanvasText'));
    expect(parseFloat(style(dialog).outlineWidth)).toBeGreaterThanOrEqual(2);
  });
});

/** Every element inside the host, in its shadow roots and the nested ones. */
const insideOf = (host: Element) =>
  shadowRootsBelow(host.shadowRoot!).flatMap((root) => [...root.querySelectorAll('*')]);

/** What moves inside the host: transitions and animations that last, as `element: property`. */
function motionInside(host: Element): string[] {
  return insideOf(host).flatMap((element) => {
    const computed = getComputedStyle(element);
    const timed = [
      ...computed.transitionDuration.split(','),
      ...computed.animationDuration.split(','),
    ].some((duration) => parseFloat(duration) > 0);
    const running = element
      .getAnimations()
      .some((animation) => Number(animation.effect?.getComputedTiming().activeDuration ?? 0) > 0);
    return timed || running ? [`${element.localName}.${element.getAttribute('class') ?? ''}`] : [];
  });
}

describe('given reduced motion', () => {
  beforeAll(() => emulateMedia({ reducedMotion: 'reduce' }));
  afterAll(() => emulateMedia({}));

  it('when the sticky header hides and shows again on a tall page › nothing inside it moves', async () => {
    const header = await placed(
      '<shop-header></shop-header><div style="height: 5000px"></div>',
      'shop-header',
    );
    expect(motionInside(header)).toEqual([]);
    window.scrollTo(0, 1500);
    const box = header.shadowRoot!.querySelector('[part="header"]')!;
    await until(() => expect(box.hasAttribute('data-hidden')).toBe(true));
    expect(motionInside(header)).toEqual([]);
    window.scrollTo(0, 1000);
    await until(() => expect(box.hasAttribute('data-hidden')).toBe(false));
    expect(motionInside(header)).toEqual([]);
  });

  it('when the menu drawer and the mini cart open on a phone › nothing moves', async () => {
    await page.viewport(375, 800);
    const header = await placed('<shop-header></shop-header>', 'shop-header');
    const de = translatorFor(SITES.DE.locale);
    await userEvent.click(page.getByRole('button', { name: de.t('header.openMenu') }));
    await until(() => expect(queryDeep(header.shadowRoot, 'dialog[open]')).not.toBeNull());
    expect(motionInside(header)).toEqual([]);
    await userEvent.keyboard('{Escape}');
    const cart = await placed('<shop-mini-cart></shop-mini-cart>', 'shop-mini-cart');
    expect(motionInside(cart)).toEqual([]);
  });
});

describe('given no preference for motion (the browser project’s own media)', () => {
  it('the sticky header slides › the check above can fail', async () => {
    const header = await placed('<shop-header></shop-header>', 'shop-header');
    expect(motionInside(header)).not.toEqual([]);
  });
});
