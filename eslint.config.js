import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The layers, bottom to top (docs/developers/Architecture.mdx, "Layers", draws them): a folder may import only the folders
 * below it. Imports are relative, so a pattern names the folder a chain of `../` lands in.
 */
const LAYERS = [
  'tokens',
  'page-runtime',
  'sites',
  'i18n',
  'services',
  'cart',
  'element-kit',
  'primitives',
  'elements',
];

/** What a layer must not import besides the layers above it. */
const ALSO_FORBIDDEN = {
  // The element factory renders; it neither loads data nor knows the cart.
  'element-kit': ['services', 'cart'],
};

const importOf = (folders) => `^(?:\\.\\./)+(?:${folders.join('|')})(?:/|$)`;

const layerRules = LAYERS.slice(0, -1).map((layer, index) => {
  const forbidden = [...LAYERS.slice(index + 1), ...(ALSO_FORBIDDEN[layer] ?? [])];
  return {
    files: [`src/${layer}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: importOf(forbidden),
              message: `src/${layer}/ sits below ${forbidden.join(', ')}: move the shared piece down instead of importing upwards (docs/developers/Architecture.mdx, "Layers").`,
            },
          ],
        },
      ],
    },
  };
});

/**
 * Elements use each other by tag or through another element's public component (`ShopX`),
 * never by importing its internals.
 */
const elementRules = readdirSync('src/elements', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name.startsWith('shop-'))
  .map(({ name }) => ({
    files: [`src/elements/${name}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(?:\\.\\./)+(?!${name}/)shop-[a-z-]+/(?!Shop[A-Za-z]+$)`,
              message: `${name} must not import another element's internals: move what they share to primitives, services or page-runtime.`,
            },
          ],
        },
      ],
    },
  }));

/**
 * Size limits (docs/developers/Architecture.mdx, "Size"): a view or function reads in one screen, a module in one
 * sitting. Comments count, so a file that needs many to be understood is a file to split; blank
 * lines count in a file (not in a function), so the limit is the length a reader scrolls.
 */
const MAX_LINES_PER_FILE = 280;
const MAX_LINES_PER_FUNCTION = 150;

/**
 * Data tables, exempt by name: their length is the length of the data (every text in one
 * language, every icon), and splitting them would only scatter it.
 */
const DATA_TABLES = [
  'src/i18n/catalogues/{de,fr,pl,cs,hu,sk,tr}.ts',
  'src/i18n/messages.ts',
  'src/primitives/icon/icon-paths.ts',
  'src/elements/generated/**',
];

const sizeRules = [
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: DATA_TABLES,
    rules: {
      'max-lines': ['error', { max: MAX_LINES_PER_FILE }],
      'max-lines-per-function': ['error', { max: MAX_LINES_PER_FUNCTION, skipBlankLines: true }],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'storybook-static',
      'docs-site',
      'node_modules',
      'visual-report',
      '.vitest-attachments',
      '.vitest',
      'public/mockServiceWorker.js',
      // The example apps' builds (`next build`) and what Next.js writes for TypeScript.
      'examples/*/.next',
      'examples/*/next-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat['recommended-latest'] ?? reactHooks.configs['recommended-latest'],
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['scripts/**', '.ci/**', 'test/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // On a phone, reading the window's width lays the page out first: while elements render,
    // a layout of a half-built page each time (docs/developers/Performance.mdx, "Short tasks").
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/page-runtime/scroll-lock.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'window',
          property: 'innerWidth',
          message:
            'Ask a media query instead (windowIsAtLeast, breakpointOfWindow in src/page-runtime/window-width.ts).',
        },
      ],
    },
  },
  ...layerRules,
  ...elementRules,
  ...sizeRules,
);
