import type { StorybookConfig } from '@storybook/react-vite';
import remarkGfm from 'remark-gfm';
import type { Plugin, PluginOption } from 'vite';

// vite.config.ts imports the element definitions from src/, written with extensionless imports
// like the rest of the TypeScript code; Vite's default (bundling) config loader reads them fine
// and only warns about a future loader on every start.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';

/**
 * Stories import an element's bundle entry and the sample page configuration only for what they
 * do (define the tag, set the configuration). package.json declares the package's sources free of
 * side effects, which keeps the shipped per-element bundles small, so a production build of
 * Storybook would drop those imports and show no element. Here alone they keep their effects.
 */
const storyImportsForEffect: Plugin = {
  name: 'shop-elements:story-imports-for-effect',
  transform(code, id) {
    if (/src\/elements\/generated\/entries\/|stories\/support\/page-config\.ts/.test(id)) {
      return { code, moduleSideEffects: true };
    }
    return undefined;
  },
};

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
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: [...documentPropsOfPrimitivesOnly(viteConfig.plugins ?? []), storyImportsForEffect],
    build: {
      ...viteConfig.build,
      // Vite's 500 kB warning is advice for pages a shopper loads; what the shop ships is held to
      // its own budgets by `npm run size` (size-budgets.json). This build is the docs site, whose
      // largest chunks are Storybook's: its preview runtime with the test tools the play
      // functions use (about 1.5 MB), its docs blocks (750 kB) and axe-core for the accessibility
      // panel (660 kB, one module; its manager ships 3.3 MB prebuilt). The limit sits above them,
      // so a chunk that grows well past Storybook's own still warns.
      chunkSizeWarningLimit: 1800,
      rolldownOptions: {
        ...viteConfig.build?.rolldownOptions,
        checks: {
          ...viteConfig.build?.rolldownOptions?.checks,
          // Rolldown reports when JavaScript plugins take much of a build's time. After react-docgen
          // (trimmed below), what it names is Storybook's own work that every build of stories
          // and MDX needs (CSF indexing, MDX, CSS): nothing this project can act on, printed on
          // every build.
          bundlerTimings: false,
        },
      },
    },
  }),
};

/** Source files whose components the docs describe from their props: the primitives' stories. */
const DOCUMENTED_PROPS = /\/src\/primitives\/.*\.tsx$/;

/**
 * react-docgen reads every module of the preview (two thirds of the build's time, which Vite
 * reported as a slow plugin on every build), but only the primitives' stories show a props table
 * from it: the elements' controls and tables come from custom-elements.json
 * (stories/support/element-docs.tsx). It reads those files alone.
 */
function documentPropsOfPrimitivesOnly(plugins: PluginOption[]): PluginOption[] {
  return plugins.map((plugin) => {
    if (Array.isArray(plugin)) return documentPropsOfPrimitivesOnly(plugin);
    const docgen = plugin as Plugin | null | false | undefined;
    if (!docgen || docgen.name !== 'storybook:react-docgen-plugin') return plugin;
    const transform = docgen.transform;
    if (typeof transform !== 'function') return plugin;
    return {
      ...docgen,
      transform(this: ThisParameterType<typeof transform>, code: string, id: string, options) {
        return DOCUMENTED_PROPS.test(id) ? transform.call(this, code, id, options) : undefined;
      },
    } satisfies Plugin;
  });
}

export default config;
