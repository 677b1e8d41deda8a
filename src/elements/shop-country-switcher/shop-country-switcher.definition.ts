import type { ElementDefinition } from '../../element-kit/element-definition';

export const shopCountrySwitcherDefinition = {
  tag: 'shop-country-switcher',
  componentName: 'ShopCountrySwitcher',
  summary: 'The nine country sites, the current one marked.',
  description:
    'A disclosure (WAI-ARIA APG "disclosure navigation"): a button showing the current country’s flag and name opens a list of links to the nine country sites, each with its flag (from `/service/footer-images/logos/{file}`) and its name in the site’s language, in the spec’s order; the current site is marked with `aria-current="true"` and a check mark. Links were chosen over a select so each entry is a real link (a modified click or the context menu opens it in a new tab) and needs no extra confirm button; Enter or Space on the button opens the list, Tab moves through the links, Escape closes the list and returns focus to the button. ' +
    'Choosing a country fires the cancelable `country-select` event; unless it is cancelled the browser goes to that country’s address (`location.assign`). The addresses live in one table, `src/elements/shop-country-switcher/country-sites.ts`. ' +
    'On the shop’s apps (the `Hunter-Platform` cookie says `smartphone` or `tablet`) the switcher renders nothing.',
  attributes: [],
  events: [
    {
      name: 'country-select',
      detailType: '{ site: SiteCode; href: string }',
      cancelable: true,
      description:
        'The shopper chose a country. The browser then goes to `detail.href`; cancel the event to stay on the page (a single-page app can route itself).',
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
  reservedHeight: '0',
} as const satisfies ElementDefinition;
