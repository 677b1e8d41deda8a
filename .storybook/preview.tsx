import '@fontsource-variable/inter';
import './preview.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { fakeBackendHandlers } from '../test/fake-backend/handlers';
import { loadTexts } from './load-texts';
import {
  fakeBackendGlobalTypes,
  fakeBackendInitialGlobals,
  prepareFakeBackend,
} from '../stories/support/fake-backend';
import { ShopProvider } from '../src/element-kit/render/shop-context';
import { LOCALES, SITE_CODES, SITES, isLocale, isSiteCode } from '../src/sites/sites';
import {
  STORYBOOK_VIEWPORTS,
  honourPinnedWidth,
  isViewportName,
} from '../stories/support/viewports';
import { withEditorSnippet } from '../stories/support/element-docs';
import { printShadowRootsInQueryErrors } from '../stories/support/testing-library';
import { emulateStoryMedia } from '../stories/support/story-media';
// The placeholder shop's country addresses and app ids, as a shop page's configuration gives them.
import '../stories/support/page-config';

printShadowRootsInQueryErrors();

/**
 * The toolbar's site when Storybook opens: DE, or the site a test project runs every story on
 * (`VITE_STORY_SITE`, see the `stories-pl` project in vite.config.ts).
 */
const INITIAL_SITE = isSiteCode(import.meta.env.VITE_STORY_SITE)
  ? import.meta.env.VITE_STORY_SITE
  : 'DE';

/** The toolbar's width when a test project runs every story at one (`VITE_STORY_VIEWPORT`). */
const INITIAL_VIEWPORT = isViewportName(import.meta.env.VITE_STORY_VIEWPORT)
  ? { viewport: { value: import.meta.env.VITE_STORY_VIEWPORT, isRotated: false } }
  : {};

/** Every story follows the toolbar's site and locale; custom-element stories read them too. */
const withShopContext: Decorator = (Story, context) => {
  const site = isSiteCode(context.globals.site) ? context.globals.site : 'DE';
  const locale = isLocale(context.globals.locale) ? context.globals.locale : undefined;
  document.documentElement.lang = locale ?? SITES[site].locale;
  return (
    <ShopProvider site={site} locale={locale}>
      <Story />
    </ShopProvider>
  );
};

const preview: Preview = {
  decorators: [withShopContext, withEditorSnippet],
  loaders: [mswLoader(), loadTexts],
  // Forced colours or reduced motion where a story names them (`parameters.media`).
  beforeEach: [honourPinnedWidth, prepareFakeBackend, emulateStoryMedia],
  globalTypes: {
    ...fakeBackendGlobalTypes,
    site: {
      description: 'Country site',
      toolbar: {
        title: 'Site',
        icon: 'globe',
        items: SITE_CODES.map((code) => ({ value: code, title: code })),
        dynamicTitle: true,
      },
    },
    locale: {
      description: "Locale override (default: the site's locale)",
      toolbar: {
        title: 'Locale',
        icon: 'transfer',
        items: [
          { value: '', title: "Site's locale" },
          ...LOCALES.map((locale) => ({ value: locale, title: locale })),
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    site: INITIAL_SITE,
    locale: '',
    ...INITIAL_VIEWPORT,
    ...fakeBackendInitialGlobals,
  },
  parameters: {
    layout: 'padded',
    // The fake shop backend answers every call of the specs; a story may replace a handler by key.
    msw: { handlers: { fakeBackend: fakeBackendHandlers } },
    controls: { expanded: true },
    viewport: { options: STORYBOOK_VIEWPORTS },
    a11y: { test: 'error' },
    docs: { codePanel: true },
    options: {
      // Where each reader starts: editors first, the reference after the guides. The primitives
      // are the elements' building blocks, so they follow the elements' foundations.
      storySort: {
        order: [
          'Introduction',
          'Editors',
          'Overview',
          'Elements',
          'Foundations',
          'Primitives',
          'Designers',
          'Developers',
          'Specification',
        ],
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
