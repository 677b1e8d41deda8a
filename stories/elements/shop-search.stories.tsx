import type { Meta, StoryObj } from '@storybook/react-vite';
import { html } from 'lit-html';
import { ifDefined } from 'lit-html/directives/if-defined.js';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import '../../src/elements/generated/entries/shop-search';
import type { ShopSearchElement } from '../../src/elements/generated/element-typings';
import { MIN_TERM_LENGTH } from '../../src/elements/shop-search/state/search-suggestions';
import { describeTarget } from '../../src/elements/shop-search/state/search-submit';
import { shopSearchDefinition } from '../../src/elements/shop-search/shop-search.definition';
import { MAX_PRODUCTS, MAX_SEARCH_TERMS } from '../../src/elements/shop-search/suggestion-answer';
import { browserNavigation } from '../../src/page-runtime/browser-navigation';
import {
  KEYWORD_REDIRECT_TABLES,
  KEYWORD_TABLE_NAMES,
  keywordRedirectTarget,
} from '../../src/sites/content/keyword-redirects';
import { searchResults } from '../../src/sites/content/links';
import type { SiteCode } from '../../src/sites/sites';
import { popularSearchWord, suggestions } from '../../test/fake-backend/fixtures/suggestions';
import type { VisualParameters } from '../../test/visual/story-screenshots';
import { elementArgTypes, elementArgs, elementParameters } from '../support/element-docs';
import type { FakeBackendParameters } from '../support/fake-backend';
import { LitTemplate } from '../support/lit-template';
import { typeIntoShadowField } from '../support/shadow-typing';
import { plainSpaces, shadowQueries, storyTexts, type StoryTexts } from '../support/story-texts';

interface SearchArgs {
  placement: 'overlay' | 'flyout';
  onSearchSubmit: (event: Event) => void;
}

const meta = {
  title: 'Elements/shop-search',
  parameters: {
    ...elementParameters(shopSearchDefinition),
    visual: { target: 'root' } satisfies VisualParameters,
  },
  argTypes: elementArgTypes('shop-search'),
  args: { ...(elementArgs('shop-search') as Pick<SearchArgs, 'placement'>), onSearchSubmit: fn() },
  // A submitted search or a chosen product would take Storybook's frame to the shop's pages:
  // every story stays where it is, and the play functions read where the browser would go.
  beforeEach: () => {
    const assign = spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    return () => assign.mockRestore();
  },
  render: (args, { globals }) => {
    const template = html`
      <shop-search
        site=${ifDefined((globals.site as string) || undefined)}
        locale=${ifDefined((globals.locale as string) || undefined)}
        placement=${args.placement}
        @search-submit=${args.onSearchSubmit}
      ></shop-search>
    `;
    return <LitTemplate template={template} />;
  },
} satisfies Meta<SearchArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

// The play functions type what the fake backend suggests on the story's site (its most searched
// single word, "kaffee" on DE, "kawa" on PL, "kahve" on TR) and read every text from the
// catalogues, so they pass on every site.

/** The open list lies over the page, its shadow past the story's box: the screen is the shot. */
const OVERLAY_SHOT = { target: 'viewport' } satisfies VisualParameters;

/** What the fake backend answers for `term` on the story's site. */
const answerFor = (site: SiteCode, term: string) =>
  suggestions(site, term, { maxSearchTerms: MAX_SEARCH_TERMS, maxProducts: MAX_PRODUCTS });

/**
 * A term of the site's keyword table ("geschenkkarte" on DE): one the fake backend also
 * suggests products for, so the "go to" option shows above them, else the table's first.
 */
function keywordTermOf(site: SiteCode): string {
  const terms = Object.keys(KEYWORD_REDIRECT_TABLES[KEYWORD_TABLE_NAMES[site]]);
  const first = terms[0];
  if (!first) throw new Error(`no keyword table on ${site}`);
  return terms.find((term) => answerFor(site, term).products.length > 0) ?? first;
}

/** Letters no product and no popular term of any site contains. */
const UNMATCHED_TERM = 'qxzj';

interface Search {
  host: ShopSearchElement;
  root: ShadowRoot;
  /** Testing Library queries inside the element's shadow root. */
  view: ReturnType<typeof within>;
  input: HTMLInputElement;
  panel: HTMLElement;
}

async function searchIn(canvasElement: HTMLElement): Promise<Search> {
  const host = canvasElement.querySelector('shop-search');
  if (!host) throw new Error('no <shop-search> rendered');
  // The element's code loads lazily; in Storybook's dev server its first load may take seconds.
  await waitFor(() => expect(host.shadowRoot?.querySelector('[part~="input"]')).not.toBeNull(), {
    timeout: 10_000,
  });
  const root = host.shadowRoot as ShadowRoot;
  return {
    host,
    root,
    view: shadowQueries(root),
    input: root.querySelector<HTMLInputElement>('[part~="input"]')!,
    panel: root.querySelector<HTMLElement>('[part~="panel"]')!,
  };
}

/** Types into the search's field. */
const typeInto = ({ input }: Search, text: string) => typeIntoShadowField(input, text);

/** Types `term` into the field and waits until its suggestions (or their absence) are shown. */
async function typeAndSettle(search: Search, term: string): Promise<void> {
  await typeInto(search, term);
  await waitFor(
    () => {
      expect(search.input).toHaveAttribute('aria-expanded', 'true');
      expect(search.input).not.toHaveAttribute('aria-busy');
    },
    { timeout: 5_000 },
  );
}

/** Every product picture in the list has arrived (for stable screenshots). */
async function untilThumbnailsLoaded({ root }: Search): Promise<void> {
  for (const thumbnail of root.querySelectorAll<HTMLImageElement>('img')) {
    thumbnail.loading = 'eager';
    await waitFor(() => expect(thumbnail.complete && thumbnail.naturalWidth > 0).toBe(true), {
      timeout: 5_000,
    });
  }
}

const optionTexts = (options: HTMLElement[]) =>
  options.map((option) => option.textContent?.trim() ?? '');

/** The list shows the fake backend's terms and product tiles of `term`, in its order. */
async function expectSuggestionsOf(search: Search, texts: StoryTexts, term: string) {
  const answer = answerFor(texts.site, term);
  const { view } = search;
  const terms = view.getByRole('group', { name: texts.t('search.suggestions') });
  await expect(optionTexts(within(terms).getAllByRole('option'))).toEqual(
    answer.searchTerms.map(({ searchterm }) => searchterm),
  );
  const products = view.getByRole('group', { name: texts.t('search.products') });
  const tiles = within(products).getAllByRole('option');
  await expect(optionTexts(tiles)).toEqual(answer.products.map(({ title }) => title));
  await expect(tiles.length).toBeLessThanOrEqual(MAX_PRODUCTS);
  await expect(tiles[0]).toHaveAttribute(
    'href',
    expect.stringContaining(`query=${encodeURIComponent(term)}`),
  );
}

/** Nothing typed: the field with its placeholder, no list. */
export const Empty: Story = {
  play: async ({ canvasElement, globals }) => {
    const texts = storyTexts(globals);
    const { view, input, panel } = await searchIn(canvasElement);
    await expect(view.getByRole('search')).toBeVisible();
    await expect(view.getByRole('combobox', { name: texts.t('search.label') })).toBe(input);
    // The catalogue's texts are compared with plain spaces (French writes a no-break one).
    await expect(plainSpaces(input.placeholder)).toBe(texts.t('search.placeholder'));
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(view.getByRole('button', { name: texts.t('search.submit') })).toBeVisible();
    await expect(view.queryByRole('button', { name: texts.t('search.clear') })).toBeNull();
    await expect(panel).not.toBeVisible();
  },
};

/**
 * The focused field, nothing typed: 408 px wide, the placeholder is the longer hint; the
 * accessible name is the same as at rest.
 */
export const FocusedHint: Story = {
  play: async ({ canvasElement, globals }) => {
    const texts = storyTexts(globals);
    const { view, input } = await searchIn(canvasElement);
    await userEvent.click(input);
    await expect(plainSpaces(input.placeholder)).toBe(texts.t('search.placeholderFocused'));
    await expect(view.getByRole('combobox', { name: texts.t('search.label') })).toBe(input);
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

/** One character: the clear button appears, but suggestions wait for the second. */
export const OneCharacter: Story = {
  play: async ({ canvasElement, globals }) => {
    const texts = storyTexts(globals);
    const search = await searchIn(canvasElement);
    const first = popularSearchWord(texts.site).slice(0, MIN_TERM_LENGTH - 1);
    await typeInto(search, first);
    await expect(search.input).toHaveValue(first);
    await expect(search.view.getByRole('button', { name: texts.t('search.clear') })).toBeVisible();
    // Nothing is asked: the field is not busy, and stays closed.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(search.input).not.toHaveAttribute('aria-busy');
    await expect(search.input).toHaveAttribute('aria-expanded', 'false');
    await expect(search.panel).not.toBeVisible();
  },
};

/** The service has not answered yet: the field is busy, the list waits (nothing cached). */
export const Loading: Story = {
  parameters: {
    fakeBackend: {
      faults: [{ call: 'suggestions', kind: 'hang' }],
    } satisfies FakeBackendParameters,
  },
  play: async ({ canvasElement, globals }) => {
    const search = await searchIn(canvasElement);
    await typeInto(search, popularSearchWord(storyTexts(globals).site));
    await expect(search.input).toHaveAttribute('aria-busy', 'true');
    await expect(search.input).toHaveAttribute('aria-expanded', 'false');
    await expect(search.panel).not.toBeVisible();
  },
};

/** Popular terms and up to five product tiles, the typed letters in bold; announced. */
export const WithSuggestions: Story = {
  parameters: { visual: OVERLAY_SHOT },
  play: async ({ canvasElement, globals }) => {
    const texts = storyTexts(globals);
    const term = popularSearchWord(texts.site);
    const search = await searchIn(canvasElement);
    await typeAndSettle(search, term);
    await expect(search.panel).toBeVisible();
    await expectSuggestionsOf(search, texts, term);
    // The search page, the last option, is no suggestion: it is not counted.
    const suggested = search.view
      .getAllByRole('option')
      .filter((option: HTMLElement) => option.getAttribute('part') !== 'all-results');
    // The typed letters are emphasised (the first term begins with them).
    await expect(search.root.querySelector('mark')).toHaveTextContent(term);
    await waitFor(() =>
      expect(search.view.getByRole('status')).toHaveTextContent(
        texts.plural('search.suggestionCount', suggested.length),
      ),
    );
    // No option is active until the arrow keys choose one.
    await expect(search.input).not.toHaveAttribute('aria-activedescendant');
    await untilThumbnailsLoaded(search);
  },
};

/** A term of the site's keyword table: the first option says where Enter goes. */
export const KeywordRedirect: Story = {
  parameters: { visual: OVERLAY_SHOT },
  play: async ({ canvasElement, globals }) => {
    const texts = storyTexts(globals);
    const term = keywordTermOf(texts.site);
    const target = keywordRedirectTarget(texts.site, term);
    if (!target) throw new Error(`${term} is not in the keyword table of ${texts.site}`);
    const search = await searchIn(canvasElement);
    await typeAndSettle(search, term);
    const [first] = search.view.getAllByRole('option');
    await expect(first).toHaveAttribute('part', 'redirect');
    await expect(first).toHaveTextContent(texts.t('search.goTo', { term }));
    await expect(first).toHaveTextContent(describeTarget(target));
    // The redirect offers the typed term itself: it is not suggested a second time.
    const terms = search.view.queryByRole('group', { name: texts.t('search.suggestions') });
    if (terms) {
      await expect(optionTexts(within(terms).getAllByRole('option'))).not.toContain(term);
    }
    await untilThumbnailsLoaded(search);
  },
};

/**
 * The list's last option, below the suggestions: all available results of the typed term, the
 * search page with only what is available (the spec's search-page address). ArrowUp from the
 * field reaches it first; Enter would submit it like a typed term.
 */
export const AllAvailableResults: Story = {
  parameters: { visual: OVERLAY_SHOT },
  play: async ({ canvasElement, globals }) => {
    const texts = storyTexts(globals);
    const term = popularSearchWord(texts.site);
    const search = await searchIn(canvasElement);
    await typeAndSettle(search, term);
    const options = search.view.getAllByRole('option');
    const last = options[options.length - 1]!;
    await expect(last).toHaveAttribute('part', 'all-results');
    await expect(last).toHaveTextContent(texts.t('search.allResults', { term }));
    await expect(last).toHaveAttribute(
      'href',
      `/search?query=${encodeURIComponent(term)}&filters=availability-available`,
    );
    await userEvent.keyboard('{ArrowUp}');
    await expect(search.input).toHaveAttribute('aria-activedescendant', last.id);
    await expect(search.input).toHaveValue(term);
    await untilThumbnailsLoaded(search);
  },
};

/**
 * Choosing the search page sends the cancelable `search-submit` with its address, then the
 * browser goes there (stood in for here).
 */
export const AllAvailableResultsChosen: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const texts = storyTexts(globals);
    const term = popularSearchWord(texts.site);
    const search = await searchIn(canvasElement);
    await typeAndSettle(search, term);
    await userEvent.keyboard('{ArrowUp}{Enter}');
    const href = `/search?query=${encodeURIComponent(term)}&filters=availability-available`;
    await expect(args.onSearchSubmit).toHaveBeenCalledOnce();
    await expect(args.onSearchSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ detail: { term, href, redirect: false }, cancelable: true }),
    );
    await expect(browserNavigation.assign).toHaveBeenCalledWith(href);
    await expect(search.input).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A term nothing matches: the list says so. */
export const NoSuggestions: Story = {
  parameters: { visual: OVERLAY_SHOT },
  play: async ({ canvasElement, globals }) => {
    const texts = storyTexts(globals);
    await expect(answerFor(texts.site, UNMATCHED_TERM)).toEqual({ searchTerms: [], products: [] });
    const search = await searchIn(canvasElement);
    await typeAndSettle(search, UNMATCHED_TERM);
    await expect(search.view.queryAllByRole('option')).toHaveLength(0);
    const message = search.root.querySelector('[part~="empty"]');
    await expect(message).toBeVisible();
    await expect(message).toHaveTextContent(texts.t('search.noSuggestions'));
    await waitFor(() =>
      expect(search.view.getByRole('status')).toHaveTextContent(texts.t('search.noSuggestions')),
    );
  },
};

/**
 * The service fails: the list stays closed while the field retries (the guide's "Suggestions"
 * says how often) and after the last try, and submitting still goes to the results. The story
 * checks what holds throughout, so it does not wait the retries out; the tries are counted in
 * the browser tests (test/browser/elements/shop-search.test.ts, on fake timers).
 */
export const FailedAfterRetries: Story = {
  parameters: {
    fakeBackend: {
      faults: [{ call: 'suggestions', kind: 'server-error', status: 503 }],
    } satisfies FakeBackendParameters,
  },
  play: async ({ canvasElement, args, globals }) => {
    const texts = storyTexts(globals);
    const term = popularSearchWord(texts.site);
    const search = await searchIn(canvasElement);
    await typeInto(search, term);
    await expect(search.input).toHaveAttribute('aria-busy', 'true');
    // Past the first failed answer and into the retries: still closed, nothing announced.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(search.input).toHaveAttribute('aria-expanded', 'false');
    await expect(search.panel).not.toBeVisible();
    // Nothing said: no text (Preact, decision 53, may leave an empty text node there).
    await expect(search.view.getByRole('status').textContent).toBe('');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearchSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ detail: { term, href: searchResults(term), redirect: false } }),
    );
    await expect(browserNavigation.assign).toHaveBeenCalledWith(searchResults(term));
  },
};

/** Inside an icon flyout: the list stays in the flow, 270 px wide (350 px from 1280 px). */
export const FlyoutPlacement: Story = {
  args: { placement: 'flyout' },
  parameters: { visual: { target: 'root', viewports: ['xl', 'xxl'] } },
  play: async ({ canvasElement, globals }) => {
    const texts = storyTexts(globals);
    const term = popularSearchWord(texts.site);
    const search = await searchIn(canvasElement);
    await typeAndSettle(search, term);
    await expectSuggestionsOf(search, texts, term);
    const box = search.root.querySelector<HTMLElement>('[data-placement="flyout"]')!;
    const room = search.host.getBoundingClientRect().width;
    await expect(box.getBoundingClientRect().width).toBe(
      Math.min(room, window.innerWidth >= 1280 ? 350 : 270),
    );
    // In the flow: the list pushes what follows down instead of lying over it.
    await expect(getComputedStyle(search.panel).position).toBe('static');
    await expect(search.host.getBoundingClientRect().bottom).toBeGreaterThanOrEqual(
      search.panel.getBoundingClientRect().bottom,
    );
    await untilThumbnailsLoaded(search);
  },
};

/** On a phone the field and the list take the whole width. */
export const PhoneOverlay: Story = {
  globals: { viewport: { value: 'xs' } },
  parameters: { visual: { ...OVERLAY_SHOT, viewports: ['xs'] } },
  play: async ({ canvasElement, globals }) => {
    const texts = storyTexts(globals);
    const term = popularSearchWord(texts.site);
    const search = await searchIn(canvasElement);
    await typeAndSettle(search, term);
    await expectSuggestionsOf(search, texts, term);
    const width = search.host.getBoundingClientRect().width;
    await expect(width).toBe(search.host.parentElement!.getBoundingClientRect().width);
    await expect(search.panel.getBoundingClientRect().width).toBe(width);
    await untilThumbnailsLoaded(search);
  },
};

/**
 * APG combobox keys: ArrowDown and ArrowUp walk the options with wraparound and fill the field
 * (focus stays in it, `aria-activedescendant` moves); Escape closes the list and keeps the
 * typed term, a second Escape clears the field.
 */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, globals }) => {
    const texts = storyTexts(globals);
    const term = popularSearchWord(texts.site);
    const search = await searchIn(canvasElement);
    const { input, view, root } = search;
    await typeAndSettle(search, term);
    const options = view.getAllByRole('option');
    const first = options[0]!;
    const last = options[options.length - 1]!;
    const expectActive = async (option: HTMLElement) => {
      await expect(input).toHaveAttribute('aria-activedescendant', option.id);
      await expect(option).toHaveAttribute('aria-selected', 'true');
      // The search page (the last option) searches the typed term: the field keeps it.
      const shown = option.getAttribute('part') === 'all-results' ? term : option.textContent;
      await expect(input).toHaveValue(shown?.trim());
      await expect(root.activeElement).toBe(input);
    };
    await userEvent.keyboard('{ArrowDown}');
    await expectActive(first);
    // From the first option ArrowUp wraps to the last, and ArrowDown back to the first.
    await userEvent.keyboard('{ArrowUp}');
    await expectActive(last);
    await expect(first).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{ArrowDown}');
    await expectActive(first);
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).not.toHaveAttribute('aria-activedescendant');
    await expect(input).toHaveValue(term);
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(root.activeElement).toBe(input);
  },
};

/**
 * Enter submits what is typed: the cancelable `search-submit` event says the term and the
 * results address, then the browser goes there (stood in for here).
 */
export const SubmitGoesToResults: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const texts = storyTexts(globals);
    const term = popularSearchWord(texts.site);
    const search = await searchIn(canvasElement);
    await typeAndSettle(search, term);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearchSubmit).toHaveBeenCalledOnce();
    await expect(args.onSearchSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        detail: { term, href: searchResults(term), redirect: false },
        cancelable: true,
      }),
    );
    await expect(browserNavigation.assign).toHaveBeenCalledWith(searchResults(term));
    await expect(search.input).toHaveAttribute('aria-expanded', 'false');
    await expect(search.input).toHaveValue(term);
  },
};
