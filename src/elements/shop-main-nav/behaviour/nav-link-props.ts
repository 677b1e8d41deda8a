import type { MouseEvent, PointerEvent } from 'react';
import type { TrackedLink } from '../../../services/ga-events';
import { trackFollowedLink, type LinkEvent } from './nav-tracking';

export interface NavLinkOptions {
  /** `_blank` opens a new tab (without giving it this page). */
  target?: '_self' | '_blank';
  /** The link is the current page. */
  current?: boolean;
  /** The flyout's link rule (the first tap opens it): runs before the click is reported. */
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
}

/**
 * The props of one of the navigation's links: its address, its tab, whether it is the current
 * page, and the report of a click that follows it (`event` names it).
 */
export function navLinkProps(link: TrackedLink, event: LinkEvent, options: NavLinkOptions = {}) {
  const { target, current = false, onClick, onPointerDown } = options;
  return {
    href: link.href,
    target: target === '_blank' ? '_blank' : undefined,
    rel: target === '_blank' ? 'noopener' : undefined,
    'aria-current': current ? ('page' as const) : undefined,
    onPointerDown,
    onClick: (click: MouseEvent<HTMLElement>) => {
      onClick?.(click);
      trackFollowedLink(click, event, link);
    },
  };
}
