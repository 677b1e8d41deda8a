import { LAYOUT_MODE_ATTRIBUTE, declaredLayoutMode } from '../../page-runtime/layout-mode';
import { DECLARED_LAYOUT_HOST_ATTRIBUTE } from '../../tokens/layout-modes';

/**
 * The connected hosts of this copy of the library. A shadow root cannot see `<html
 * data-shop-platform>`, so each host carries the page's declared layout mode as
 * `data-shop-layout`, which the layout conditions of its sheets read (`@media
 * (--shop-header-match)` and the like, `scripts/build/layout-media.ts`). Without a declared
 * mode the hosts carry nothing and the window's width decides.
 */
const hosts = new Set<HTMLElement>();
let watching: MutationObserver | undefined;

function showDeclaredLayout(host: HTMLElement, mode: string | undefined): void {
  if (mode === undefined) host.removeAttribute(DECLARED_LAYOUT_HOST_ATTRIBUTE);
  else if (host.getAttribute(DECLARED_LAYOUT_HOST_ATTRIBUTE) !== mode) {
    host.setAttribute(DECLARED_LAYOUT_HOST_ATTRIBUTE, mode);
  }
}

function showOnEveryHost(): void {
  const mode = declaredLayoutMode();
  for (const host of hosts) showDeclaredLayout(host, mode);
}

/** From now until `forgetDeclaredLayout`, the host shows the page's declared layout mode. */
export function followDeclaredLayout(host: HTMLElement): void {
  hosts.add(host);
  showDeclaredLayout(host, declaredLayoutMode());
  if (watching) return;
  watching = new MutationObserver(showOnEveryHost);
  watching.observe(document.documentElement, {
    attributes: true,
    attributeFilter: [LAYOUT_MODE_ATTRIBUTE],
  });
}

/** The host left the page: it no longer follows (and keeps what it showed, should it return). */
export function forgetDeclaredLayout(host: HTMLElement): void {
  hosts.delete(host);
  if (hosts.size > 0 || !watching) return;
  watching.disconnect();
  watching = undefined;
}
