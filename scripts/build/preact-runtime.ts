import path from 'node:path';
import type { Alias } from 'vite';

/**
 * The bundles a page loads (`dist/shop-elements.js`, `dist/elements/*.js`) run the components on
 * Preact's React compatibility layer instead of React and react-dom: the same components, about
 * 50 KB (brotli) less script for a phone to download, compile and run (decision 53). The library
 * for React apps (`dist/index.js`) and the server renderer keep React, which their users bring or
 * which renders the HTML that either runtime hydrates.
 *
 * `react-dom/client` resolves to the adapter that makes Preact's roots keep React's timing;
 * `react-dom/server` is never in a bundle. The patterns are exact, so `react-dom/client` is not
 * taken by the `react-dom` one.
 */
export function preactCompatAliases(): Alias[] {
  return [
    {
      find: /^react-dom\/client$/,
      replacement: path.resolve('src/element-kit/render/react-dom-client-on-preact.ts'),
    },
    // For the browser tests on Preact: Testing Library's `act`, and the server HTML of the tests
    // that hydrate it (the server itself renders with React).
    { find: /^react-dom\/test-utils$/, replacement: 'preact/compat/test-utils' },
    { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
    { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
    { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
    { find: /^react-dom$/, replacement: 'preact/compat' },
    { find: /^react$/, replacement: 'preact/compat' },
  ];
}

/** The runtime a build or a test run uses. */
export type ElementRuntime = 'react' | 'preact';

const PAGE_BUNDLES = new Set(['standalone', 'elements']);
const REACT_BUILDS = new Set(['library', 'server']);

/**
 * Preact for the page bundles (`vite build --mode standalone | elements`); React for the library,
 * the server, Storybook and the tests. `SHOP_RUNTIME` (`react` or `preact`) chooses for the page
 * bundles and the tests, to compare the two; the library and the server are always React's.
 */
export function runtimeOf(mode: string, chosen: string | undefined): ElementRuntime {
  if (REACT_BUILDS.has(mode)) return 'react';
  if (chosen === 'react' || chosen === 'preact') return chosen;
  if (chosen !== undefined && chosen !== '') {
    throw new Error(`SHOP_RUNTIME is "${chosen}"; it may be "react" or "preact".`);
  }
  return PAGE_BUNDLES.has(mode) ? 'preact' : 'react';
}
