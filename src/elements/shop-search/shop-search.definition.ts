import type {
  ElementDefinition,
  ElementEventDetails,
} from '../../element-kit/definition/element-definition';

export const SEARCH_PLACEMENTS = ['overlay', 'flyout'] as const;

export const shopSearchDefinition = {
  tag: 'shop-search',
  componentName: 'ShopSearch',
  summary: 'The search field with suggestions and keyword redirects.',
  status: 'stable',
  serverRendered: true,
  description:
    'A search field (WAI-ARIA APG combobox with a listbox popup). From two typed characters it shows popular search terms and up to five product tiles from the search service, the typed letters in bold; answers are cached per page, so every distinct term is asked once, and a failed call is retried four times, 2 s apart, before the list closes quietly. When the typed term is in the site’s keyword table, the first suggestion says where Enter will go ("go to …" with its address). Below the suggestions, as the list’s last option, "all available results for …" leads to the search page that shows only what is available, `/search?query={term}&filters=availability-available` (the spec’s search-page address). ArrowDown and ArrowUp walk the suggestions with wraparound and fill the field; Enter or a click chooses; Escape closes the list and keeps the term, a second Escape clears it. ' +
    'Submitting cuts the term to 200 characters, removes the spaces from a term of only digits and spaces (an article number), goes to the keyword table’s address when the term matches it exactly (ignoring case and surrounding spaces) and otherwise to `/search?query={term}`; an empty submit only focuses the field. The cancelable `search-submit` event comes first. ' +
    'The field is 170 px wide and 408 px while focused from 768 px of screen width; its placeholder is one word that fits 170 px ("Suchen") and, while the field is focused, the longer hint ("Wonach suchen Sie?"); the accessible name stays "Suche"; the list lies over the page, 550 px wide, full width on phones. Inside the header’s icon flyout use `placement="flyout"`: the list stays in the flow, 270 px wide (350 px from 1280 px).',
  attributes: [
    {
      name: 'placement',
      type: 'enum',
      values: SEARCH_PLACEMENTS,
      default: 'overlay',
      description:
        '`overlay`: the list lies over the page below the field (550 px; full width on phones). `flyout`: the field sits in an icon flyout and the list stays in its flow (270 px, 350 px from 1280 px).',
    },
  ],
  events: [
    {
      name: 'search-submit',
      detailType: '{ term: string; href: string; redirect: boolean }',
      cancelable: true,
      description:
        'A search is submitted: `term` as it is sent (cut, article numbers without spaces), `href` where the browser goes next (`redirect` is true for a keyword table’s address). Cancel it to stay on the page (a single-page app can route itself). Choosing "all available results" sends it too, with the search page’s address (`…&filters=availability-available`, `redirect` false). Choosing a product tile follows its link instead.',
    },
  ],
  slots: [],
  parts: [
    { name: 'form', description: 'The form around the field and its buttons (`role="search"`).' },
    { name: 'input', description: 'The text field (`role="combobox"`).' },
    { name: 'clear', description: 'The button that clears the field; only while it holds text.' },
    { name: 'submit', description: 'The search button.' },
    { name: 'panel', description: 'The suggestion list’s box.' },
    { name: 'redirect', description: 'The "go to …" suggestion of a keyword table match.' },
    { name: 'term', description: 'One suggested search term.' },
    { name: 'product', description: 'One product tile (a link to the product).' },
    {
      name: 'all-results',
      description:
        'The list’s last option, "all available results for …": a link to the search page with only what is available.',
    },
    { name: 'empty', description: 'The "no suggestions" message.' },
  ],
  cssProperties: [
    {
      name: '--shop-search-width',
      default: '170px',
      description: 'Width of the field from 768 px of screen width.',
    },
    {
      name: '--shop-search-width-focus',
      default: '408px',
      description: 'Width of the field while it is focused or its list is open.',
    },
    {
      name: '--shop-search-panel-width',
      default: '550px',
      description: 'Width of the list with `placement="overlay"` from 768 px.',
    },
    {
      name: '--shop-search-flyout-width',
      default: '270px, 350px from 1280 px',
      description: 'Width of the element with `placement="flyout"`.',
    },
    {
      name: '--shop-search-background',
      default: 'var(--shop-color-surface)',
      description: 'Background of the field.',
    },
  ],
  reservedHeight: '46px',
} as const satisfies ElementDefinition;

/** The `search-submit` event's detail, as the definition above declares it. */
export type SearchSubmitDetail = ElementEventDetails['shop-search']['search-submit'];
