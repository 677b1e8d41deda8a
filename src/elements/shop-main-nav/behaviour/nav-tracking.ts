import { trackGa, type TrackedLink } from '../../../services/ga-events';

export type LinkEvent =
  'navigationLinkClicked' | 'navigationTeaserClicked' | 'navigationThemeWorldClicked';

/**
 * Reports a click on one of the navigation's links, once the element's own handlers have run: a
 * click they prevented (the first tap that opens a flyout) leads nowhere and is not reported.
 */
export function trackFollowedLink(
  event: { defaultPrevented: boolean },
  name: LinkEvent,
  link: TrackedLink,
): void {
  if (!event.defaultPrevented) trackGa(name, link);
}
