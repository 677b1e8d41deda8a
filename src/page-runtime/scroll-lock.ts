import { pageSingleton } from './page-singleton';

/** The inline styles the lock overwrites, as they were before, to put back on release. */
interface SavedStyles {
  rootOverflow: string;
  bodyPosition: string;
  bodyTop: string;
  bodyLeft: string;
  bodyRight: string;
  bodyOverflow: string;
  /** Each axis, for a page that set one alone (`overflow-x: hidden`): the shorthand is empty. */
  bodyOverflowX: string;
  bodyOverflowY: string;
  bodyPaddingRight: string;
}

interface ScrollLockState {
  holders: number;
  scrollX: number;
  scrollY: number;
  saved: SavedStyles | undefined;
}

/** Every bundle copy on the page counts the same holders. */
const lockState = () =>
  pageSingleton<ScrollLockState>('scroll-lock', () => ({
    holders: 0,
    scrollX: 0,
    scrollY: 0,
    saved: undefined,
  }));

/**
 * The width the vertical scrollbar takes now, which the locked page loses; none when the page
 * keeps a gutter for it anyway (`scrollbar-gutter: stable`).
 */
function scrollbarWidth(root: HTMLElement): number {
  const gutter = getComputedStyle(root).scrollbarGutter;
  if (gutter?.includes('stable')) return 0;
  return Math.max(0, window.innerWidth - root.clientWidth);
}

function engage(state: ScrollLockState): void {
  const root = document.documentElement;
  const { body } = document;
  const gap = scrollbarWidth(root);
  const bodyPaddingRight = parseFloat(getComputedStyle(body).paddingRight) || 0;
  state.scrollX = window.scrollX;
  state.scrollY = window.scrollY;
  state.saved = {
    rootOverflow: root.style.overflow,
    bodyPosition: body.style.position,
    bodyTop: body.style.top,
    bodyLeft: body.style.left,
    bodyRight: body.style.right,
    bodyOverflow: body.style.overflow,
    bodyOverflowX: body.style.overflowX,
    bodyOverflowY: body.style.overflowY,
    bodyPaddingRight: body.style.paddingRight,
  };
  // `overflow: hidden` alone stops scrolling on desktops but not on iOS Safari, which scrolls
  // the page behind anyway; only a fixed body stops it there. Fixing the body would jump to
  // the top, so it is shifted up by the scroll position to stay where it was.
  root.style.overflow = 'hidden';
  body.style.position = 'fixed';
  body.style.top = `-${state.scrollY}px`;
  body.style.left = '0';
  body.style.right = '0';
  // The root's overflow is what locks. With the root's no longer `visible`, the body's own is
  // not passed on to the viewport but clips the body's box: any value but `visible` (the page's
  // `overflow-x: hidden` too) would cut a flyout off at the body's end on a short page.
  body.style.overflow = 'visible';
  // The scrollbar disappears; padding in its place keeps the page from shifting sideways.
  if (gap > 0) body.style.paddingRight = `${bodyPaddingRight + gap}px`;
}

function release(state: ScrollLockState): void {
  const { saved } = state;
  state.saved = undefined;
  if (!saved) return;
  const root = document.documentElement;
  const { body } = document;
  root.style.overflow = saved.rootOverflow;
  body.style.position = saved.bodyPosition;
  body.style.top = saved.bodyTop;
  body.style.left = saved.bodyLeft;
  body.style.right = saved.bodyRight;
  body.style.overflow = saved.bodyOverflow;
  if (!saved.bodyOverflow) {
    body.style.overflowX = saved.bodyOverflowX;
    body.style.overflowY = saved.bodyOverflowY;
  }
  body.style.paddingRight = saved.bodyPaddingRight;
  // Back to where the page was, at once: a page with `scroll-behavior: smooth` would
  // otherwise glide there from the top.
  const behaviour = root.style.scrollBehavior;
  root.style.scrollBehavior = 'auto';
  window.scrollTo(state.scrollX, state.scrollY);
  root.style.scrollBehavior = behaviour;
}

/**
 * Locks page scrolling until the returned release is called. Locks nest (a modal over an open
 * flyout): the first holder locks, and the page scrolls again, at the position it had, only
 * when the last holder has released. Calling a release twice releases once.
 */
export function lockPageScroll(): () => void {
  const state = lockState();
  if (state.holders === 0) engage(state);
  state.holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    state.holders -= 1;
    if (state.holders === 0) release(state);
  };
}

export function isPageScrollLocked(): boolean {
  return lockState().holders > 0;
}
