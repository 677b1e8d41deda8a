import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import '../../../src/elements/generated/entries/shop-search';
import type { ShopSearchElement } from '../../../src/elements/generated/element-typings';
import { translatorFor } from '../../../src/i18n/translator';
import { browserNavigation } from '../../../src/page-runtime/browser-navigation';
import { SEARCH_TRACKING_KEYS, pageSessionId } from '../../../src/services/tracking';
import {
  KEYWORD_REDIRECT_TABLES,
  KEYWORD_TABLE_NAMES,
} from '../../../src/sites/content/keyword-redirects';
import { SITES, type SiteCode } from '../../../src/sites/sites';
import { setFaults } from '../../fake-backend/faults';
import { suggestions as fixtureSuggestions } from '../../fake-backend/fixtures/suggestions';
// Renamed: a Vitest setup helper, not a React hook (the hooks lint rule goes by the name).
import { setUpFakeBackend } from '../../support/fake-backend-worker';
import { HTML_PAYLOADS, URL_PAYLOADS, resetXssFlag, xssRan } from '../../support/xss-payloads';
import { pause, until } from '../../support/real-time';

setUpFakeBackend();

const SUGGESTIONS_PATH = '/service/searchfrontend/api/suggestions';
const CACHE_KEY_PATH = '/service/searchfrontend/api/cachekey';

// ---------------------------------------------------------------------------------------------
// The search service as the page sees it: every call recorded, some answered by the test.

type CustomAnswer = (url: URL) => Promise<Response> | undefined;

let calls: { suggestions: URL[]; cacheKey: URL[] };
/**
 * Who made each suggestions call, and when: the stack of its `fetch` and the page's time, so a
 * failing count of tries says where an unexpected one came from.
 */
let suggestionCallers: string[] = [];
let customAnswer: CustomAnswer | undefined;
let releaseHeld: (() => void)[] = [];
let pageErrors: unknown[] = [];

const askedTerms = () => calls.suggestions.map((url) => url.searchParams.get('q'));

function jsonResponse(body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Answers the suggestions of `q` with `body` only when `release()` is called. */
function holdAnswer(q: string, body: unknown): { release: () => void; read: Promise<void> } {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let markRead!: () => void;
  const read = new Promise<void>((resolve) => {
    markRead = resolve;
  });
  releaseHeld.push(release);
  customAnswer = (url) =>
    url.searchParams.get('q') === q
      ? released.then(() => {
          markRead();
          return jsonResponse(body);
        })
      : undefined;
  return { release, read };
}

/** Answers every suggestion call with `body` (the service sending something unexpected). */
function answerEveryTermWith(body: unknown): void {
  customAnswer = () => Promise.resolve(jsonResponse(body));
}

const recordErrors = (event: ErrorEvent | PromiseRejectionEvent) =>
  pageErrors.push(event instanceof ErrorEvent ? event.error : event.reason);

beforeEach(() => {
  calls = { suggestions: [], cacheKey: [] };
  suggestionCallers = [];
  customAnswer = undefined;
  releaseHeld = [];
  pageErrors = [];
  resetXssFlag();
  localStorage.removeItem(SEARCH_TRACKING_KEYS.productDetailSources);
  localStorage.removeItem(SEARCH_TRACKING_KEYS.addToBasketEvents);
  window.addEventListener('error', recordErrors);
  window.addEventListener('unhandledrejection', recordErrors);
  const realFetch = window.fetch.bind(window);
  vi.spyOn(window, 'fetch').mockImplementation((input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (url.pathname === CACHE_KEY_PATH) calls.cacheKey.push(url);
    if (url.pathname === SUGGESTIONS_PATH) {
      calls.suggestions.push(url);
      suggestionCallers.push(
        `${url.search} at ${Math.round(performance.now())} ms\n${new Error().stack ?? ''}`,
      );
      const custom = customAnswer?.(url);
      if (custom) return custom;
    }
    return realFetch(input, init);
  });
});

afterEach(() => {
  for (const release of releaseHeld) release();
  window.removeEventListener('error', recordErrors);
  window.removeEventListener('unhandledrejection', recordErrors);
  // Spies first: a spy on a faked setTimeout must not outlive the fake.
  vi.restoreAllMocks();
  vi.useRealTimers();
});

// ---------------------------------------------------------------------------------------------
// The element as the shopper sees it.

async function mountSearch(attributes = ''): Promise<ShopSearchElement> {
  document.body.insertAdjacentHTML('beforeend', `<shop-search ${attributes}></shop-search>`);
  const hosts = document.querySelectorAll('shop-search');
  const host = hosts[hosts.length - 1] as ShopSearchElement;
  await vi.waitFor(() => expect(host.shadowRoot?.querySelector('input')).not.toBeNull(), {
    timeout: 5_000,
  });
  return host;
}

function partsOf(host: ShopSearchElement) {
  const root = host.shadowRoot as ShadowRoot;
  const find = <T extends HTMLElement>(selector: string) => {
    const found = root.querySelector<T>(selector);
    if (!found) throw new Error(`no ${selector} in <shop-search>`);
    return found;
  };
  return {
    root,
    input: find<HTMLInputElement>('input'),
    form: find<HTMLFormElement>('form'),
    submitButton: find<HTMLButtonElement>('[part="submit"]'),
    panel: find<HTMLElement>('[part="panel"]'),
    listbox: find<HTMLElement>('[role="listbox"]'),
    status: find<HTMLElement>('[role="status"]'),
    options: () => [...root.querySelectorAll<HTMLElement>('[role="option"]')],
    products: () => [...root.querySelectorAll<HTMLAnchorElement>('a[part="product"]')],
  };
}

const inputOf = (host: ShopSearchElement) => page.elementLocator(partsOf(host).input);
/** The suggestions' texts: every option but the search page, which has tests of its own. */
const optionTexts = (host: ShopSearchElement) =>
  partsOf(host)
    .options()
    .filter((option) => option.dataset.kind !== 'page')
    .map((option) => option.textContent);
const isOpen = (host: ShopSearchElement) => {
  const { input, panel } = partsOf(host);
  return input.getAttribute('aria-expanded') === 'true' && !panel.hidden;
};

/** What the fake backend answers for a term: the terms, then the product titles. */
function fixtureOf(site: SiteCode, term: string) {
  return fixtureSuggestions(site, term, { maxSearchTerms: 10, maxProducts: 5 });
}
function fixtureTexts(site: SiteCode, term: string): string[] {
  const { searchTerms, products } = fixtureOf(site, term);
  return [...searchTerms.map((entry) => entry.searchterm), ...products.map((p) => p.title)];
}

/** The list is open, shows `texts` and nothing is being asked. */
async function untilShows(host: ShopSearchElement, texts: string[]): Promise<void> {
  await vi.waitFor(
    () => {
      expect(isOpen(host)).toBe(true);
      expect(partsOf(host).input.hasAttribute('aria-busy')).toBe(false);
      expect(optionTexts(host)).toEqual(texts);
    },
    { timeout: 5_000 },
  );
}

async function search(host: ShopSearchElement, term: string, site: SiteCode = 'DE') {
  await userEvent.fill(inputOf(host), term);
  await untilShows(host, fixtureTexts(site, term));
}

/** The focused element, looking through shadow roots. */
function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

function stubNavigation() {
  return vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
}

function recordSubmits(host: ShopSearchElement) {
  const events: CustomEvent<{ term: string; href: string; redirect: boolean }>[] = [];
  host.addEventListener('search-submit', (event) => events.push(event));
  return events;
}

const de = translatorFor(SITES.DE.locale);

// ---------------------------------------------------------------------------------------------

describe('<shop-search>', () => {
  describe('given the shopper types', () => {
    it('when fewer than two characters are typed, it asks nothing and shows no list; from two it asks with q, site, maxSearchTerms=10 and maxProducts=5', async () => {
      const host = await mountSearch('site="CZ"');
      const { input } = partsOf(host);
      expect(input.getAttribute('aria-label')).toBe(
        translatorFor(SITES.CZ.locale).t('search.label'),
      );
      await userEvent.fill(inputOf(host), 'k');
      await userEvent.fill(inputOf(host), ' k ');
      await pause(100);
      expect(calls.suggestions).toEqual([]);
      expect(isOpen(host)).toBe(false);
      expect(input.getAttribute('aria-expanded')).toBe('false');

      await search(host, ' ká ', 'CZ');
      expect(calls.suggestions).toHaveLength(1);
      const query = calls.suggestions[0]?.searchParams;
      expect(Object.fromEntries(query ?? [])).toEqual({
        q: 'ká',
        site: 'CZ',
        maxSearchTerms: '10',
        maxProducts: '5',
      });
    });

    it('when two fields are on the page, it asks for the cache key once and each distinct term once', async () => {
      const first = await mountSearch();
      const second = await mountSearch('placement="flyout"');
      await search(first, 'kaffee');
      await search(second, 'kaffee');
      await search(second, 'espresso');
      expect(calls.cacheKey).toHaveLength(1);
      expect(askedTerms()).toEqual(['kaffee', 'espresso']);
    });

    it('when the shopper types "kaffee", Backspace and "e", it asks once per distinct term and shows the list of "kaffee"', async () => {
      const host = await mountSearch();
      await userEvent.type(inputOf(host), 'kaffee');
      await untilShows(host, fixtureTexts('DE', 'kaffee'));
      await userEvent.keyboard('{Backspace}');
      await untilShows(host, fixtureTexts('DE', 'kaffe'));
      await userEvent.keyboard('e');
      await untilShows(host, fixtureTexts('DE', 'kaffee'));
      expect(askedTerms()).toEqual(['ka', 'kaf', 'kaff', 'kaffe', 'kaffee']);
      expect(partsOf(host).input.value).toBe('kaffee');
    });
  });

  describe('given answers arrive late', () => {
    it('when the answer for "kaf" arrives after the one for "kaffee", the list keeps showing "kaffee"', async () => {
      const host = await mountSearch();
      const stale = holdAnswer('kaf', {
        searchTerms: [{ searchterm: 'kaf – veraltet' }],
        products: [],
      });
      await userEvent.type(inputOf(host), 'kaffee');
      await untilShows(host, fixtureTexts('DE', 'kaffee'));
      expect(askedTerms()).toContain('kaf');

      stale.release();
      await stale.read;
      await pause(150);
      expect(optionTexts(host)).toEqual(fixtureTexts('DE', 'kaffee'));
      expect(partsOf(host).root.textContent).not.toContain('veraltet');
    });

    it('while a term is asked, the list of its longest cached prefix stays shown, then gives way to the answer', async () => {
      const host = await mountSearch();
      await search(host, 'kaff');
      const slow = holdAnswer('kaffeemaschine', {
        searchTerms: [
          { searchterm: 'kaffeemaschine' },
          { searchterm: 'kaffeemaschine mit mahlwerk' },
        ],
        products: [],
      });
      await userEvent.fill(inputOf(host), 'kaffeemaschine');
      await vi.waitFor(() => expect(partsOf(host).input.getAttribute('aria-busy')).toBe('true'));
      expect(isOpen(host)).toBe(true);
      expect(optionTexts(host)).toEqual(fixtureTexts('DE', 'kaff'));

      slow.release();
      await untilShows(host, ['kaffeemaschine', 'kaffeemaschine mit mahlwerk']);
      expect(askedTerms()).toEqual(['kaff', 'kaffeemaschine']);
    });
    describe('when an option of the prefix’s list is active as the answer comes', () => {
      async function activeThenAnswer(answerTerms: (active: string) => string[]) {
        const host = await mountSearch();
        await search(host, 'kaff');
        const { input, root } = partsOf(host);
        const activeText = () => {
          const id = input.getAttribute('aria-activedescendant');
          return id ? (root.querySelector(`#${CSS.escape(id)}`)?.textContent ?? null) : null;
        };
        // The answer is read when it is released: its terms are written once the active one is known.
        const body = { searchTerms: [] as { searchterm: string }[], products: [] };
        const answer = holdAnswer('kaffeemaschine', body);
        await userEvent.fill(inputOf(host), 'kaffeemaschine');
        await vi.waitFor(() => expect(input.getAttribute('aria-busy')).toBe('true'));
        await userEvent.keyboard('{ArrowDown}{ArrowDown}');
        const active = activeText() ?? '';
        expect(active).not.toBe('');
        const terms = answerTerms(active);
        body.searchTerms = terms.map((searchterm) => ({ searchterm }));
        answer.release();
        await untilShows(host, terms);
        return { activeText, active };
      }

      it('which the answer has too › it stays the active one, in its new place', async () => {
        // Second in the list while loading, first in the answer.
        const { activeText, active } = await activeThenAnswer((text) => [
          text,
          'kaffeemaschine test',
        ]);
        expect(activeText()).toBe(active);
      });

      it('which the answer has not › no option is active', async () => {
        const { activeText, active } = await activeThenAnswer(() => [
          'kaffeemaschine test',
          'kaffeemaschine xl',
        ]);
        expect(['kaffeemaschine test', 'kaffeemaschine xl']).not.toContain(active);
        expect(activeText()).toBeNull();
      });
    });
  });

  describe('given the suggestions service keeps failing', () => {
    it('when every try fails, it asks 5 times 2 s apart, then keeps the list closed with one console warning, and submitting still works', async () => {
      setFaults([{ call: 'suggestions', kind: 'server-error' }]);
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const assign = stubNavigation();
      const host = await mountSearch();
      // The API client's retry waits are held here and let go by the test, so the test sees each
      // wait's length and that no try comes before its wait ends, on a busy machine too. Other
      // waits of the page (the data-wait limit, the calls' time limits) run on real time. A retry
      // wait is the client's one whose callback is a promise's native resolve.
      const realSetTimeout = globalThis.setTimeout;
      const heldWaits: { delay: number | undefined; end: () => void }[] = [];
      vi.spyOn(globalThis, 'setTimeout').mockImplementation(((
        ...args: Parameters<typeof setTimeout>
      ) => {
        const [callback, delay] = args;
        const resolvesAPromise = String(callback).includes('[native code]');
        if (resolvesAPromise && new Error().stack?.includes('api-client')) {
          heldWaits.push({ delay, end: () => (callback as () => void)() });
          return 0 as unknown as ReturnType<typeof setTimeout>;
        }
        return realSetTimeout(...args);
      }) as typeof setTimeout);
      // A term no other test types: a call an earlier test's element still made is not this one's.
      const term = 'kaffeefilter';
      const tries = () => calls.suggestions.filter((url) => url.searchParams.get('q') === term);

      await userEvent.fill(inputOf(host), term);
      const callers = () => suggestionCallers.join('\n\n');
      for (let made = 1; made <= 4; made += 1) {
        // The answer of try `made` failed and the wait before the next began.
        await until(() => expect(heldWaits).toHaveLength(made), 15_000);
        expect(heldWaits[made - 1]?.delay).toBe(2_000);
        await pause(200);
        expect(tries(), callers()).toHaveLength(made);
        heldWaits[made - 1]?.end();
        await until(() => expect(tries()).toHaveLength(made + 1), 15_000);
      }
      await until(() => expect(warn).toHaveBeenCalledTimes(1), 15_000);
      expect(warn.mock.calls[0]?.[0]).toContain(term);
      await pause(300);
      expect(tries()).toHaveLength(5);
      expect(heldWaits).toHaveLength(4);
      expect(isOpen(host)).toBe(false);
      expect(partsOf(host).input.getAttribute('aria-expanded')).toBe('false');
      expect(partsOf(host).options()).toEqual([]);

      await userEvent.keyboard('{Enter}');
      expect(assign).toHaveBeenCalledExactlyOnceWith(`/search?query=${term}`);
      expect(warn).toHaveBeenCalledTimes(1);
    });
  });

  describe('given a list of suggestions', () => {
    it('it is an APG combobox: role combobox with aria-expanded and aria-controls, a listbox of options', async () => {
      const host = await mountSearch();
      const { input, listbox } = partsOf(host);
      expect(input.getAttribute('role')).toBe('combobox');
      expect(input.getAttribute('aria-autocomplete')).toBe('list');
      expect(input.getAttribute('aria-expanded')).toBe('false');
      expect(input.getAttribute('aria-controls')).toBe(listbox.id);
      expect(listbox.id).not.toBe('');
      await search(host, 'kaffee');
      expect(input.getAttribute('aria-expanded')).toBe('true');
      expect(input.getAttribute('aria-controls')).toBe(listbox.id);
      expect(listbox.getAttribute('role')).toBe('listbox');
      const options = partsOf(host).options();
      // The suggestions and, last, the search page.
      expect(options).toHaveLength(fixtureTexts('DE', 'kaffee').length + 1);
      for (const option of options) {
        expect(listbox.contains(option)).toBe(true);
        expect(option.getAttribute('aria-selected')).toBe('false');
      }
      expect(input.hasAttribute('aria-activedescendant')).toBe(false);
      await expect
        .element(page.getByRole('combobox', { name: de.t('search.label') }))
        .toHaveAttribute('aria-expanded', 'true');
    });

    it('when the shopper presses ArrowDown and ArrowUp, the active option moves with wraparound, named by aria-activedescendant, its text in the input', async () => {
      const host = await mountSearch();
      await search(host, 'kaffee');
      const { input } = partsOf(host);
      // The last option is the search page of the typed term: the input shows the term.
      const texts = [...fixtureTexts('DE', 'kaffee'), 'kaffee'];
      const last = texts.length - 1;
      const expectActive = (index: number) => {
        const options = partsOf(host).options();
        expect(input.getAttribute('aria-activedescendant')).toBe(options[index]?.id);
        expect(options.filter((option) => option.getAttribute('aria-selected') === 'true')).toEqual(
          [options[index]],
        );
        expect(input.value).toBe(texts[index]);
      };

      await userEvent.keyboard('{ArrowDown}');
      expectActive(0);
      await userEvent.keyboard('{ArrowDown}');
      expectActive(1);
      await userEvent.keyboard('{ArrowUp}{ArrowUp}');
      expectActive(last);
      await userEvent.keyboard('{ArrowDown}');
      expectActive(0);
      expect(deepActiveElement()).toBe(input);
      expect(isOpen(host)).toBe(true);
      expect(askedTerms()).toEqual(['kaffee']);
    });

    it('when the shopper presses Enter on a term, it submits that term', async () => {
      const assign = stubNavigation();
      const host = await mountSearch();
      const events = recordSubmits(host);
      await search(host, 'kaffee');
      const second = fixtureOf('DE', 'kaffee').searchTerms[1]?.searchterm as string;
      await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
      expect(events.map((event) => event.detail)).toEqual([
        { term: second, href: `/search?query=${encodeURIComponent(second)}`, redirect: false },
      ]);
      expect(assign).toHaveBeenCalledExactlyOnceWith(`/search?query=${encodeURIComponent(second)}`);
      expect(isOpen(host)).toBe(false);
    });

    it('when the shopper presses Enter on a product, it opens the product and writes the search tracking entries', async () => {
      const assign = stubNavigation();
      const host = await mountSearch();
      const events = recordSubmits(host);
      await search(host, 'kaffee');
      const products = fixtureOf('DE', 'kaffee').products;
      const lastProduct = products[products.length - 1];
      if (!lastProduct) throw new Error('the fixture has no product for "kaffee"');
      // Past the search page, the last option, to the last product.
      await userEvent.keyboard('{ArrowUp}{ArrowUp}');
      expect(partsOf(host).input.value).toBe(lastProduct.title);
      await userEvent.keyboard('{Enter}');

      const href = partsOf(host).products().at(-1)?.getAttribute('href');
      expect(href).toContain(lastProduct.productViewUrl);
      expect(assign).toHaveBeenCalledExactlyOnceWith(href);
      expect(events).toEqual([]);
      const entry = { [lastProduct.id]: pageSessionId() };
      expect(JSON.parse(localStorage.getItem('pds') ?? 'null')).toEqual(entry);
      expect(JSON.parse(localStorage.getItem('atbEvents') ?? 'null')).toEqual(entry);
    });

    it('when the shopper clicks a product tile, it opens the product and writes the search tracking entries', async () => {
      const assign = stubNavigation();
      const host = await mountSearch();
      await search(host, 'kaffee');
      const [firstProduct] = fixtureOf('DE', 'kaffee').products;
      const [tile] = partsOf(host).products();
      if (!firstProduct || !tile) throw new Error('no product for "kaffee"');
      await userEvent.click(page.elementLocator(tile));
      expect(assign).toHaveBeenCalledExactlyOnceWith(tile.getAttribute('href'));
      expect(location.pathname).not.toContain('/p/');
      const entry = { [firstProduct.id]: pageSessionId() };
      expect(JSON.parse(localStorage.getItem('pds') ?? 'null')).toEqual(entry);
      expect(JSON.parse(localStorage.getItem('atbEvents') ?? 'null')).toEqual(entry);
    });

    it('when the shopper presses Escape, the list closes and the typed term stays; a second Escape clears the field', async () => {
      const assign = stubNavigation();
      const host = await mountSearch();
      await search(host, 'kaffee');
      const { input } = partsOf(host);
      await userEvent.keyboard('{ArrowDown}{ArrowDown}');
      expect(input.value).not.toBe('kaffee');

      await userEvent.keyboard('{Escape}');
      expect(isOpen(host)).toBe(false);
      expect(input.getAttribute('aria-expanded')).toBe('false');
      expect(input.hasAttribute('aria-activedescendant')).toBe(false);
      expect(input.value).toBe('kaffee');
      expect(deepActiveElement()).toBe(input);

      await userEvent.keyboard('{Escape}');
      expect(input.value).toBe('');
      expect(isOpen(host)).toBe(false);
      expect(assign).not.toHaveBeenCalled();
    });

    it('shows product tiles with thumbnails, linked with query and dim1, the typed letters emphasised', async () => {
      const host = await mountSearch();
      await search(host, 'Kaffee');
      const expected = fixtureOf('DE', 'Kaffee').products;
      expect(expected.some((product) => product.webshopProductDimensionKey)).toBe(true);
      const tiles = partsOf(host).products();
      expect(tiles).toHaveLength(expected.length);
      tiles.forEach((tile, index) => {
        const product = expected[index];
        if (!product) throw new Error('more tiles than products');
        const href = new URL(tile.getAttribute('href') ?? '', location.origin);
        expect(href.pathname).toBe(product.productViewUrl);
        expect(href.searchParams.get('query')).toBe('Kaffee');
        expect(href.searchParams.get('dim1')).toBe(product.webshopProductDimensionKey ?? null);
        expect(tile.querySelector('img')?.getAttribute('src')).toBe(product.imageProductThumb);
        expect(tile.textContent).toBe(product.title);
        const marks = [...tile.querySelectorAll('mark')].map((mark) => mark.textContent);
        expect(marks.length).toBeGreaterThan(0);
        for (const mark of marks) expect(mark?.toLowerCase()).toBe('kaffee');
      });
      // "Kaffeebohnen" shows its first six letters in bold, as they were written.
      const beans = tiles.find((tile) => tile.textContent?.includes('Kaffeebohnen'));
      expect(beans?.querySelector('mark')?.textContent).toBe('Kaffee');
      const image = tiles[0]?.querySelector('img') as HTMLImageElement;
      await vi.waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
      // Terms are emphasised too.
      const [firstTerm] = partsOf(host).options();
      expect(firstTerm?.querySelector('mark')?.textContent).toBe('kaffee');
    });
  });

  describe('given a result settles', () => {
    it.each([
      ['PL', 'kawa'],
      ['TR', 'kahve'],
    ] as const)(
      'on %s, when the result for "%s" settles, the status says the number of suggestions once, in the site’s language',
      async (site, term) => {
        const host = await mountSearch(`site="${site}"`);
        const { status } = partsOf(host);
        const said: string[] = [];
        // What the status says; an empty status says nothing (Preact, decision 53, may add and
        // remove empty text nodes in it as the shopper types).
        new MutationObserver(() => {
          const text = status.textContent ?? '';
          if (text !== '') said.push(text);
        }).observe(status, {
          childList: true,
          characterData: true,
          subtree: true,
        });
        await search(host, term, site);
        const count = optionTexts(host).length;
        expect(count).toBe(fixtureTexts(site, term).length);
        const message = translatorFor(SITES[site].locale).plural('search.suggestionCount', count);
        await vi.waitFor(() => expect(status.textContent).toBe(message));
        // Walking the list, closing it and opening it again is still the same result.
        await userEvent.keyboard('{ArrowDown}{ArrowDown}{Escape}');
        expect(isOpen(host)).toBe(false);
        await userEvent.keyboard('{ArrowDown}');
        expect(isOpen(host)).toBe(true);
        await pause(100);
        expect(said).toEqual([message]);
        expect(message).not.toBe(de.plural('search.suggestionCount', count));
      },
    );

    it('when nothing is suggested, the list and the status say so', async () => {
      const host = await mountSearch('site="PL"');
      const pl = translatorFor(SITES.PL.locale);
      await userEvent.fill(inputOf(host), 'qqxyz');
      await vi.waitFor(() =>
        expect(partsOf(host).status.textContent).toBe(pl.t('search.noSuggestions')),
      );
      expect(isOpen(host)).toBe(true);
      expect(partsOf(host).options()).toEqual([]);
      expect(partsOf(host).root.querySelector('[part="empty"]')?.textContent).toBe(
        pl.t('search.noSuggestions'),
      );
    });
  });

  describe('given the shopper submits', () => {
    it('when a term is submitted, search-submit comes first with its detail, then the page goes to the results', async () => {
      const assign = stubNavigation();
      const host = await mountSearch();
      const events = recordSubmits(host);
      host.addEventListener('search-submit', () => expect(assign).not.toHaveBeenCalled());
      await userEvent.fill(inputOf(host), 'Kaffee & Tee');
      await userEvent.keyboard('{Enter}');
      expect(events).toHaveLength(1);
      const [event] = events;
      expect(event?.cancelable).toBe(true);
      expect(event?.bubbles && event.composed).toBe(true);
      expect(event?.detail).toEqual({
        term: 'Kaffee & Tee',
        href: '/search?query=Kaffee%20%26%20Tee',
        redirect: false,
      });
      expect(assign).toHaveBeenCalledExactlyOnceWith('/search?query=Kaffee%20%26%20Tee');
    });

    it('when search-submit is cancelled, the page stays where it is', async () => {
      const assign = stubNavigation();
      const host = await mountSearch();
      host.addEventListener('search-submit', (event) => event.preventDefault());
      await userEvent.fill(inputOf(host), 'kaffee');
      await userEvent.click(page.elementLocator(partsOf(host).submitButton));
      expect(assign).not.toHaveBeenCalled();
    });

    it('when the shopper clicks the search button, the typed term is submitted', async () => {
      const assign = stubNavigation();
      const host = await mountSearch();
      await userEvent.fill(inputOf(host), 'espresso');
      await userEvent.click(page.elementLocator(partsOf(host).submitButton));
      expect(assign).toHaveBeenCalledExactlyOnceWith('/search?query=espresso');
    });

    it('when an article number with spaces is submitted, it goes without them', async () => {
      const assign = stubNavigation();
      const host = await mountSearch();
      const events = recordSubmits(host);
      await userEvent.fill(inputOf(host), '12 34 56');
      await userEvent.keyboard('{Enter}');
      expect(events[0]?.detail.term).toBe('123456');
      expect(assign).toHaveBeenCalledExactlyOnceWith('/search?query=123456');
    });

    it('when a long term is typed, the field takes 200 characters and the search sends at most 200', async () => {
      const assign = stubNavigation();
      const host = await mountSearch();
      const events = recordSubmits(host);
      const { input } = partsOf(host);
      expect(input.maxLength).toBe(200);
      await userEvent.fill(inputOf(host), 'a'.repeat(150) + 'b'.repeat(100));
      await userEvent.keyboard('{Enter}');
      const term = events[0]?.detail.term ?? '';
      expect(term).toBe('a'.repeat(150) + 'b'.repeat(50));
      expect(assign).toHaveBeenCalledExactlyOnceWith(`/search?query=${term}`);
    });

    it.each(['', '   '])(
      'when %j is submitted, nothing happens but the focus moving to the field',
      async (typed) => {
        const assign = stubNavigation();
        const host = await mountSearch();
        const events = recordSubmits(host);
        const { input, submitButton } = partsOf(host);
        await userEvent.fill(inputOf(host), typed);
        await userEvent.click(page.elementLocator(submitButton));
        expect(deepActiveElement()).toBe(input);
        expect(events).toEqual([]);
        expect(assign).not.toHaveBeenCalled();
        expect(calls.suggestions).toEqual([]);
      },
    );

    it('when the term matches the keyword table in another case with spaces around, the first option says where it goes and Enter goes there', async () => {
      const assign = stubNavigation();
      const host = await mountSearch();
      const events = recordSubmits(host);
      await userEvent.fill(inputOf(host), '  VersandKosten  ');
      await vi.waitFor(() => expect(partsOf(host).options().length).toBeGreaterThan(0));
      const [first] = partsOf(host).options();
      expect(first?.getAttribute('data-kind')).toBe('redirect');
      expect(first?.textContent).toBe(
        `${de.t('search.goTo', { term: 'VersandKosten' })}/c/service/versand`,
      );
      await userEvent.keyboard('{Enter}');
      expect(events.map((event) => event.detail)).toEqual([
        { term: 'VersandKosten', href: '/c/service/versand', redirect: true },
      ]);
      expect(assign).toHaveBeenCalledExactlyOnceWith('/c/service/versand');
    });

    it('when the term is a keyword with suggestions too, the go-to option is the first the arrow keys reach, then the suggestions', async () => {
      const assign = stubNavigation();
      const host = await mountSearch();
      const fixture = fixtureOf('DE', 'Geschenkkarte');
      expect(fixture.products.length).toBeGreaterThan(0);
      await userEvent.fill(inputOf(host), 'Geschenkkarte');
      await untilShows(host, [
        `${de.t('search.goTo', { term: 'Geschenkkarte' })}/c/geschenkkarte`,
        // The popular term "geschenkkarte" is the typed term itself: the go-to option stands for it.
        ...fixture.searchTerms
          .map((entry) => entry.searchterm)
          .filter((term) => term !== 'geschenkkarte'),
        ...fixture.products.map((product) => product.title),
      ]);
      const { input } = partsOf(host);
      const options = partsOf(host).options();
      await userEvent.keyboard('{ArrowDown}');
      expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
      expect(input.value).toBe('Geschenkkarte');
      await userEvent.keyboard('{ArrowDown}');
      expect(input.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
      await userEvent.keyboard('{ArrowUp}{Enter}');
      expect(assign).toHaveBeenCalledExactlyOnceWith('/c/geschenkkarte');
    });

    it('when the term leads to an address outside the shop, the option names its host and Enter goes there', async () => {
      const assign = stubNavigation();
      const host = await mountSearch();
      await userEvent.fill(inputOf(host), 'Sendungsverfolgung');
      await vi.waitFor(() =>
        expect(partsOf(host).options()[0]?.textContent).toBe(
          `${de.t('search.goTo', { term: 'Sendungsverfolgung' })}www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html`,
        ),
      );
      await userEvent.keyboard('{ArrowDown}{Enter}');
      expect(assign).toHaveBeenCalledExactlyOnceWith(
        'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html',
      );
    });

    it.each([
      ['DE', 'Versandkosten', 'versandkosten'],
      ['AT', 'ABVERKAUF', 'abverkauf'],
      ['CH', 'Rückgabe', 'rückgabe'],
      ['CH_FR', ' Frais de port ', 'frais de port'],
      ['PL', 'Koszyk', 'koszyk'],
      ['CZ', 'KOŠÍK', 'košík'],
      ['SK', 'Výpredaj', 'výpredaj'],
      ['HU', 'Kosár', 'kosár'],
      ['TR', 'İADE', 'iade'],
    ] as const)(
      'on %s, when "%s" is submitted, the go-to option comes first in the site’s language and the page goes to the table’s target',
      async (site, typed, key) => {
        const assign = stubNavigation();
        const host = await mountSearch(`site="${site}"`);
        const target = KEYWORD_REDIRECT_TABLES[KEYWORD_TABLE_NAMES[site]][key];
        expect(target).toBeDefined();
        await userEvent.fill(inputOf(host), typed);
        const goTo = translatorFor(SITES[site].locale).t('search.goTo', { term: typed.trim() });
        await vi.waitFor(() =>
          expect(partsOf(host).options()[0]?.textContent).toBe(`${goTo}${target}`),
        );
        await userEvent.keyboard('{Enter}');
        expect(assign).toHaveBeenCalledExactlyOnceWith(target);
      },
    );
  });

  describe('given the service answers something unexpected', () => {
    it.each([
      ['a list', []],
      ['a text', 'kaffee'],
      ['null', null],
      ['lists of the wrong kind', { searchTerms: 'kaffee', products: { id: 1 } }],
      [
        'entries without their fields',
        {
          searchTerms: [null, 5, {}, { searchterm: 7 }],
          products: [
            {},
            { id: 'p1' },
            { id: 'p2', title: 'Tasse' },
            { title: 'Ohne Id', productViewUrl: '/p/x' },
          ],
        },
      ],
    ])(
      'given %s, it shows "no suggestions" with a console warning, and nothing throws',
      async (_case, body) => {
        const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
        const errors = vi.spyOn(console, 'error');
        answerEveryTermWith(body);
        const host = await mountSearch();
        await userEvent.fill(inputOf(host), 'kaffee');
        await vi.waitFor(() =>
          expect(partsOf(host).root.querySelector('[part="empty"]')?.textContent).toBe(
            de.t('search.noSuggestions'),
          ),
        );
        expect(partsOf(host).options()).toEqual([]);
        expect(warn).toHaveBeenCalledTimes(1);
        expect(errors).not.toHaveBeenCalled();
        expect(pageErrors).toEqual([]);
      },
    );

    it('given products without a picture or dimension, it shows the tile without them', async () => {
      answerEveryTermWith({
        searchTerms: [],
        products: [
          { id: 42, title: 'Kaffeetasse', productViewUrl: 'https://shop.example/p/tasse-42' },
        ],
      });
      const host = await mountSearch();
      await userEvent.fill(inputOf(host), 'kaffee');
      await vi.waitFor(() => expect(partsOf(host).products()).toHaveLength(1));
      const [tile] = partsOf(host).products();
      expect(tile?.getAttribute('href')).toBe('https://shop.example/p/tasse-42?query=kaffee');
      expect(tile?.querySelector('img')).toBeNull();
      expect(tile?.textContent).toBe('Kaffeetasse');
    });

    it('given HTML and script addresses in titles and URLs, titles show as text, unsafe links and pictures are dropped and nothing runs', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
      const assign = stubNavigation();
      const terms = HTML_PAYLOADS.slice(0, 10);
      answerEveryTermWith({
        searchTerms: terms.map((searchterm) => ({ searchterm })),
        products: [
          ...URL_PAYLOADS.slice(0, 6).map((url, index) => ({
            id: `bad-${index}`,
            title: `Böse ${index}`,
            productViewUrl: url,
          })),
          {
            id: 'html-title',
            title: HTML_PAYLOADS[0],
            productViewUrl: '/p/html-title',
            imageProductThumb: 'javascript:alert(1)',
          },
          {
            id: 'script-picture',
            title: '<script>alert(1)</script>Kaffee',
            productViewUrl: '/p/script-picture',
            imageProductThumb: 'data:text/html,<script>alert(1)</script>',
          },
        ],
      });
      const host = await mountSearch();
      await userEvent.fill(inputOf(host), 'kaffee');
      const expectedTexts = [...terms, HTML_PAYLOADS[0], '<script>alert(1)</script>Kaffee'];
      await untilShows(
        host,
        expectedTexts.map((text) => text?.trim() ?? ''),
      );
      const { root, listbox } = partsOf(host);
      expect(
        listbox.querySelectorAll(
          'script, img, svg:not([data-icon]), iframe, object, embed, style, a:not([part="product"], [part="all-results"])',
        ),
      ).toHaveLength(0);
      for (const element of listbox.querySelectorAll('*')) {
        for (const attribute of element.attributes) expect(attribute.name).not.toMatch(/^on/);
      }
      expect(
        partsOf(host)
          .products()
          .map((tile) => tile.getAttribute('href')),
      ).toEqual(['/p/html-title?query=kaffee', '/p/script-picture?query=kaffee']);
      // Walking and hovering the options puts the payloads in the field as text only.
      await userEvent.keyboard('{ArrowDown}');
      expect(partsOf(host).input.value).toBe(terms[0]?.trim());
      await userEvent.hover(page.elementLocator(partsOf(host).products()[0] as HTMLElement));
      await pause(100);
      expect(root.querySelectorAll('script, iframe')).toHaveLength(0);
      expect(alert).not.toHaveBeenCalled();
      expect(xssRan()).toBe(false);
      expect(pageErrors).toEqual([]);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(assign).not.toHaveBeenCalled();
    });

    it('given the same product twice, it shows one tile and React meets no duplicate key', async () => {
      const errors = vi.spyOn(console, 'error');
      answerEveryTermWith({
        searchTerms: [],
        products: [
          {
            id: 'p1',
            title: 'Kaffee 500 g',
            productViewUrl: '/p/a',
            webshopProductDimensionKey: 'a',
          },
          {
            id: 'p1',
            title: 'Kaffee 1 kg',
            productViewUrl: '/p/b',
            webshopProductDimensionKey: 'b',
          },
          { id: 'p2', title: 'Kaffeetasse', productViewUrl: '/p/c' },
        ],
      });
      const host = await mountSearch();
      await userEvent.fill(inputOf(host), 'kaffee');
      await untilShows(host, ['Kaffee 500 g', 'Kaffeetasse']);
      // The list renders again for another term with the same answer.
      await userEvent.fill(inputOf(host), 'kaffe');
      await untilShows(host, ['Kaffee 500 g', 'Kaffeetasse']);
      expect(errors).not.toHaveBeenCalled();
      expect(pageErrors).toEqual([]);
    });

    it('given 40 terms and 20 products, it shows the first 10 and 5 with one console warning', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      answerEveryTermWith({
        searchTerms: Array.from({ length: 40 }, (_, index) => ({ searchterm: `kaffee ${index}` })),
        products: Array.from({ length: 20 }, (_, index) => ({
          id: `p${index}`,
          title: `Kaffee ${index}`,
          productViewUrl: `/p/kaffee-${index}`,
        })),
      });
      const host = await mountSearch();
      await userEvent.fill(inputOf(host), 'kaffee');
      await untilShows(host, [
        ...Array.from({ length: 10 }, (_, index) => `kaffee ${index}`),
        ...Array.from({ length: 5 }, (_, index) => `Kaffee ${index}`),
      ]);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toMatch(/40 searchTerms.*20 products/);
      expect(pageErrors).toEqual([]);
    });
  });

  describe('given the search page of the typed term (the spec’s search-page address)', () => {
    const pageOption = (host: ShopSearchElement) =>
      partsOf(host).root.querySelector<HTMLAnchorElement>('[part="all-results"]');

    it('when suggestions show, the last option is “all available results” for the term, in the site’s language, a link to /search with the encoded term and filters=availability-available', async () => {
      answerEveryTermWith({ searchTerms: [{ searchterm: 'café crème' }], products: [] });
      const host = await mountSearch('site="CH_FR"');
      await userEvent.fill(inputOf(host), ' Café & crème ');
      await vi.waitFor(() => expect(pageOption(host)).not.toBeNull());
      const options = partsOf(host).options();
      const option = pageOption(host)!;
      expect(options.at(-1)).toBe(option);
      expect(option.getAttribute('role')).toBe('option');
      expect(partsOf(host).listbox.contains(option)).toBe(true);
      expect(option.getAttribute('href')).toBe(
        '/search?query=Caf%C3%A9%20%26%20cr%C3%A8me&filters=availability-available',
      );
      expect(option.textContent).toBe(
        translatorFor(SITES.CH_FR.locale).t('search.allResults', { term: 'Café & crème' }),
      );
    });

    it('when the list is longer than its box, it stays in sight at the foot, and the arrow keys scroll the list to the option they reach', async () => {
      await page.viewport(1024, 768);
      const host = await mountSearch();
      await search(host, 'kaffee');
      const { panel } = partsOf(host);
      expect(panel.scrollHeight).toBeGreaterThan(panel.clientHeight);
      const foot = pageOption(host)!;
      const within = (element: Element, top: number, bottom: number) => {
        const box = element.getBoundingClientRect();
        return box.top >= Math.floor(top) && box.bottom <= Math.ceil(bottom);
      };
      const box = () => panel.getBoundingClientRect();
      expect(within(foot, box().top, box().bottom)).toBe(true);
      // ArrowUp from the field: the search page; once more: the last product, above the foot.
      await userEvent.keyboard('{ArrowUp}{ArrowUp}');
      const lastProduct = partsOf(host).products().at(-1)!;
      expect(partsOf(host).input.getAttribute('aria-activedescendant')).toBe(lastProduct.id);
      await vi.waitFor(() =>
        expect(within(lastProduct, box().top, foot.getBoundingClientRect().top)).toBe(true),
      );
      // And back to the first option at the top.
      await userEvent.keyboard('{ArrowDown}{ArrowDown}');
      const first = partsOf(host).options()[0]!;
      await vi.waitFor(() => expect(within(first, box().top, box().bottom)).toBe(true));
      expect(within(foot, box().top, box().bottom)).toBe(true);
    });

    it('when nothing is suggested, it is not offered either: the list says there are no suggestions', async () => {
      const host = await mountSearch();
      await userEvent.fill(inputOf(host), 'qqxyz');
      await vi.waitFor(() =>
        expect(partsOf(host).status.textContent).toBe(de.t('search.noSuggestions')),
      );
      expect(pageOption(host)).toBeNull();
    });

    it('when the shopper reaches it with ArrowUp and presses Enter, search-submit comes first with the search page’s address, then the page goes there', async () => {
      const assign = stubNavigation();
      const host = await mountSearch();
      const events = recordSubmits(host);
      host.addEventListener('search-submit', () => expect(assign).not.toHaveBeenCalled());
      await search(host, 'kaffee');
      const { input } = partsOf(host);
      // From the field ArrowUp wraps to the last option.
      await userEvent.keyboard('{ArrowUp}');
      expect(input.getAttribute('aria-activedescendant')).toBe(pageOption(host)?.id);
      expect(pageOption(host)?.getAttribute('aria-selected')).toBe('true');
      expect(input.value).toBe('kaffee');
      await userEvent.keyboard('{Enter}');
      const href = '/search?query=kaffee&filters=availability-available';
      expect(events.map((event) => [event.detail, event.cancelable])).toEqual([
        [{ term: 'kaffee', href, redirect: false }, true],
      ]);
      expect(assign).toHaveBeenCalledExactlyOnceWith(href);
      expect(isOpen(host)).toBe(false);
    });

    it('when the term is in the keyword table, choosing it searches the term instead of following the table', async () => {
      const assign = stubNavigation();
      const host = await mountSearch();
      const events = recordSubmits(host);
      await userEvent.fill(inputOf(host), 'Versandkosten');
      await vi.waitFor(() => expect(pageOption(host)).not.toBeNull());
      await userEvent.click(page.elementLocator(pageOption(host)!));
      const href = '/search?query=Versandkosten&filters=availability-available';
      expect(events.map((event) => event.detail)).toEqual([
        { term: 'Versandkosten', href, redirect: false },
      ]);
      expect(assign).toHaveBeenCalledExactlyOnceWith(href);
    });

    it('when search-submit is cancelled, clicking it leaves the page where it is', async () => {
      const assign = stubNavigation();
      const host = await mountSearch();
      host.addEventListener('search-submit', (event) => event.preventDefault());
      await search(host, 'kaffee');
      await userEvent.click(page.elementLocator(pageOption(host)!));
      expect(assign).not.toHaveBeenCalled();
      expect(location.search).not.toContain('availability-available');
    });
  });

  describe('given the placeholder', () => {
    /** One site per language of the shop. */
    const LANGUAGE_SITES = ['DE', 'CH_FR', 'PL', 'CZ', 'HU', 'SK', 'TR'] as const;

    /** How wide `text` is drawn in the input's font, and how wide the input's content box is. */
    function measure(input: HTMLInputElement, text: string) {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room =
        input.clientWidth -
        parseFloat(style.paddingInlineStart) -
        parseFloat(style.paddingInlineEnd);
      return { text: context.measureText(text).width, room };
    }

    it.each(LANGUAGE_SITES)(
      'on %s, at the spec’s 170 px the placeholder fits whole beside the search button',
      async (site) => {
        await page.viewport(1280, 900);
        const texts = translatorFor(SITES[site].locale);
        const host = await mountSearch(`site="${site}"`);
        const { input, form } = partsOf(host);
        await vi.waitFor(() => expect(input.placeholder).toBe(texts.t('search.placeholder')));
        await document.fonts.ready;
        expect(form.getBoundingClientRect().width).toBe(170);
        const { text, room } = measure(input, input.placeholder);
        expect(text, `"${input.placeholder}" is ${text} px in ${room} px`).toBeLessThanOrEqual(
          room,
        );
      },
    );

    it.each(LANGUAGE_SITES)(
      'on %s, when the field is focused, the longer hint shows and fits the 408 px field (and the flyout’s 270 px); the name stays the same',
      async (site) => {
        await page.viewport(1024, 768);
        const texts = translatorFor(SITES[site].locale);
        for (const placement of ['overlay', 'flyout']) {
          document.body.innerHTML = '';
          const host = await mountSearch(`site="${site}" placement="${placement}"`);
          const { input, form } = partsOf(host);
          await vi.waitFor(() => expect(input.placeholder).toBe(texts.t('search.placeholder')));
          const name = input.getAttribute('aria-label');
          expect(name).toBe(texts.t('search.label'));
          await userEvent.click(inputOf(host));
          await vi.waitFor(() =>
            expect(form.getBoundingClientRect().width).toBe(placement === 'flyout' ? 270 : 408),
          );
          expect(input.placeholder).toBe(texts.t('search.placeholderFocused'));
          await document.fonts.ready;
          const { text, room } = measure(input, input.placeholder);
          expect(
            text,
            `${placement}: "${input.placeholder}" is ${text} px in ${room} px`,
          ).toBeLessThanOrEqual(room);
          expect(input.getAttribute('aria-label')).toBe(name);
          input.blur();
          await vi.waitFor(() => expect(input.placeholder).toBe(texts.t('search.placeholder')));
        }
      },
    );
  });

  describe('given the field’s placement', () => {
    it('at 1280 px, the field is 170 px wide, 408 px while focused, and the list lies over the page, 550 px wide', async () => {
      await page.viewport(1280, 900);
      const host = await mountSearch();
      document.body.insertAdjacentHTML('beforeend', '<p id="below">Darunter</p>');
      const { form, panel } = partsOf(host);
      const below = document.getElementById('below') as HTMLElement;
      expect(form.getBoundingClientRect().width).toBe(170);
      const belowTop = below.getBoundingClientRect().top;
      await search(host, 'kaffee');
      await vi.waitFor(() => expect(form.getBoundingClientRect().width).toBe(408));
      expect(getComputedStyle(panel).position).toBe('absolute');
      expect(panel.getBoundingClientRect().width).toBe(550);
      expect(below.getBoundingClientRect().top).toBe(belowTop);
      await userEvent.keyboard('{Escape}');
      await userEvent.click(page.elementLocator(below));
      await vi.waitFor(() => expect(form.getBoundingClientRect().width).toBe(170));
    });

    it('below 768 px, the field and the list take the full width', async () => {
      await page.viewport(375, 800);
      const host = await mountSearch();
      const { form, panel } = partsOf(host);
      const full = document.body.getBoundingClientRect().width;
      expect(full).toBeGreaterThan(300);
      expect(host.getBoundingClientRect().width).toBe(full);
      expect(form.getBoundingClientRect().width).toBe(full);
      await search(host, 'kaffee');
      expect(form.getBoundingClientRect().width).toBe(full);
      expect(panel.getBoundingClientRect().width).toBe(full);
    });

    it('given placement="flyout", the list stays in the flow and pushes what follows down', async () => {
      await page.viewport(1280, 900);
      const host = await mountSearch('placement="flyout"');
      document.body.insertAdjacentHTML('beforeend', '<p id="below">Darunter</p>');
      const { panel } = partsOf(host);
      const below = document.getElementById('below') as HTMLElement;
      const belowTop = below.getBoundingClientRect().top;
      await search(host, 'kaffee');
      expect(getComputedStyle(panel).position).not.toBe('absolute');
      expect(below.getBoundingClientRect().top).toBeGreaterThanOrEqual(
        belowTop + panel.getBoundingClientRect().height,
      );
      expect(host.shadowRoot?.querySelector('.shop-search')?.getBoundingClientRect().width).toBe(
        350,
      );
    });
  });
});
