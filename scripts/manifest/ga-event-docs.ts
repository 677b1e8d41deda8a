import { GA_EVENTS, type GaEventEntry } from '../../src/services/ga-events';

/**
 * The element whose shoppers' actions push each category (the header pushes those of the
 * navigation, search and app banner it contains, as the elements themselves do). The manifest
 * and the docs list each element's pushes from this.
 */
export const GA_EVENT_ELEMENTS: Readonly<Record<GaEventEntry['category'], string>> = {
  navigation: 'shop-main-nav',
  search: 'shop-search',
  'mini cart': 'shop-mini-cart',
  'country switcher': 'shop-country-switcher',
  'app banner': 'shop-app-banner',
  newsletter: 'shop-newsletter-form',
  header: 'shop-header',
};

/** How an element's pushes read in its docs ('' for an element that pushes none). */
export function gaEventsText(tag: string): string {
  const actions = Object.values(GA_EVENTS as Record<string, GaEventEntry>)
    .filter(({ category }) => GA_EVENT_ELEMENTS[category] === tag)
    .map(({ category, action }) => `\`${category}\` / \`${action}\``);
  return actions.length === 0
    ? ''
    : `It pushes the tag manager's \`ga_event\` (category / action) for ${actions.join(', ')}; the labels are on the docs page "Developers/Tag-manager pushes".`;
}
