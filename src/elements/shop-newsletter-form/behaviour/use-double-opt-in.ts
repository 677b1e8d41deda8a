import { useEffect, useState } from 'react';
import type { SiteCode } from '../../../sites/sites';
import { isPathSegment } from '../../../services/http/service-path';
import { confirmSubscription, type DoiOutcome } from '../newsletter-service';
import type { NewsletterConfirmedDetail } from '../shop-newsletter-form.definition';

const INVALID_LINK: DoiOutcome = { state: 'invalid' };

export interface DoubleOptIn {
  /** No token: undefined; while the calls run: 'loading'; then their outcome. */
  state: DoiOutcome | 'loading' | undefined;
  /** The link-invalid message shows (the page's `doi-error`, or an invalid token). */
  showInvalidLink: boolean;
  /** The shopper focused the e-mail address: the link-invalid message goes. */
  dismissInvalidLink(): void;
}

/**
 * Double opt-in (§4.1): with a token, reads the subscriber and confirms the address; tells the
 * page once it is confirmed.
 */
export function useDoubleOptIn({
  token,
  pageSaysInvalid,
  site,
  onConfirmed,
}: {
  token: string;
  pageSaysInvalid: boolean;
  site: SiteCode;
  onConfirmed?: (detail: NewsletterConfirmedDetail) => void;
}): DoubleOptIn {
  const [answer, setAnswer] = useState<{ token: string; outcome: DoiOutcome }>();
  const [dismissed, setDismissed] = useState(false);
  const [previousPageSaysInvalid, setPreviousPageSaysInvalid] = useState(pageSaysInvalid);

  // The page flags the link-invalid message again: it shows again until the next focus.
  if (previousPageSaysInvalid !== pageSaysInvalid) {
    setPreviousPageSaysInvalid(pageSaysInvalid);
    setDismissed(false);
  }

  useEffect(() => {
    if (!token) return;
    if (!isPathSegment(token)) {
      // The token becomes a segment of the service's path, where "." and ".." would leave it.
      console.error(
        `<shop-newsletter-form>: doi-token=${JSON.stringify(token)} is not a token ("." and ".." are refused); the link-invalid message shows and nothing is asked.`,
      );
      return;
    }
    const controller = new AbortController();
    void confirmSubscription(token, site, controller.signal).then((outcome) => {
      if (controller.signal.aborted) return;
      setAnswer({ token, outcome });
      if (outcome.state === 'confirmed') onConfirmed?.({ email: outcome.email });
    });
    return () => controller.abort();
    // The event callback is not a reason to confirm again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, site]);

  const state = !token
    ? undefined
    : !isPathSegment(token)
      ? INVALID_LINK
      : answer?.token === token
        ? answer.outcome
        : 'loading';
  const invalid = state !== undefined && state !== 'loading' && state.state === 'invalid';
  return {
    state,
    showInvalidLink: (pageSaysInvalid || invalid) && !dismissed,
    dismissInvalidLink: () => setDismissed(true),
  };
}
