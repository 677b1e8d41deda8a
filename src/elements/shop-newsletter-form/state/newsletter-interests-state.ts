/**
 * The interests a subscriber may choose once the double opt-in is confirmed, framework-free and
 * without the DOM: the chosen categories, the save and its result. `useNewsletterInterests`
 * connects it to the page; the view renders its snapshot.
 *
 * Spec newsletter-footer §3.1 (the interest categories), §7 (PUT …/newsletter-subscribers/
 * {subscriberToken}), §8 (any failure: the generic error).
 */
import { createStore, type Store } from '../../../page-runtime/store';
import { INTEREST_CATEGORIES, type InterestCategory } from '../../../services/wire/newsletter';
import type { SiteCode } from '../../../sites/sites';
import { saveInterests, type InterestsResult } from '../newsletter-service';

export interface NewsletterInterestsSnapshot {
  /** The ticked categories, in the spec's order. */
  chosen: readonly InterestCategory[];
  saving: boolean;
  /** The last save's result; a new save clears it. */
  result?: InterestsResult;
  /** Counts successful saves, so the view brings each confirmation into focus once. */
  savedCount: number;
}

/** What the page decides: the double opt-in link's token and the site. */
export interface NewsletterInterestsSetup {
  token: string;
  site: SiteCode;
}

/** The call the store makes; tests give their own. */
export interface NewsletterInterestsServices {
  saveInterests: typeof saveInterests;
}

const SHOP_SERVICES: NewsletterInterestsServices = { saveInterests };

export interface NewsletterInterests extends Store<NewsletterInterestsSnapshot> {
  configure(setup: NewsletterInterestsSetup): void;
  /** Starts the store's life; the returned function ends it and abandons a save on its way. */
  connect(): () => void;
  choose(category: InterestCategory, chosen: boolean): void;
  /** Sends the whole choice; an empty one is a choice too (none). */
  save(): Promise<void>;
}

const INITIAL: NewsletterInterestsSnapshot = { chosen: [], saving: false, savedCount: 0 };

export function createNewsletterInterests(
  initialSetup: NewsletterInterestsSetup,
  services: NewsletterInterestsServices = SHOP_SERVICES,
): NewsletterInterests {
  const store = createStore<NewsletterInterestsSnapshot>(INITIAL);
  let setup = initialSetup;
  let running: AbortController | undefined;

  const patch = (changes: Partial<NewsletterInterestsSnapshot>) =>
    store.set((current) => ({ ...current, ...changes }));

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    configure(next) {
      setup = next;
    },
    connect() {
      return () => {
        running?.abort();
        running = undefined;
      };
    },
    choose(category, chosen) {
      // While the choice is on its way, it stays as sent (the view disables the boxes too).
      if (store.getSnapshot().saving) return;
      store.set((current) => {
        if (current.chosen.includes(category) === chosen) return current;
        const next = new Set(current.chosen);
        if (chosen) next.add(category);
        else next.delete(category);
        return {
          ...current,
          chosen: INTEREST_CATEGORIES.filter((entry) => next.has(entry)),
        };
      });
    },
    async save() {
      if (store.getSnapshot().saving) return;
      const controller = new AbortController();
      running = controller;
      patch({ saving: true, result: undefined });
      const { token, site } = setup;
      const result = await services.saveInterests(
        token,
        store.getSnapshot().chosen,
        site,
        controller.signal,
      );
      if (controller.signal.aborted) {
        patch({ saving: false });
        return;
      }
      running = undefined;
      // §8: a failure keeps the choice, so the subscriber can send it again.
      store.set((current) => ({
        ...current,
        saving: false,
        result,
        savedCount: current.savedCount + (result === 'SAVED' ? 1 : 0),
      }));
    },
  };
}
