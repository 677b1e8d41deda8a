import type { StorybookConfig } from '@storybook/react-vite';
import remarkGfm from 'remark-gfm';

// vite.config.ts imports the element definitions from src/, written with extensionless imports
// like the rest of the TypeScript code; Vite's default (bundling) config loader reads them fine
// and only warns about a future loader on every start.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';

const config: StorybookConfig = {
  // The docs pages (`docs/**/*.mdx`) sit beside the stories; an element's own guide
  // (`src/elements/<tag>/<tag>.docs.mdx`) is no entry of its own but part of its docs page.
  stories: ['../docs/**/*.mdx', '../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: [
    {
      name: '@storybook/addon-docs',
      // Tables in the docs pages and the element guides are GitHub-flavoured Markdown.
      options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } },
    },
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The project's own Introduction page is where a new user starts, not Storybook's checklist.
  features: { sidebarOnboardingChecklist: false },
  typescript: { reactDocgen: 'react-docgen' },
};

export default config;
