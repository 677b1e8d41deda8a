/**
 * The catalogue of the tag manager's `ga_event` pushes (header-and-cart §7): for each shopper
 * action, its category, action and label, written once. The spec names only the fields, so the
 * texts are chosen here, in English, for the shop's analysts (shoppers never see them). A label
 * that carries data is a function of that data. The docs page "Developers/Tag-manager pushes" shows
 * the same catalogue; `test/unit/services/ga-events.test.ts` fails when the two differ.
 */
import { trackGaEvent } from './tracking';

/** A link as the navigation knows it. */
export interface TrackedLink {
  title: string;
  href: string;
}

const link = ({ title, href }: TrackedLink) => `${title} (${href})`;
const nothing = () => '';

/** One push: its category, action and label, and whether the shopper did anything. */
export interface GaEventEntry {
  category: string;
  action: string;
  /** `never`: every entry's label takes its own data, or none. */
  label: (data: never) => string;
  nonInteraction: boolean;
}

export const GA_EVENTS = {
  navigationLinkClicked: {
    category: 'navigation',
    action: 'link click',
    label: link,
    nonInteraction: false,
  },
  navigationTeaserClicked: {
    category: 'navigation',
    action: 'teaser click',
    label: link,
    nonInteraction: false,
  },
  navigationThemeWorldClicked: {
    category: 'navigation',
    action: 'theme world click',
    label: link,
    nonInteraction: false,
  },
  navigationFlyoutOpened: {
    category: 'navigation',
    action: 'flyout open',
    label: (title: string) => title,
    nonInteraction: false,
  },
  searchSubmitted: {
    category: 'search',
    action: 'submit',
    label: (term: string) => term,
    nonInteraction: false,
  },
  searchKeywordRedirected: {
    category: 'search',
    action: 'keyword redirect',
    label: ({ term, href }: { term: string; href: string }) => `${term} (${href})`,
    nonInteraction: false,
  },
  searchSuggestionSelected: {
    category: 'search',
    action: 'suggestion select',
    label: (term: string) => term,
    nonInteraction: false,
  },
  searchProductSelected: {
    category: 'search',
    action: 'product select',
    label: (productId: string) => productId,
    nonInteraction: false,
  },
  cartQuantityChanged: {
    category: 'mini cart',
    action: 'quantity change',
    label: ({ target, quantity }: { target: string; quantity: number }) => `${target}=${quantity}`,
    nonInteraction: false,
  },
  cartItemRemoved: {
    category: 'mini cart',
    action: 'remove',
    label: (target: string) => target,
    nonInteraction: false,
  },
  cartItemRestored: {
    category: 'mini cart',
    action: 'restore',
    label: (target: string) => target,
    nonInteraction: false,
  },
  countryChosen: {
    category: 'country switcher',
    action: 'country select',
    label: (site: string) => site,
    nonInteraction: false,
  },
  appBannerClosed: {
    category: 'app banner',
    action: 'close',
    label: (platform: string) => platform,
    nonInteraction: false,
  },
  appBannerFollowed: {
    category: 'app banner',
    action: 'store link click',
    label: (platform: string) => platform,
    nonInteraction: false,
  },
  newsletterSignUpSent: {
    category: 'newsletter',
    action: 'sign-up submit',
    label: ({ origin, originAddition }: { origin: string; originAddition: string }) =>
      `${origin}_${originAddition}`,
    nonInteraction: false,
  },
  headerBecameSticky: {
    category: 'header',
    action: 'sticky show',
    label: nothing,
    nonInteraction: true,
  },
} as const satisfies Record<string, GaEventEntry>;

export type GaEventName = keyof typeof GA_EVENTS;

/** What the label of `name` is made of (nothing for a fixed label). */
export type GaEventData<K extends GaEventName> = Parameters<(typeof GA_EVENTS)[K]['label']>;

/**
 * Pushes the catalogue's `name` with the label made of `data`. Never throws: a `dataLayer` that
 * refuses the push is reported once (`pushTrackingEntry`), and the action it reports goes on.
 */
export function trackGa<K extends GaEventName>(name: K, ...data: GaEventData<K>): void {
  const { category, action, label, nonInteraction } = GA_EVENTS[name];
  trackGaEvent({
    category,
    action,
    label: (label as (...args: GaEventData<K>) => string)(...data),
    nonInteraction,
  });
}
