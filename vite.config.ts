/// <reference types="vitest/config" />
import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type UserConfig } from 'vite';
import type { BrowserCommand } from 'vitest/node';
import { ELEMENT_DEFINITIONS } from './src/elements/generated/definitions';
import { breakpointMediaPlugin } from './scripts/build/breakpoint-media';
import { inlineScriptPlugin } from './scripts/build/inline-script';
import { modulePreloadPlugin } from './scripts/build/module-preload';
import { nestedTokensPlugin } from './scripts/build/nested-tokens';
import { pageSheetPlugin } from './scripts/build/page-sheet';
import { preactCompatAliases, runtimeOf } from './scripts/build/preact-runtime';
import { elementKitChunkOf } from './scripts/build/element-kit-chunk';
import { sharedChunkOf } from './scripts/build/shared-chunks';
import { chromiumLaunchOptions } from './test/support/chromium';
import type { EmulatedMedia } from './test/support/emulated-media';
import { VISUAL_BASELINE_DIR, VISUAL_OUTPUT_DIR } from './test/visual/paths';

/**
 * The browsers the bundles and their CSS are built for (Vite's default, "baseline widely
 * available", written out): the server build writes its CSS for them too, so that the server's
 * `<style>` elements, which stay through hydration, hold the browser build's very text
 * (`-webkit-user-select` and all).
 */
const BROWSERS = ['chrome111', 'edge111', 'firefox114', 'safari16.4', 'ios16.4'];

const production = { 'process.env.NODE_ENV': JSON.stringify('production') };

// Vite keeps whitespace in ES library output; the bundles ship minified all the same.
const minifiedOutput = {
  minify: true,
  comments: { legal: false, annotation: false, jsdoc: false },
  // DOMPurify is the one large shared dependency: a chunk of its own, under a stable name that
  // its size budget can find, whichever module happens to import it first.
  codeSplitting: {
    groups: [
      {
        name: 'sanitize-html',
        test: /node_modules[\\/]dompurify|services[\\/]cms[\\/]sanitize-html/,
      },
    ],
  },
};

/**
 * The per-element and library builds: the environment check, the page singletons, safe
 * addresses and the Trusted Types policy, which the sanitizer imports and most elements need, go
 * to a chunk of their own: otherwise they would join DOMPurify's and make that chunk part of
 * every element's first load (the cart link's among them). (The standalone bundle keeps them
 * inside.)
 */
const splitOutput = {
  ...minifiedOutput,
  codeSplitting: {
    groups: [
      {
        name: 'environment',
        test: /page-runtime[\\/](environment|page-singleton)|services[\\/](safe-url|browser[\\/]trusted-types-policy)/,
        priority: 1,
      },
      ...minifiedOutput.codeSplitting.groups,
    ],
  },
};

/** `vite build --mode <mode>`: the three builds behind `npm run build`. */
const builds: Record<string, UserConfig['build']> = {
  // dist/shop-elements.js: everything, React inside, one file a CMS page loads.
  standalone: {
    outDir: 'dist',
    target: BROWSERS,
    emptyOutDir: false,
    minify: true,
    sourcemap: true,
    lib: { entry: 'src/standalone.ts', formats: ['es'], fileName: () => 'shop-elements.js' },
    // Lazy parts (the languages other than German) load from beside the bundle.
    rolldownOptions: {
      // Code that the bundle runs anyway (React, the element factory) stays inside it, so the
      // bundle has no static imports and an element's chunks load one level after it. The
      // extra exports this takes are internal; the documented ones stay as they are.
      preserveEntrySignatures: 'allow-extension',
      output: {
        ...minifiedOutput,
        // What two or more lazy parts share is in two chunks, the header's (DOMPurify among it)
        // and the rest: a page with the header and the footer loads 14 chunks, not 40, as each
        // request and link costs a phone main-thread time, and one with the footer alone none
        // of the header's code (decision 31). Rolldown puts its own helpers in a chunk of their
        // own, as groups are not offered them.
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'] as const, priority: -1 },
            { name: sharedChunkOf, minShareCount: 2, priority: -2 },
          ],
        },
        chunkFileNames: 'chunks/[name]-[hash].js',
      },
    },
  },
  // dist/elements/<tag>.js: one module per element; React and shared code in common chunks.
  elements: {
    outDir: 'dist',
    target: BROWSERS,
    emptyOutDir: false,
    minify: true,
    sourcemap: true,
    lib: {
      entry: Object.fromEntries(
        ELEMENT_DEFINITIONS.map(({ tag }) => [
          `elements/${tag}`,
          `src/elements/generated/entries/${tag}.ts`,
        ]),
      ),
      formats: ['es'],
    },
    rolldownOptions: {
      output: {
        ...splitOutput,
        codeSplitting: {
          groups: [
            ...splitOutput.codeSplitting.groups,
            {
              name: elementKitChunkOf(ELEMENT_DEFINITIONS.map(({ tag }) => tag)),
              priority: -1,
            },
          ],
        },
        chunkFileNames: 'elements/chunks/[name]-[hash].js',
      },
    },
  },
  // dist/server.js: the server renderer, with React and every dependency inside, for any runtime
  // with web-standard APIs (Node 22, workerd): no Node built-in and no Node-only package, as the
  // web build of each (`ssr.target` and `resolve` below); dist/cli.js, the command, is Node's.
  // One module, minified, but for the languages other than German, which load when first asked
  // for: a fresh process imports and links one file instead of thirty (the first header render
  // came 20-30 % sooner; docs/figures/bench-server.json).
  server: {
    outDir: 'dist',
    emptyOutDir: false,
    ssr: true,
    target: 'node22',
    cssTarget: BROWSERS,
    minify: true,
    sourcemap: true,
    rolldownOptions: {
      input: { server: 'src/server/index.ts', cli: 'src/server/cli.ts' },
      external: [/^node:/],
      // The elements' lazy imports land in the one module on purpose.
      checks: { ineffectiveDynamicImport: false },
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: 'server/[name]-[hash].js',
        // Escaped, the module's text is one byte per character in V8's memory, not two.
        charset: 'ascii',
        codeSplitting: {
          groups: [
            {
              name: 'renderer',
              test: /^(?!.*(?:i18n[\\/]catalogues[\\/](?:fr|pl|cs|hu|sk|tr)|server[\\/]cli)\.ts$)/,
            },
          ],
        },
      },
    },
  },
  // dist/index.js: the React components for React apps; dependencies stay external.
  library: {
    outDir: 'dist',
    target: BROWSERS,
    emptyOutDir: false,
    minify: true,
    sourcemap: true,
    lib: { entry: 'src/index.ts', formats: ['es'], fileName: () => 'index.js' },
    rolldownOptions: {
      external: [/^react($|\/)/, /^react-dom($|\/)/, /^@r2wc\//, /^focus-trap$/],
      output: { ...splitOutput, chunkFileNames: 'lib/[name]-[hash].js' },
    },
  },
};

/**
 * `commands.emulateMedia` (test/support/emulated-media.ts): forced colours and reduced motion
 * for one test or story; what it leaves out returns to the project's own media.
 */
const emulateMediaCommand =
  (reducedMotion: boolean): BrowserCommand<[EmulatedMedia]> =>
  async ({ page }, media) => {
    await page.emulateMedia({
      forcedColors: media.forcedColors ?? 'none',
      reducedMotion: media.reducedMotion ?? (reducedMotion ? 'reduce' : 'no-preference'),
    });
  };

/**
 * Browser mode in Debian's Chromium; each project names its instance, as Vitest requires.
 * Stories run with reduced motion, so axe and the screenshots never meet a half-finished
 * animation; the browser tests keep real motion.
 */
const browserIn = (project: string, { reducedMotion = false } = {}) => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: chromiumLaunchOptions(),
    contextOptions: reducedMotion ? { reducedMotion: 'reduce' as const } : {},
  }),
  commands: { emulateMedia: emulateMediaCommand(reducedMotion) },
  instances: [{ browser: 'chromium' as const, name: project }],
  viewport: { width: 1024, height: 768 },
  screenshotFailures: false,
  expect: {
    toMatchScreenshot: {
      comparatorName: 'pixelmatch' as const,
      // A threshold of 0.1 let a clear colour change pass; 0.01 catches it.
      comparatorOptions: { threshold: 0.01, allowedMismatchedPixelRatio: 0 },
      resolveScreenshotPath: ({ arg, ext }: { arg: string; ext: string }) =>
        path.resolve(VISUAL_BASELINE_DIR, `${arg}${ext}`),
      resolveDiffPath: ({ arg, ext }: { arg: string; ext: string }) =>
        path.resolve(VISUAL_OUTPUT_DIR, `${arg}${ext}`),
    },
  },
});

/**
 * Libraries the elements run in a browser only (sanitizing on the page's DOM, trapping focus in a
 * dialog): the server build leaves them out, which saves a cold start their code and memory.
 */
const BROWSER_ONLY = ['dompurify', 'focus-trap'];
const NOT_ON_SERVER = 'src/server/browser-only/not-on-server.ts';

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    breakpointMediaPlugin(),
    inlineScriptPlugin(),
    nestedTokensPlugin(ELEMENT_DEFINITIONS.map(({ tag }) => tag)),
    ...(mode === 'standalone' ? [pageSheetPlugin(ELEMENT_DEFINITIONS)] : []),
    ...(mode === 'standalone' || mode === 'elements' ? [modulePreloadPlugin()] : []),
  ],
  // The tests read which runtime they run on (`SHOP_RUNTIME`, decision 53).
  define:
    mode in builds
      ? production
      : {
          'import.meta.env.VITE_SHOP_RUNTIME': JSON.stringify(
            runtimeOf(mode, process.env.SHOP_RUNTIME),
          ),
        },
  // The bundles a page loads run on Preact; the library and the server keep React (decision 53).
  // `SHOP_RUNTIME=react` builds them on React, and `SHOP_RUNTIME=preact` runs the browser tests
  // on Preact, to compare the two.
  ...(runtimeOf(mode, process.env.SHOP_RUNTIME) === 'preact'
    ? { resolve: { alias: preactCompatAliases() } }
    : {}),
  build: builds[mode],
  // public/ holds Storybook's and the demo's fixtures, not part of the package.
  publicDir: mode in builds ? false : 'public',
  // The server build bundles its dependencies (React among them) as a web worker would resolve
  // them. React's server renderer is its web build's `renderToString`, the one module of
  // react-dom/server that it needs: react-dom/server.browser also starts a MessageChannel, which
  // keeps a Node process from ending, and .edge brings a streaming renderer the server never runs.
  ...(mode === 'server'
    ? {
        ssr: {
          noExternal: true,
          target: 'webworker' as const,
          resolve: { conditions: ['workerd', 'worker', 'module', 'browser', 'production'] },
        },
        resolve: {
          alias: {
            'react-dom/server': path.resolve(
              'node_modules/react-dom/cjs/react-dom-server-legacy.browser.production.js',
            ),
            ...Object.fromEntries(
              BROWSER_ONLY.map((name) => [name, path.resolve(NOT_ON_SERVER)] as const),
            ),
          },
        },
      }
    : {}),
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      '@r2wc/core',
      'focus-trap',
      'lit-html',
      'parse5',
      'fast-check',
      '@testing-library/react',
      '@testing-library/user-event',
    ],
  },
  test: {
    reporters: ['default', './test/support/summary-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['test/unit/**/*.test.{ts,tsx}'],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.{ts,tsx}'],
          setupFiles: ['test/support/browser-setup.ts'],
          browser: browserIn('browser'),
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.resolve('.storybook') })],
        test: {
          name: 'stories',
          // The first story of a file loads the file's code cold, which on a busy two-core
          // machine takes longer than browser mode's default 15 s.
          testTimeout: 30_000,
          setupFiles: ['test/visual/story-screenshots.ts'],
          globalSetup: ['test/visual/clear-visual-output.ts'],
          browser: browserIn('stories', { reducedMotion: true }),
        },
      },
      {
        // The same play functions on a non-German site and a phone's width (toolbar site PL at
        // 375 px, or STORY_SITE=TR STORY_VIEWPORT=xxl …; stories that pin a site or a viewport
        // keep it), so no story passes only in German or only on a wide screen. No screenshots:
        // the baselines are the stories project's.
        extends: true,
        plugins: [storybookTest({ configDir: path.resolve('.storybook') })],
        define: {
          'import.meta.env.VITE_STORY_SITE': JSON.stringify(process.env.STORY_SITE ?? 'PL'),
          'import.meta.env.VITE_STORY_VIEWPORT': JSON.stringify(process.env.STORY_VIEWPORT ?? 'xs'),
          'import.meta.env.VITE_STORY_SCREENSHOTS': JSON.stringify('off'),
        },
        test: {
          name: 'stories-pl',
          testTimeout: 30_000,
          setupFiles: ['test/visual/story-screenshots.ts'],
          browser: browserIn('stories-pl', { reducedMotion: true }),
        },
      },
    ],
  },
}));
