/**
 * The browser's side of server rendering: a host whose declarative shadow root came with the
 * HTML keeps it. Its styles turn into the same adopted sheets the components adopt, its data
 * goes to the page's stores, and React hydrates the markup in place. HTML from another version
 * of the library renders anew, with one warning; so does HTML that shows an answer that has
 * ended, silently (decision 37).
 */
import { adoptInsteadOfServerStyles } from '../styles/adopted-styles';
import { markUnsettled } from '../host/host-states';
import { LIBRARY_VERSION } from '../definition/library-version';
import { restoreInlineStyles } from './server-inline-styles';

import {
  SERVER_DATA_ATTRIBUTE,
  SERVER_RENDERED_ATTRIBUTE,
  SERVER_STYLE_ATTRIBUTE,
} from './server-markers';
import { WAITING_ATTRIBUTE } from '../host/content-while-loading';

export { SERVER_DATA_ATTRIBUTE, SERVER_RENDERED_ATTRIBUTE, SERVER_STYLE_ATTRIBUTE };

/**
 * Whether the server's markup of an element still shows what is right: `outdated` when it shows
 * an answer that has ended (an ended promotion), which the element must not hydrate.
 */
export type ServerMarkupState = 'current' | 'outdated';

/** Seeds the page's stores with an element's server data before it hydrates. */
export type ServerDataTaker = (
  tag: string,
  data: unknown,
  props: Readonly<Record<string, unknown>>,
) => Promise<ServerMarkupState | void>;

/** Whether the root holds markup from the server (anything but blank text) to hydrate. */
export function holdsServerMarkup(root: ShadowRoot): boolean {
  return [...root.childNodes].some((node) =>
    node.nodeType === Node.TEXT_NODE
      ? (node.textContent ?? '').trim() !== ''
      : // The slot that shows a layout's content while its code loads is the browser's own.
        !(node instanceof Element && node.hasAttribute(WAITING_ATTRIBUTE)),
  );
}

/** The nearest host, itself or around it, that came from a server; nested ones carry no mark. */
function closestServerRendered<T>(
  host: HTMLElement,
  find: (element: Element) => T | undefined,
): T | undefined {
  let element: Element | undefined = host;
  while (element) {
    const found = find(element);
    if (found !== undefined) return found;
    const root = element.getRootNode();
    element = root instanceof ShadowRoot ? root.host : undefined;
  }
  return undefined;
}

/** The library version that rendered the host's HTML (or the HTML of the element around it). */
function serverVersionFor(host: HTMLElement): string | undefined {
  return closestServerRendered(
    host,
    (element) => element.getAttribute(SERVER_RENDERED_ATTRIBUTE) ?? undefined,
  );
}

/** A fragment's data script is in its host's light DOM; a React app's, first in its root. */
function dataScriptOf(element: Element): HTMLScriptElement | undefined {
  return [...element.children, ...(element.shadowRoot?.children ?? [])].find(
    (child): child is HTMLScriptElement =>
      child instanceof HTMLScriptElement &&
      child.type === 'application/json' &&
      child.hasAttribute(SERVER_DATA_ATTRIBUTE),
  );
}

/**
 * The data the host's HTML was rendered from: its own script, else that of the server-rendered
 * element it is inside (the header's navigation bar, the layout's footer). Unreadable JSON is
 * a console error and no data: the element then asks for it as usual.
 */
export function serverDataFor(host: HTMLElement): unknown {
  const script = closestServerRendered(host, dataScriptOf);
  if (!script) return undefined;
  try {
    return JSON.parse(script.textContent ?? '') as unknown;
  } catch (error) {
    console.error(`<${host.localName}>: its server data is not JSON; it asks for its data.`, error);
    return undefined;
  }
}

/** The server's `<style>` elements of a root (`:scope` matches nothing in a shadow root). */
export function serverStylesOf(root: ShadowRoot): HTMLStyleElement[] {
  return [...root.children].filter(
    (child): child is HTMLStyleElement =>
      child instanceof HTMLStyleElement && child.hasAttribute(SERVER_STYLE_ATTRIBUTE),
  );
}

/**
 * Gives the page's stores the data each host's server HTML was rendered from, once per host
 * and before its first mount (a moved element's root holds what it rendered itself), so
 * hydration renders the same markup and no call repeats. It remembers the hosts whose HTML
 * shows an answer that has ended: those render anew, their reserved room held meanwhile.
 */
export function serverDataTaking(tag: string, takeServerData: ServerDataTaker | undefined) {
  const took = new WeakSet<HTMLElement>();
  const outdated = new WeakSet<HTMLElement>();
  return {
    /** Nothing to take: undefined, and the element goes on at once. */
    take(
      host: HTMLElement,
      root: ShadowRoot,
      { props, internals }: { props: Record<string, unknown>; internals?: ElementInternals },
    ): Promise<void> | undefined {
      if (took.has(host)) return undefined;
      took.add(host);
      if (!takeServerData || !holdsServerMarkup(root)) return undefined;
      const data = serverDataFor(host);
      if (data === undefined) return undefined;
      return takeServerData(tag, data, props).then(
        (markup) => {
          if (markup !== 'outdated') return;
          outdated.add(host);
          markUnsettled(internals);
        },
        (error: unknown) =>
          console.error(`<${tag}>: its server data could not be taken over.`, error),
      );
    },
    isOutdated: (host: HTMLElement) => outdated.has(host),
  };
}

/**
 * Makes the server's shadow root ready to hydrate, or empties it when it cannot be: HTML of
 * another library version (or of no known version) renders anew, with one console warning;
 * `outdated` HTML (it shows an answer that has ended) renders anew silently, as nothing is wrong.
 * The server's `<style>` elements stay in the root, after the content (`serverHeadAfterContent`);
 * `prepareShadowRoot` keeps them from being adopted again. The rules that stood in for `style`
 * attributes go back onto their elements first.
 */
export function takeOverServerRoot(
  host: HTMLElement,
  root: ShadowRoot,
  outdated = false,
): 'hydrate' | 'render' {
  if (!holdsServerMarkup(root)) return 'render';
  const version = serverVersionFor(host);
  if (version !== LIBRARY_VERSION) {
    console.warn(
      `<${host.localName}>: its server HTML comes from shop-elements ${version ?? '(unknown)'}, this page runs ${LIBRARY_VERSION}; it renders in the browser instead.`,
    );
  }
  if (version !== LIBRARY_VERSION || outdated) {
    root.replaceChildren();
    adoptInsteadOfServerStyles(root);
    return 'render';
  }
  restoreInlineStyles(root);
  serverHeadAfterContent(root);
  return 'hydrate';
}

/**
 * Moves what the server wrote ahead of a root's content, its `<style>` elements and React's
 * image preload links, to the end of the root. Preact (decision 53) hydrates a root's children
 * in order and would otherwise insert the content above them: every element inside would be
 * disconnected and connected again, and load its data code a second time. Styles apply wherever
 * they stand, and the move happens in one task, so nothing paints in between. React leaves
 * nodes it did not render where they are, before or after.
 */
function serverHeadAfterContent(root: ShadowRoot): void {
  const head = [...root.children].filter(
    (child) =>
      (child instanceof HTMLStyleElement && child.hasAttribute(SERVER_STYLE_ATTRIBUTE)) ||
      child instanceof HTMLLinkElement,
  );
  if (head.length > 0) root.append(...head);
}
