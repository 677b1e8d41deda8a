import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useStore } from '../../../page-runtime/use-store';
import type { SiteCode } from '../../../sites/sites';
import {
  createNewsletterInterests,
  type NewsletterInterests,
  type NewsletterInterestsSnapshot,
} from '../state/newsletter-interests-state';

export interface NewsletterInterestsBehaviour {
  interests: NewsletterInterests;
  snapshot: NewsletterInterestsSnapshot;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
}

/**
 * Connects the interests store to the page: it lives while the confirmed view shows, and each
 * confirmation of a save takes focus, as the form it replaces had it (the sign-up's success
 * message does the same).
 */
export function useNewsletterInterests({
  token,
  site,
  saved,
}: {
  token: string;
  site: SiteCode;
  saved: RefObject<HTMLDivElement | null>;
}): NewsletterInterestsBehaviour {
  const [interests] = useState(() => createNewsletterInterests({ token, site }));
  useEffect(() => interests.configure({ token, site }), [interests, token, site]);
  useEffect(() => interests.connect(), [interests]);
  const snapshot = useStore(interests);

  const { savedCount } = snapshot;
  const handledSaves = useRef(0);
  useEffect(() => {
    if (savedCount === handledSaves.current) return;
    handledSaves.current = savedCount;
    saved.current?.focus({ preventScroll: true });
  }, [savedCount, saved]);

  return {
    interests,
    snapshot,
    onSubmit: (event) => {
      event.preventDefault();
      void interests.save();
    },
  };
}
