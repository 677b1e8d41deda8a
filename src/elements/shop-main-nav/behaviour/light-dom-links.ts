/**
 * The first two levels of the navigation as plain links in the element's light DOM (the shadow
 * root has no slot, so shoppers never see them twice): crawlers that do not read shadow DOM find
 * every category. A page may write the same list into the tag itself (server-side), so shoppers
 * whose script fails still have the links; the element then leaves that list as it is.
 */
import { SERVER_RENDERED_ATTRIBUTE } from '../../../element-kit/server/server-markers';
import type { NavigationItem } from '../../../services/navigation/navigation-answer';

/** Marks the list the element wrote, so a later render replaces it and nothing else. */
export const LIGHT_DOM_LINKS_ATTRIBUTE = 'data-shop-main-nav-links';

function linkTo(document: Document, item: NavigationItem): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = item.href;
  link.textContent = item.title;
  if (item.target === '_blank') {
    link.target = '_blank';
    link.rel = 'noopener';
  }
  return link;
}

/**
 * Whether the navigation, or an element holding it, came as server HTML: its links are in that
 * HTML already, and a list written into the holder's tree would be markup its hydration does not
 * expect.
 */
function cameFromServer(host: Element): boolean {
  for (let element: Element | undefined = host; element;) {
    if (element.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) return true;
    const root = element.getRootNode();
    element = root instanceof ShadowRoot ? root.host : undefined;
  }
  return false;
}

/**
 * Where the links go (none for server HTML): the element's own light DOM, or, when another element of the page holds
 * it in a shadow root without a default slot (`<shop-header>` holds the navigation), that
 * element's light DOM, where crawlers that do not read shadow DOM find them and shoppers do not
 * see them.
 */
export function lightDomLinksHost(host: Element): Element | undefined {
  if (cameFromServer(host)) return undefined;
  const root = host.getRootNode();
  if (!(root instanceof ShadowRoot)) return host;
  const holder = root.host;
  const holderInPage = holder.getRootNode() === host.ownerDocument;
  return holderInPage && !root.querySelector('slot:not([name])') ? holder : host;
}

export function writeLightDomLinks(host: Element, items: readonly NavigationItem[]): void {
  const own = host.querySelector(`:scope > [${LIGHT_DOM_LINKS_ATTRIBUTE}]`);
  const pageWritten = [...host.children].some(
    (child) => child !== own && child.localName !== 'script',
  );
  if (pageWritten || items.length === 0) return;
  const document = host.ownerDocument;
  const list = document.createElement('ul');
  list.setAttribute(LIGHT_DOM_LINKS_ATTRIBUTE, '');
  for (const item of items) {
    const entry = document.createElement('li');
    entry.append(linkTo(document, item));
    if (item.children.length > 0) {
      const children = document.createElement('ul');
      for (const child of item.children) {
        const childEntry = document.createElement('li');
        childEntry.append(linkTo(document, child));
        children.append(childEntry);
      }
      entry.append(children);
    }
    list.append(entry);
  }
  if (own) own.replaceWith(list);
  else host.append(list);
}
