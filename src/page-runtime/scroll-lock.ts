import { pageSingleton } from './page-singleton';

interface ScrollLock {
  holders: number;
  previousOverflow: string;
  previousPaddingRight: string;
}

const lock = pageSingleton<ScrollLock>('scroll-lock', () => ({
  holders: 0,
  previousOverflow: '',
  previousPaddingRight: '',
}));

/**
 * Locks page scrolling until the returned release is called. Locks nest (a modal over an open
 * flyout), and the page is free again only when every holder has released. The scrollbar's
 * width is padded so the page does not shift sideways.
 */
export function lockPageScroll(): () => void {
  const root = document.documentElement;
  if (lock.holders === 0) {
    const scrollbarWidth = window.innerWidth - root.clientWidth;
    lock.previousOverflow = root.style.overflow;
    lock.previousPaddingRight = root.style.paddingRight;
    root.style.overflow = 'hidden';
    if (scrollbarWidth > 0) root.style.paddingRight = `${scrollbarWidth}px`;
  }
  lock.holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    lock.holders -= 1;
    if (lock.holders === 0) {
      root.style.overflow = lock.previousOverflow;
      root.style.paddingRight = lock.previousPaddingRight;
    }
  };
}

export function isPageScrollLocked(): boolean {
  return lock.holders > 0;
}
