/**
 * What the newsletter form reports after a submission (newsletter-footer §4.1, §7), besides the
 * shared `sign_up` event (`trackNewsletterSignUp` in `src/services/tracking.ts`).
 *
 * **Single-page-app mode.** The spec says only that "the submit flow marks single-page-app mode
 * when the page is one". Chosen: a page declares itself a single-page app with
 * `<html data-shop-spa>` (like `data-shop-site` and `data-shop-platform`); an element cannot tell
 * reliably from the outside whether the History API is driven by an app router. The submit flow
 * reads the flag when it runs, so an app may set it at any time, and marks it as `spa: true` in
 * the `newsletter_submission` entry below, the "further tracking routine" of §7 that runs after
 * each submission with client, origin and originAddition. A page's tag manager can then count
 * the sign-up as a virtual page view instead of waiting for a page load.
 */
import { pushTrackingEntry } from '../../services/tracking';
import type { SiteCode } from '../../sites/sites';
import type { SubmissionResult } from './newsletter-service';
import { isBrowser } from '../../page-runtime/environment';

/** The tracking client the submissions report as (§3.1 "a tracking client"). */
export const TRACKING_CLIENT = 'shop-elements';

/** True when the page declares itself a single-page app: `<html data-shop-spa>`. */
export function isSinglePageApp(
  root: HTMLElement | undefined = isBrowser() ? document.documentElement : undefined,
): boolean {
  const value = root?.dataset.shopSpa;
  return value !== undefined && value !== 'false';
}

export interface SubmissionEntry {
  event: 'newsletter_submission';
  client: string;
  origin: string;
  originAddition: string;
  site: SiteCode;
  result: SubmissionResult;
  spa: boolean;
}

/** Pushes the submission entry to the tag manager's `dataLayer`. */
export function trackNewsletterSubmission(
  entry: Omit<SubmissionEntry, 'event' | 'client' | 'spa'>,
): SubmissionEntry {
  return pushTrackingEntry<SubmissionEntry>({
    event: 'newsletter_submission',
    client: TRACKING_CLIENT,
    ...entry,
    spa: isSinglePageApp(),
  });
}
