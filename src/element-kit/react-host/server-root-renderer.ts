/**
 * How a component rendered by a React app's server finds the renderer of its element's shadow
 * root. The renderer lives in `shop-elements/server`, which a browser bundle must never carry:
 * `loadShopData` registers it here, in the server process, under a key that names this library
 * version, so a component reaches it without importing the server's code.
 */
import { LIBRARY_VERSION } from '../definition/library-version';
import type { ServerRootRenderer } from './shop-data';

const RENDERER_KEY = Symbol.for(`shop-elements ${LIBRARY_VERSION} server root renderer`);

type WithRenderer = typeof globalThis & { [RENDERER_KEY]?: ServerRootRenderer };

export function registerServerRootRenderer(renderer: ServerRootRenderer): void {
  (globalThis as WithRenderer)[RENDERER_KEY] = renderer;
}

/** The registered renderer; none in a browser, nor on a server that loaded no shop data. */
export function serverRootRenderer(): ServerRootRenderer | undefined {
  return (globalThis as WithRenderer)[RENDERER_KEY];
}
