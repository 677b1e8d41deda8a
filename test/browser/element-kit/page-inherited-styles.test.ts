import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { defineAllElements } from '../../../src/elements/generated/registrations';
import { setUpFakeBackend } from '../../support/fake-backend-worker';
import { loadPageAnew } from '../../support/hostile-page';
import { queryAllDeep, shadowRootsBelow } from '../../support/nested-shadow-roots';
import { addOddPageStyles } from '../../support/odd-page-styles';
import { pause } from '../../support/real-time';
import { untilEverySettled } from '../../support/settled-elements';
import { stubCookies } from '../../support/stubbed-cookies';

setUpFakeBackend();
beforeAll(() => defineAllElements());

/** Every element as an editor places it, showing what it shows on a first visit. */
const PLACED: Record<string, string> = {
  'shop-header': '<shop-header></shop-header>',
  'shop-footer': '<shop-footer></shop-footer>',
  'shop-layout': '<shop-layout reduced><h1>Kaffee</h1><p>Frisch geröstet.</p></shop-layout>',
  'shop-promotion': '<shop-promotion promotion-id="~header_top"></shop-promotion>',
  'shop-benefits-strip': '<shop-benefits-strip></shop-benefits-strip>',
  'shop-app-banner':
    '<shop-app-banner platform="android" store-url="https://shop.example/app"></shop-app-banner>',
  'shop-cart-link': '<shop-cart-link></shop-cart-link>',
  'shop-mini-cart': '<shop-mini-cart></shop-mini-cart>',
  'shop-search': '<shop-search></shop-search>',
  'shop-main-nav': '<shop-main-nav><ul><li><a href="/kaffee">Kaffee</a></li></ul></shop-main-nav>',
  'shop-newsletter-form': '<shop-newsletter-form></shop-newsletter-form>',
  'shop-country-switcher': '<shop-country-switcher></shop-country-switcher>',
  'shop-modal':
    '<shop-modal open heading="Lieferadresse ändern"><p>Wirklich ändern?</p>' +
    '<button slot="footer" type="button">Ändern</button></shop-modal>',
  'shop-preview-panel': '<shop-preview-panel></shop-preview-panel>',
};

/**
 * Values getComputedStyle gives from layout (used sizes and positions): they follow where the
 * page puts the element's box, which is the page's to decide (a right-to-left or vertical page
 * places it elsewhere); what is inside the box is the library's.
 */
const PLACED_BY_THE_PAGE = new Set([
  'width',
  'height',
  'inline-size',
  'block-size',
  'top',
  'right',
  'bottom',
  'left',
  'inset-block-start',
  'inset-block-end',
  'inset-inline-start',
  'inset-inline-end',
  'transform-origin',
  'perspective-origin',
]);

/**
 * Whether light-DOM content is editable follows the document's tree, not the flat tree: a
 * page that makes its body editable (`-webkit-user-modify`) makes its own slotted content so.
 */
const EDITING_FOLLOWS_THE_DOCUMENT = new Set(['-webkit-user-modify']);

/** Everything that renders inside the host: its shadow roots, nested ones, slotted content. */
function renderedElements(host: Element): { element: Element; slotted: boolean }[] {
  const inside = shadowRootsBelow(host.shadowRoot!).flatMap((root) => [
    ...root.querySelectorAll('*'),
  ]);
  const slotted = [...host.querySelectorAll('*')].filter((element) => element.assignedSlot);
  return [
    ...inside.map((element) => ({ element, slotted: false })),
    ...slotted.map((element) => ({ element, slotted: true })),
  ];
}

/** The computed styles of everything inside the host, as text lines a diff can show. */
function computedStylesInside(host: Element): string[] {
  // Transitions would show the old value for a while and hide a change.
  for (const { element } of renderedElements(host)) {
    for (const animation of element.getAnimations()) {
      if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
    }
  }
  return renderedElements(host).flatMap(({ element, slotted }, index) => {
    const style = getComputedStyle(element);
    // Outside the flat tree (the navigation's light-DOM links): nothing rendered.
    if (style.display === '') return [];
    const name = `${index} <${element.localName} class="${element.getAttribute('class') ?? ''}">`;
    return [...style]
      .filter((property) => !PLACED_BY_THE_PAGE.has(property))
      .filter((property) => !(slotted && EDITING_FOLLOWS_THE_DOCUMENT.has(property)))
      .map((property) => `${name} ${property}: ${style.getPropertyValue(property)}`);
  });
}

async function placed(tag: string): Promise<HTMLElement> {
  document.body.insertAdjacentHTML('beforeend', PLACED[tag]!);
  const host = document.querySelector<HTMLElement>(tag)!;
  await untilEverySettled(host);
  await pause(300);
  // A vertical page would make the box as wide as its content; the box is the page's to give,
  // so it keeps the plain page's width (what is inside is what the test compares).
  host.style.width = `${host.getBoundingClientRect().width}px`;
  return host;
}

const undo: (() => void)[] = [];
afterEach(() => {
  while (undo.length > 0) undo.pop()!();
  loadPageAnew();
});

describe('given a page whose stylesheet sets every inherited property to something odd', () => {
  it.each(Object.keys(PLACED))(
    'when %s renders › everything inside it keeps the computed styles of a plain page',
    async (tag) => {
      if (tag === 'shop-preview-panel') undo.push(stubCookies('StaffToken=s; CobraToken=c'));
      const host = await placed(tag);
      const plain = computedStylesInside(host);
      expect(plain.length).toBeGreaterThan(0);

      undo.push(addOddPageStyles());
      const onOddPage = computedStylesInside(host);

      const plainLines = new Set(plain);
      expect(onOddPage.filter((line) => !plainLines.has(line))).toEqual([]);
      expect(onOddPage).toHaveLength(plain.length);
    },
    30_000,
  );

  it('when the header shows on a phone › its benefit texts are whole and as written', async () => {
    await page.viewport(375, 800);
    undo.push(() => void page.viewport(1024, 768));
    undo.push(addOddPageStyles());
    const header = await placed('shop-header');
    const texts = queryAllDeep(header.shadowRoot, '[part~="text"]');
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) {
      expect(text.scrollWidth, text.textContent ?? '').toBeLessThanOrEqual(text.clientWidth);
      expect(text.scrollHeight, text.textContent ?? '').toBeLessThanOrEqual(text.clientHeight);
      expect(getComputedStyle(text).textTransform).toBe('none');
    }
  });
});
