import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The layers, bottom to top (CONTRIBUTING.md draws them): a folder may import only the folders
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
              message: `src/${layer}/ sits below ${forbidden.join(', ')}: move the shared piece down instead of importing upwards (CONTRIBUTING.md, "Layers").`,
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

export default tseslint.config(
  {
    ignores: [
      'dist',
      'storybook-static',
      'node_modules',
      'visual-report',
      '.vitest-attachments',
      '.vitest',
      'public/mockServiceWorker.js',
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
  ...layerRules,
  ...elementRules,
);
