import type { ElementDefinition } from '../../element-kit/definition/element-definition';

export const shopMainNavDefinition = {
  tag: 'shop-main-nav',
  componentName: 'ShopMainNav',
  summary: 'The navigation bar with theme-world and category flyouts.',
  status: 'stable',
  serverRendered: true,
  description:
    'The main navigation (WAI-ARIA APG "disclosure navigation" with top-level links): the theme worlds first, then one item per navigation node, each a real link to its page. A mouse or pen resting on an item for 300 ms opens its flyout; a click on the link with a mouse or pen, and Enter on it, go to its page at once, flyout open, waiting or closed; on a touch screen the first tap on the link opens the flyout and the second follows the link. Beside each link a button (`aria-expanded`, named after the item) opens and closes the flyout from the keyboard or any pointer, Tab moves into it, Escape closes it and returns focus to the button, and focus leaving the navigation closes it. One flyout is open per page: opening another, here or in the header, closes it, and so does a click outside. Under 980 px (layout mode MATCH) a menu button opens the navigation as a drawer (a modal dialog), which opens as one of the page’s flyouts: it closes the open one and collapses the top banner’s legal text. ' +
    'The theme-world flyout shows the sections scout, new, more and last chance (only those with worlds), each world with its picture, badges, availability and end date. A category flyout is a drill-down list of the node’s children with its teaser beside it; the node of `current-path` is preselected and marked `aria-current="page"`. ' +
    'The bar is one row at every width, so it is as high on every site: the items that do not fit move, from the last, into a “more” item at the bar’s end, a disclosure button like the others (hover, tap, Enter or Space) whose flyout lists them as links, the current page marked `aria-current="page"`. The bar and its items are measured with a `ResizeObserver` and the items move before the browser paints, so nothing is seen cut off or shifting; the theme worlds always stay. ' +
    'Navigation and theme worlds are loaded once per page (the header reads the same); a failed call is only logged and the bar shows what the other gave. The flyouts’ code loads when an item is first about to open.',
  attributes: [
    {
      name: 'current-path',
      type: 'string',
      description:
        'The path of the page the shopper is on (such as `/c/kaffee/bohnen`): its node is preselected and marked as the current page. Default: `location.pathname`.',
    },
    {
      name: 'sticky',
      type: 'boolean',
      description:
        'The bar sits in a sticky header (`<shop-header>` sets it): an open flyout locks the page behind it, and the page scrolls back to where it was when the flyout closes (header-and-cart §4).',
    },
  ],
  events: [
    {
      name: 'flyout-closed',
      detailType: '{ id: string }',
      description:
        'One of the navigation’s flyouts closed (a bar item’s, the theme worlds’, the “more” item’s, or the drawer on phones): bubbling and composed from the element, `detail.id` the flyout’s id. The same event goes out on `window` for every flyout of the page.',
    },
  ],
  slots: [
    {
      name: 'drawer-start',
      description:
        'What the drawer shows above its first level on phones (layout mode MATCH), with a line below it; nothing when the slot is empty. `<shop-header>` puts its greeting here, which has no room in a phone’s header row.',
    },
  ],
  parts: [
    { name: 'bar', description: 'The list of top-level items.' },
    { name: 'item', description: 'One top-level item (its link and its flyout button).' },
    {
      name: 'more',
      description:
        'The “more” item at the end of the bar, listing the items that do not fit (hidden when all fit).',
    },
    { name: 'flyout', description: 'An open flyout’s panel.' },
  ],
  cssProperties: [
    {
      name: '--shop-main-nav-flyout-max-height',
      default: '70vh',
      description: 'The tallest a flyout grows before it scrolls.',
    },
  ],
  // The menu button's row below the header's tablet width, the bar from there.
  reservedHeight: { layout: 'header', heights: { MATCH: '44px', TABLET: '48px', CLASSIC: '48px' } },
} as const satisfies ElementDefinition;
