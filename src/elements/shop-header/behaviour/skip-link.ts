import type { MouseEvent } from 'react';

/** Moves focus to the page's main content, in the page or inside a layout's shadow root. */
export function skipToMainContent(event: MouseEvent<HTMLAnchorElement>): void {
  const main =
    document.querySelector<HTMLElement>('main, [role="main"]') ??
    document.querySelector('shop-layout')?.shadowRoot?.querySelector<HTMLElement>('main');
  if (!main) return;
  event.preventDefault();
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus();
}
