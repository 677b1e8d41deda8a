import { trackPending } from '../../page-runtime/pending-work';

/** The part of react-dom the renderer uses. */
export type ReactDomClient = typeof import('./react-dom-renderer');

let loaded: ReactDomClient | undefined;
let loading: Promise<boolean> | undefined;

/**
 * Loads react-dom's client, once per bundle (each bundle on a page has its React), beside the
 * first element's own code rather than inside the bundle that defines the elements. It was the
 * largest part of the bundle (about 55 KB brotli); evaluated with the bundle, it ran in the task
 * right after the HTML was parsed, ahead of the paint of a server-rendered footer, whose headline
 * then became the page's largest contentful paint only after it (Lighthouse's mobile LCP 2.7 s
 * instead of 1.9 s on a slower machine). Resolves to whether it loaded.
 */
export function loadReactDomClient(): Promise<boolean> {
  loading ??= trackPending(
    import('./react-dom-renderer').then(
      (module) => {
        loaded = module;
        return true;
      },
      (error: unknown) => {
        console.error(
          'shop-elements: React could not be loaded; the elements show nothing.',
          error,
        );
        return false;
      },
    ),
  );
  return loading;
}

/**
 * Loads react-dom once the page is idle, unless an element has started it already: on a page
 * that adds its elements later (a click that adds the mini cart), the element then waits for its
 * own code only, as it did when react-dom came with the bundle.
 */
export function loadReactDomClientWhenIdle(): void {
  if (loading) return;
  const load = () => void loadReactDomClient();
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 5000 });
  else setTimeout(load, 1000);
}

/** react-dom's client once `loadReactDomClient` has loaded it. */
export function loadedReactDomClient(): ReactDomClient | undefined {
  return loaded;
}
