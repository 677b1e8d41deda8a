/**
 * Issue 17: <shop-search> as a custom element while its calls (suggestions, the cache key) fail
 * in every way the fake backend knows. What the shopper sees: the field types and submits
 * throughout; once the service is back, suggestions show again. What the page sees: no uncaught
 * error, no console error, nothing run.
 */
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { userEvent, page } from 'vitest/browser';
import '../../../src/elements/generated/entries/shop-search';
import type { ShopSearchElement } from '../../../src/elements/generated/element-typings';
import { translatorFor } from '../../../src/i18n/translator';
import { browserNavigation } from '../../../src/page-runtime/browser-navigation';
import { SHOP_PATHS } from '../../../src/services/http/shop-api';
import { SITES } from '../../../src/sites/sites';
import { FAILURE_KINDS, clearFaults, setFaults, type FailureKind } from '../../fake-backend/faults';
import { suggestions as fixtureSuggestions } from '../../fake-backend/fixtures/suggestions';
import { expectNothingRunnable, loadPageAnew, setUpWatchedPages } from '../../support/hostile-page';
import { pause, until } from '../../support/real-time';

const watch = setUpWatchedPages();

const de = translatorFor(SITES.DE.locale);

let asked: string[];
let assign: MockInstance<(href: string) => void>;
/** How many suggestion calls have had their answer (or failed). */
let answered: number;

beforeEach(() => {
  asked = [];
  answered = 0;
  assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
  const realFetch = window.fetch.bind(window);
  vi.spyOn(window, 'fetch').mockImplementation((input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (url.pathname !== SHOP_PATHS.suggestions) return realFetch(input, init);
    asked.push(url.searchParams.get('q') ?? '');
    const answer = realFetch(input, init);
    void answer.then(
      () => (answered += 1),
      () => (answered += 1),
    );
    return answer;
  });
});

async function mountSearch(): Promise<ShopSearchElement> {
  document.body.insertAdjacentHTML('beforeend', '<shop-search></shop-search>');
  const hosts = document.querySelectorAll<ShopSearchElement>('shop-search');
  const host = hosts[hosts.length - 1]!;
  await until(() => expect(host.shadowRoot?.querySelector('input')).not.toBeNull());
  return host;
}

const inputOf = (host: ShopSearchElement) =>
  host.shadowRoot!.querySelector<HTMLInputElement>('input')!;
const optionTexts = (host: ShopSearchElement) =>
  [...host.shadowRoot!.querySelectorAll('[role="option"]')].map((option) => option.textContent);
const emptyMessage = (host: ShopSearchElement) =>
  host.shadowRoot!.querySelector('[part="empty"]')?.textContent;
const isOpen = (host: ShopSearchElement) => inputOf(host).getAttribute('aria-expanded') === 'true';

/**
 * What the list offers for `term` on DE: the fake backend's terms, then its product titles, then
 * the way to the search page's available results.
 */
function fixtureTexts(term: string): string[] {
  const { searchTerms, products } = fixtureSuggestions('DE', term, {
    maxSearchTerms: 10,
    maxProducts: 5,
  });
  return [
    ...searchTerms.map((entry) => entry.searchterm),
    ...products.map((p) => p.title),
    de.t('search.allResults', { term }),
  ];
}

/** The list is open with the fake backend's suggestions for `term`. */
async function untilSuggests(host: ShopSearchElement, term: string, timeout = 5_000) {
  await until(() => {
    expect(isOpen(host)).toBe(true);
    expect(optionTexts(host)).toEqual(fixtureTexts(term));
  }, timeout);
}

/** A newly loaded page, the service working: its field suggests, and nothing failed. */
async function expectNewPageSuggests() {
  loadPageAnew();
  const fresh = await mountSearch();
  await userEvent.fill(page.elementLocator(inputOf(fresh)), 'kaffee');
  await untilSuggests(fresh, 'kaffee');
  watch.expectNoFailure();
}

/** The shopper submits what is typed: the page goes to the results for it. */
async function expectSubmits(host: ShopSearchElement, term: string) {
  assign.mockClear();
  inputOf(host).focus();
  await userEvent.keyboard('{Enter}');
  await until(() =>
    expect(assign).toHaveBeenCalledWith(`/search?query=${encodeURIComponent(term)}`),
  );
}

/**
 * Runs the suggestions' 4 retries, 2 s apart, on fake time, until the list gave up. The clock
 * moves only once the failed answer has come (answers come in real time, and a slow machine
 * takes longer than any fixed pause), and the retry's wait has been set just after it.
 */
async function runRetries() {
  for (let tries = 1; tries <= 5; tries += 1) {
    await until(() => expect(asked.length).toBeGreaterThanOrEqual(tries));
    if (tries < 5) {
      await until(() => expect(answered).toBeGreaterThanOrEqual(tries));
      // The retry's wait is set just after the answer: on a busy machine later than any fixed
      // pause, so the clock moves on until the next ask has gone out.
      for (let step = 0; asked.length <= tries && step < 20; step += 1) {
        await pause(20);
        await vi.advanceTimersByTimeAsync(2_000);
      }
    }
  }
}

/** How the list looks once a failed suggestions call settled, by fault. */
const SUGGESTIONS_OUTCOME: Record<FailureKind, 'closed' | 'busy' | 'nothing found' | 'late'> = {
  'client-error': 'closed',
  'server-error': 'closed',
  hang: 'busy',
  slow: 'late',
  unreadable: 'closed',
  empty: 'nothing found',
  array: 'nothing found',
  nulls: 'nothing found',
  'wrong-shape': 'nothing found',
};

describe('hostile input › <shop-search> under faults', () => {
  describe.each(FAILURE_KINDS)('given the suggestions call fails with %s', (kind) => {
    it('when the shopper types and submits › the field works throughout, and suggestions show once the service is back', async () => {
      setFaults([{ call: 'suggestions', kind }]);
      const host = await mountSearch();
      const retried = kind === 'client-error' || kind === 'server-error';
      if (retried) vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      await userEvent.fill(page.elementLocator(inputOf(host)), 'kaffee');
      expect(inputOf(host).value).toBe('kaffee');

      switch (SUGGESTIONS_OUTCOME[kind]) {
        case 'closed':
          if (retried) await runRetries();
          await until(() => expect(watch.consoleWarn).toHaveBeenCalledOnce());
          expect(isOpen(host)).toBe(false);
          break;
        case 'busy':
          await until(() => expect(inputOf(host).getAttribute('aria-busy')).toBe('true'));
          expect(isOpen(host)).toBe(false);
          break;
        case 'nothing found':
          await until(() => expect(emptyMessage(host)).toBe(de.t('search.noSuggestions')));
          expect(optionTexts(host)).toEqual([]);
          expect(watch.consoleWarn).toHaveBeenCalledOnce();
          break;
        case 'late':
          await pause(1_500);
          expect(optionTexts(host)).toEqual([]);
          await untilSuggests(host, 'kaffee', 5_000);
          break;
      }
      vi.useRealTimers();
      await expectSubmits(host, 'kaffee');

      // The service is back: the same field suggests again, and so does a newly loaded page.
      clearFaults();
      await userEvent.fill(page.elementLocator(inputOf(host)), 'espresso');
      await untilSuggests(host, 'espresso');
      expectNothingRunnable(host.shadowRoot!);
      watch.expectNoFailure();

      await expectNewPageSuggests();
    });
  });

  describe.each(FAILURE_KINDS)('given the cache-key call fails with %s', (kind) => {
    it('when the shopper types and submits › suggestions show all the same, and the field submits', async () => {
      setFaults([{ call: 'searchCacheKey', kind }]);
      const host = await mountSearch();
      await userEvent.fill(page.elementLocator(inputOf(host)), 'kaffee');
      await untilSuggests(host, 'kaffee', 5_000);
      await expectSubmits(host, 'kaffee');
      await userEvent.fill(page.elementLocator(inputOf(host)), 'espresso');
      await untilSuggests(host, 'espresso');
      expectNothingRunnable(host.shadowRoot!);
      watch.expectNoFailure();

      await expectNewPageSuggests();
    });
  });
});
