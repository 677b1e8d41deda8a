import type { ElementDefinition } from '../../element-kit/definition/element-definition';

export const shopCountrySwitcherDefinition = {
  tag: 'shop-country-switcher',
  componentName: 'ShopCountrySwitcher',
  summary: 'The nine country sites, the current one marked.',
  status: 'stable',
  serverRendered: true,
  description:
    'A disclosure (WAI-ARIA APG "disclosure navigation"): a button showing the current country’s flag and name opens a list of links to the nine country sites, each with its flag (from `/service/footer-images/logos/{file}`) and its name in the site’s language, in the spec’s order; the current site is marked with `aria-current="true"` and a check mark. Links were chosen over a select so each entry is a real link (a modified click or the context menu opens it in a new tab) and needs no extra confirm button; Enter or Space on the button opens the list, Tab moves through the links, Escape closes the list and returns focus to the button. ' +
    'Choosing a country fires the cancelable `country-select` event; unless it is cancelled the browser goes to that country’s address (`location.assign`). ' +
    'The addresses are the shop’s: the page gives them once in its configuration block (`<script type="application/json" id="shop-elements-config">{"countryUrls": {"DE": "https://www.shop.de/", …}}</script>`, see the docs/editors/02-page-configuration.mdx), and `country-urls` overrides them per element. A country with no address keeps its entry, but choosing it only sends `country-select` (with an empty `href`) and nothing is visited; the console says once which addresses the page lacks. ' +
    'On the shop’s apps (the `Hunter-Platform` cookie says `smartphone` or `tablet`) the switcher renders nothing.',
  attributes: [
    {
      name: 'country-urls',
      type: 'json',
      valueType: 'Partial<Record<SiteCode, string>>',
      default: {},
      description:
        'JSON object of country addresses by site code, e.g. `{"PL": "https://www.shop.pl/", "CH_FR": "https://www.shop.ch/fr/"}`: each overrides the page configuration’s `countryUrls` for that country. Addresses must be http, https or relative; an unknown site code or another address logs a console error and is left out.',
    },
  ],
  events: [
    {
      name: 'country-select',
      detailType: '{ site: SiteCode; href: string }',
      cancelable: true,
      description:
        'The shopper chose a country. The browser then goes to `detail.href`; cancel the event to stay on the page (a single-page app can route itself). `detail.href` is empty when neither `country-urls` nor the page configuration gives that country an address; the browser then stays.',
    },
  ],
  slots: [],
  parts: [
    { name: 'label', description: 'The "choose country" label above the button.' },
    { name: 'toggle', description: 'The button that opens and closes the list.' },
    { name: 'list', description: 'The list of countries.' },
    { name: 'country', description: 'The link of one country.' },
  ],
  cssProperties: [
    {
      name: '--shop-country-switcher-columns',
      default: '3',
      description: 'Columns of the open list on wide screens (one column on phones).',
    },
  ],
  // Its closed button, at every width: it renders at once, with no call to wait for.
  reservedHeight: '40px',
} as const satisfies ElementDefinition;
