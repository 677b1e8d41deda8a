import type { ComponentType } from 'react';
import { trackPending } from '../../page-runtime/pending-work';
import { loadReactDomClient } from '../render/react-dom-client';

export interface ComponentLoader {
  /** The component once its code, and react-dom that renders it, have loaded. */
  readonly loaded: ComponentType<Record<string, unknown>> | undefined;
  /** Starts loading (once for every instance); resolves to whether the code loaded. */
  load(): Promise<boolean>;
}

/**
 * An element's code, loaded once for every instance, with react-dom beside it (loaded once for
 * the page, `react-dom-client.ts`). Rendering waits for it (and for the texts), so no loading
 * placeholder is ever committed: React would hold back revealing suspended content for up to
 * 300 ms after any fallback on the page.
 */
export function componentLoader(
  tag: string,
  loadComponent: () => Promise<ComponentType<Record<string, unknown>>>,
): ComponentLoader {
  let loaded: ComponentType<Record<string, unknown>> | undefined;
  let loading: Promise<boolean> | undefined;
  return {
    get loaded() {
      return loaded;
    },
    load: () =>
      (loading ??= trackPending(
        Promise.all([
          loadComponent().catch((error: unknown) => {
            console.error(`<${tag}>: its code could not be loaded; it shows nothing.`, error);
            return undefined;
          }),
          loadReactDomClient(),
        ]).then(([component, reactDomLoaded]) => {
          if (component && reactDomLoaded) loaded = component;
          return loaded !== undefined;
        }),
      )),
  };
}
