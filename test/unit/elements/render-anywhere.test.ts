// @vitest-environment node
/**
 * Every element's component renders on a server: `renderToString` in Node, from its
 * definition's defaults and given data, without a DOM. Nothing in the elements' code may reach
 * for the page (`window`, `document`, storage, `matchMedia`, `navigator`) or start a timer while
 * it is imported or rendered; only `isBrowser()` (src/page-runtime/environment.ts) may look.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ElementRegistration } from '../../../src/element-kit/host/define-element';
import type { ElementMarkupOptions } from '../../support/element-markup';
import type { TextKey } from '../../../src/i18n/messages';
import type { Translator } from '../../../src/i18n/translator';
import type { SiteCode } from '../../../src/sites/sites';

/** What the page has and a server does not; Node's own `navigator` included. */
const BROWSER_GLOBALS = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'matchMedia',
  'navigator',
  'location',
  'customElements',
  'requestAnimationFrame',
] as const;
const TIMERS = ['setTimeout', 'setInterval', 'setImmediate'] as const;

/** Where the library's own code reaches for the page, with the line that did. */
const reaches: string[] = [];

const callerInLibrary = (stack = ''): string | undefined =>
  stack
    .split('\n')
    .slice(2)
    .find((line) => line.includes('/src/'))
    ?.trim();

function record(what: string): void {
  const caller = callerInLibrary(new Error().stack);
  if (caller && !caller.includes('/src/page-runtime/environment.ts')) {
    reaches.push(`${what} ← ${caller}`);
  }
}

const saved = new Map<string, PropertyDescriptor | undefined>();

function trapGlobals(): void {
  for (const name of BROWSER_GLOBALS) {
    saved.set(name, Object.getOwnPropertyDescriptor(globalThis, name));
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get() {
        record(name);
        return undefined;
      },
    });
  }
  for (const name of TIMERS) {
    saved.set(name, Object.getOwnPropertyDescriptor(globalThis, name));
    const original = globalThis[name] as (...args: unknown[]) => unknown;
    Object.defineProperty(globalThis, name, {
      configurable: true,
      writable: true,
      value: (...args: unknown[]) => {
        record(name);
        return original(...args);
      },
    });
  }
}

function restoreGlobals(): void {
  for (const [name, descriptor] of saved) {
    if (descriptor) Object.defineProperty(globalThis, name, descriptor);
    else delete (globalThis as Record<string, unknown>)[name];
  }
}

interface Library {
  renderElementMarkup: (
    registration: ElementRegistration,
    options: ElementMarkupOptions,
  ) => Promise<string>;
  registrationOf: (tag: string) => Promise<ElementRegistration>;
  tags: readonly string[];
  translatorOf: (site: SiteCode) => Promise<Translator>;
  givePromotion: (site: SiteCode, promotionId: string) => void;
}

/** Every element folder's declaration, found without importing it before the globals are trapped. */
const declarations = import.meta.glob<{ default: ElementRegistration['declaration'] }>(
  '../../../src/elements/*/*.element.ts',
);
const TAGS = Object.keys(declarations).map((path) => path.split('/').at(-2)!);

let library: Library;
const consoleErrors: unknown[][] = [];

beforeAll(async () => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
  trapGlobals();
  const [{ renderElementMarkup }, { ELEMENT_DEFINITIONS }, { RUNTIME_DEFINITIONS }] =
    await Promise.all([
      import('../../support/element-markup'),
      import('../../../src/elements/generated/definitions'),
      import('../../../src/elements/generated/runtime-definitions'),
    ]);
  const [{ SITES }, { loadTranslator }, { parsePromotion, promotions }, fixtures] =
    await Promise.all([
      import('../../../src/sites/sites'),
      import('../../../src/i18n/translator'),
      import('../../../src/services/stores/promotions'),
      import('../../fake-backend/fixtures/promotions'),
    ]);
  library = {
    renderElementMarkup,
    tags: ELEMENT_DEFINITIONS.map(({ tag }) => tag),
    async registrationOf(tag) {
      const declaration = await declarations[`../../../src/elements/${tag}/${tag}.element.ts`]!();
      return {
        definition: RUNTIME_DEFINITIONS[tag as keyof typeof RUNTIME_DEFINITIONS],
        declaration: declaration.default,
      };
    },
    translatorOf: (site) => loadTranslator(SITES[site].locale),
    givePromotion(site, promotionId) {
      const answer = fixtures.promotion(site, promotionId, new URLSearchParams());
      promotions().provide({ promotionId, site }, parsePromotion(promotionId, answer));
    },
  };
}, 60_000);

afterAll(() => {
  restoreGlobals();
  vi.restoreAllMocks();
});

/** The texts of the markup as a reader gets them: tags gone, entities decoded. */
function textOf(markup: string): string {
  return markup
    .replace(/<[^>]*\baria-label="([^"]*)"[^>]*>/g, ' $1 ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

interface ServerCase {
  attributes?: ElementMarkupOptions['attributes'];
  /** The data the page would have, given to the element's stores before it renders. */
  given?: (site: SiteCode) => void;
  /** Texts the markup must contain, from the site's catalogue. */
  texts: readonly TextKey[];
  /** Markup it must contain besides the texts. */
  markup?: readonly string[];
}

/**
 * What each element needs to show its content, and what that content must contain. An element
 * without a case renders from its defaults alone and is held to the same rules about the page.
 */
const CASES: Readonly<Record<string, ServerCase>> = {
  'shop-app-banner': {
    attributes: {
      platform: 'android',
      'store-url': 'https://play.google.com/store/apps/details?id=shop',
    },
    texts: ['appBanner.headline', 'appBanner.install', 'appBanner.close'],
  },
  'shop-benefits-strip': { texts: ['benefits.label'] },
  'shop-cart-link': { texts: ['cart.link.labelEmpty'] },
  'shop-country-switcher': { texts: ['footer.chooseCountry'] },
  // Its newsletter form and country switcher are elements of their own, rendered by tag; the
  // switcher's texts are its own case's.
  'shop-footer': {
    texts: ['footer.label'],
    markup: ['<shop-newsletter-form', '<shop-country-switcher site='],
  },
  // The navigation's, the search's and the strip's texts are theirs: the header holds them by
  // tag, and each renders on its own (their cases below).
  'shop-header': {
    given: (site) => library.givePromotion(site, '~header_top'),
    texts: ['header.skipToContent', 'header.login', 'header.storeFinder'],
    markup: [
      '<shop-promotion',
      'promotion-id="~header_top"',
      '<shop-app-banner',
      '<shop-main-nav',
      '<shop-search',
      '<shop-benefits-strip',
    ],
  },
  'shop-layout': { texts: [], markup: ['<shop-header', '<main', '<slot>', '<shop-footer'] },
  'shop-main-nav': { texts: ['header.mainNavigation', 'header.moreItems'] },
  'shop-mini-cart': { texts: ['cart.heading', 'cart.loading'] },
  'shop-modal': { texts: ['modal.close'], markup: ['<dialog'] },
  'shop-newsletter-form': { texts: [], markup: ['<form', 'type="email"'] },
  // Only staff see the panel, told by a cookie a server render of a visitor's page has not got.
  'shop-preview-panel': { texts: [] },
  'shop-promotion': {
    attributes: { 'promotion-id': 'category_coffee' },
    given: (site) => library.givePromotion(site, 'category_coffee'),
    texts: [],
    markup: ['<img'],
  },
  'shop-search': { texts: ['search.label', 'search.placeholder'], markup: ['role="combobox"'] },
};

describe.each(['DE', 'TR'] as const)('rendered on a server for %s', (site) => {
  it('given the manifest, it renders every element it lists', () => {
    expect([...TAGS].sort()).toEqual([...library.tags].sort());
  });

  it.each(TAGS)(
    'given <%s> with its defaults, it renders its content in the site language without the page',
    async (tag) => {
      reaches.length = 0;
      consoleErrors.length = 0;
      const serverCase = CASES[tag] ?? { texts: [] };
      serverCase.given?.(site);
      const translator = await library.translatorOf(site);
      const markup = await library.renderElementMarkup(await library.registrationOf(tag), {
        site,
        attributes: serverCase.attributes,
      });

      expect(markup).toContain(`lang="${translator.locale}"`);
      for (const key of serverCase.texts) expect(textOf(markup)).toContain(translator.t(key));
      for (const part of serverCase.markup ?? []) expect(markup).toContain(part);
      expect(reaches).toEqual([]);
      expect(consoleErrors).toEqual([]);
    },
    30_000,
  );
});
