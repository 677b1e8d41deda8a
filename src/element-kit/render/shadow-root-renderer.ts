import type { R2WCRenderer } from '@r2wc/core';
import { createElement, startTransition, type ComponentType, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { adoptStyles, keepServerStyles } from '../styles/adopted-styles';
import { showContentWhileLoading } from '../host/content-while-loading';
import type { RuntimeDefinition } from '../definition/runtime-definition';
import { markSettled } from '../host/host-states';
import { loadedReactDomClient, type ReactDomClient } from './react-dom-client';
import { coalescedPerTask, inRenderSlice } from './render-slices';
import {
  holdsServerMarkup,
  serverStylesOf,
  takeOverServerRoot,
} from '../server/server-rendered-host';

export { holdsServerMarkup };

const claimedRoots = new WeakMap<HTMLElement, ShadowRoot>();

/**
 * The host's shadow root: the one that came with its HTML (a declarative shadow root, open or
 * closed, which `attachShadow` would empty), else a new open one. The same root every time.
 */
export function claimShadowRoot(host: HTMLElement, internals?: ElementInternals): ShadowRoot {
  let root = claimedRoots.get(host);
  if (!root) {
    root = internals?.shadowRoot ?? host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    claimedRoots.set(host, root);
  }
  return root;
}

/**
 * A new host's shadow root: the element's styles adopted (but those its server `<style>`
 * elements hold already), then either server HTML, which is the settled content already
 * (nothing waits for the element's code), or, for an element that shows its content while its
 * code loads, that content.
 */
export function prepareShadowRoot(
  host: HTMLElement,
  root: ShadowRoot,
  {
    internals,
    definition,
    styles,
  }: {
    internals: ElementInternals | undefined;
    definition: RuntimeDefinition;
    styles: readonly string[];
  },
): void {
  const fromServer = holdsServerMarkup(root);
  if (fromServer) keepServerStyles(root, serverStylesOf(root));
  adoptStyles(root, styles);
  if (fromServer) markSettled(host, internals);
  else if (definition.contentWhileLoading) {
    showContentWhileLoading(root, definition.contentWhileLoading);
  }
}

/**
 * Hydrates the server's markup of a shadow root as a transition, so React yields to the page
 * between parts. (`startTransition` runs its callback at once.)
 */
function hydrateAsTransition(
  { hydrateRoot }: ReactDomClient,
  shadowRoot: ShadowRoot,
  content: ReactNode,
  onMismatch: (error: unknown) => void,
): Root {
  let root: Root | undefined;
  startTransition(() => {
    // React hydrates any container node; its typings name elements and documents only.
    root = hydrateRoot(shadowRoot as unknown as Element, content, {
      onRecoverableError: onMismatch,
    });
  });
  if (!root) throw new Error('startTransition did not run its callback.');
  return root;
}

/** A host whose component is mounted in its shadow root. */
export interface MountedHost<Props> {
  readonly host: HTMLElement;
  readonly Component: ComponentType<Props>;
  /** Its root, once the first render or hydration has run (`render-slices.ts`). */
  root?: Root;
  /** Takes back the first render while it waits for its slice. */
  cancelFirstRender?: () => void;
  /** Renders the host again with its current props, once at the end of the task. */
  renderSoon: () => void;
}

export interface ShadowRootRenderer<Props> extends R2WCRenderer<Props, MountedHost<Props>> {
  /** Renders a mounted host again with its current props; does nothing while it is unmounted. */
  rerender(host: HTMLElement): void;
}

/**
 * The renderer `@r2wc/core` mounts, updates and unmounts elements with. r2wc creates no shadow
 * root (its `shadow` option would empty a declarative one) and hands over the host itself as
 * the container; the renderer renders into the host's shadow root, hydrating the server's
 * markup when the root holds some. The props come from `propsOf`, not from r2wc, whose
 * attribute parsing does not follow the HTML rules the elements keep.
 *
 * A root's first render or hydration runs in a render slice, apart from the page's other roots;
 * later renders run once at the end of the task that asked for them, with the host's props as
 * they are then. Neither ever runs inside another root's render, which Preact does not allow.
 */
export function shadowRootRenderer<Props extends object>({
  tag,
  propsOf,
  isOutdated,
}: {
  tag: string;
  propsOf: (host: HTMLElement) => Props;
  /** Whether the host's server HTML shows an answer that has ended: it renders anew. */
  isOutdated?: (host: HTMLElement) => boolean;
}): ShadowRootRenderer<Props> {
  const mounted = new WeakMap<HTMLElement, MountedHost<Props>>();

  const firstRender = (context: MountedHost<Props>, reactDom: ReactDomClient) => {
    const { host, Component } = context;
    context.cancelFirstRender = undefined;
    const shadowRoot = claimShadowRoot(host);
    const content = createElement(Component, propsOf(host));
    if (takeOverServerRoot(host, shadowRoot, isOutdated?.(host)) === 'hydrate') {
      let warned = false;
      context.root = hydrateAsTransition(reactDom, shadowRoot, content, (error) => {
        // React renders the part anew in the browser; one warning per element is enough.
        if (warned) return;
        warned = true;
        console.warn(`<${tag}>: its server HTML did not match; it rendered anew.`, error);
      });
    } else {
      context.root = reactDom.createRoot(shadowRoot);
      context.root.render(content);
    }
  };

  return {
    mount(host, Component) {
      const reactDom = loadedReactDomClient();
      // An element mounts only once its code has loaded, react-dom with it (component-loader.ts).
      if (!reactDom) throw new Error(`<${tag}> was mounted before react-dom loaded.`);
      const context: MountedHost<Props> = {
        host,
        Component,
        renderSoon: coalescedPerTask(() => {
          if (mounted.get(host) === context) {
            context.root?.render(createElement(Component, propsOf(host)));
          }
        }),
      };
      context.cancelFirstRender = inRenderSlice(() => firstRender(context, reactDom));
      mounted.set(host, context);
      return context;
    },
    // The first render reads the props when it runs: until then an update has nothing to do.
    update: (context) => context.renderSoon(),
    unmount(context) {
      mounted.delete(context.host);
      context.cancelFirstRender?.();
      context.root?.unmount();
    },
    rerender(host) {
      mounted.get(host)?.renderSoon();
    },
  };
}
