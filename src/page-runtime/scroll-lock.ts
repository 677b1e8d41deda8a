import { pageSingleton } from './page-singleton';

interface ScrollLock {
  holders: number;
  scrollY: number;
  /** The inline styles the lock replaced, put back when the last holder lets go. */
  previous: {
    htmlOverflow: string;
    bodyPosition: string;
    bodyTop: string;
    bodyWidth: string;
    bodyPaddingRight: string;
  };
}

const lock = () =>
  pageSingleton<ScrollLock>('scroll-lock', () => ({
    holders: 0,
    scrollY: 0,
    previous: {
      htmlOverflow: '',
      bodyPosition: '',
      bodyTop: '',
      bodyWidth: '',
      bodyPaddingRight: '',
    },
  }));

/**
 * The page's one scroll lock, for dialogs and sticky flyouts alike: locks page scrolling until
 * the returned release is called. Holders nest (a modal over an open flyout); the page is free
 * again, at the scroll position it had, only when every holder has let go.
 *
 * iOS scrolls a page whose root is `overflow: hidden`, so the body is also fixed in place at
 * its scroll offset; fixing it loses the position, which is why the lock saves and restores it.
 * The scrollbar's width is padded so nothing shifts sideways.
 */
export function lockPageScroll(): () => void {
  const state = lock();
  const root = document.documentElement;
  const { body } = document;
  if (state.holders === 0) {
    const scrollbarWidth = window.innerWidth - root.clientWidth;
    state.scrollY = window.scrollY;
    state.previous = {
      htmlOverflow: root.style.overflow,
      bodyPosition: body.style.position,
      bodyTop: body.style.top,
      bodyWidth: body.style.width,
      bodyPaddingRight: body.style.paddingRight,
    };
    root.style.overflow = 'hidden';
    body.style.position = 'fixed';
    body.style.top = `-${state.scrollY}px`;
    body.style.width = '100%';
    if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;
  }
  state.holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    state.holders -= 1;
    if (state.holders > 0) return;
    root.style.overflow = state.previous.htmlOverflow;
    body.style.position = state.previous.bodyPosition;
    body.style.top = state.previous.bodyTop;
    body.style.width = state.previous.bodyWidth;
    body.style.paddingRight = state.previous.bodyPaddingRight;
    window.scrollTo(0, state.scrollY);
  };
}

export function isPageScrollLocked(): boolean {
  return lock().holders > 0;
}
