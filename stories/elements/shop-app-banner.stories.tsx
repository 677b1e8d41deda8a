import type { Meta, StoryObj } from '@storybook/react-vite';
import { html } from 'lit-html';
import { ifDefined } from 'lit-html/directives/if-defined.js';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import {
  APP_BANNER_CLOSED_KEY,
  APP_COOKIE_NAME,
  SMART_APP_META_NAME,
} from '../../src/services/app-banner-rules';
import '../../src/elements/generated/entries/shop-app-banner';
import type { AppPlatformOverride } from '../../src/elements/shop-app-banner/ShopAppBanner';
import { shopAppBannerDefinition } from '../../src/elements/shop-app-banner/shop-app-banner.definition';
import { SITE_CONTENT } from '../../src/sites/site-content';
import type { VisualParameters } from '../../test/visual/story-screenshots';
import { elementArgTypes, elementArgs, elementParameters } from '../support/element-docs';
import { LitTemplate } from '../support/lit-template';
import { renderedIn } from '../support/promotion-stories';
import { siteOf } from '../support/story-globals';
import { shownElements, storyTexts } from '../support/story-texts';

interface AppBannerArgs {
  'store-url': string;
  reduced: boolean;
  platform: AppPlatformOverride;
  onAppBannerClose: (event: Event) => void;
}

const smartAppMeta = () => document.head.querySelector(`meta[name="${SMART_APP_META_NAME}"]`);

/** Each story starts as a first visit: not closed before, no app cookie, no meta tag. */
function freshVisit(): () => void {
  localStorage.removeItem(APP_BANNER_CLOSED_KEY);
  smartAppMeta()?.remove();
  return () => {
    localStorage.removeItem(APP_BANNER_CLOSED_KEY);
    document.cookie = `${APP_COOKIE_NAME}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    smartAppMeta()?.remove();
  };
}

const meta = {
  title: 'Elements/shop-app-banner',
  // The stories pin a phone; the editors' HTML does not, or every visitor would see the banner.
  parameters: elementParameters(shopAppBannerDefinition, {
    snippet: (args) => ({ args: { ...args, platform: 'auto' }, content: '' }),
    pageConfig: ['apps'],
  }),
  argTypes: elementArgTypes('shop-app-banner'),
  // Chromium is a desktop browser: the stories say which phone they stand for.
  args: {
    ...(elementArgs('shop-app-banner') as Omit<AppBannerArgs, 'onAppBannerClose'>),
    platform: 'android',
    onAppBannerClose: fn(),
  },
  beforeEach: freshVisit,
  render: (args, { globals }) => (
    <LitTemplate
      template={html`<shop-app-banner
        site=${ifDefined((globals.site as string) || undefined)}
        locale=${ifDefined((globals.locale as string) || undefined)}
        store-url=${ifDefined(args['store-url'] || undefined)}
        platform=${args.platform}
        ?reduced=${args.reduced}
        @app-banner-close=${args.onAppBannerClose}
      ></shop-app-banner>`}
    />
  ),
} satisfies Meta<AppBannerArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const empty = (canvasElement: HTMLElement) =>
  shownElements(canvasElement.querySelector('shop-app-banner')?.shadowRoot).length;

/** On an Android phone: headline, five stars with "(89k)" and the Google Play button. */
export const OnAndroid: Story = {
  globals: { viewport: { value: 'xs' } },
  parameters: { visual: { viewports: ['xs'] } satisfies VisualParameters },
  play: async ({ canvasElement, globals }) => {
    const texts = storyTexts(globals);
    const { view } = await renderedIn(canvasElement, 'shop-app-banner', '[part="banner"]');
    await expect(view.getByText(texts.t('appBanner.ratingCount'))).toBeVisible();
    await expect(view.getByRole('link', { name: texts.t('appBanner.install') })).toHaveAttribute(
      'href',
      SITE_CONTENT[siteOf(globals).code].appLinks.googlePlay,
    );
  },
};

/** Chrome on an iPhone: the same banner, linking to the App Store. */
export const OnIosChrome: Story = {
  args: { platform: 'ios-chrome' },
  play: async ({ canvasElement, globals }) => {
    const texts = storyTexts(globals);
    const { view } = await renderedIn(canvasElement, 'shop-app-banner', '[part="banner"]');
    await expect(view.getByRole('link', { name: texts.t('appBanner.install') })).toHaveAttribute(
      'href',
      SITE_CONTENT[siteOf(globals).code].appLinks.appStore,
    );
  },
};

/** Closing it hides it for good: the flag is kept in local storage. */
export const CloseHidesForGood: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const texts = storyTexts(globals);
    const { view } = await renderedIn(canvasElement, 'shop-app-banner', '[part="banner"]');
    await userEvent.click(view.getByRole('button', { name: texts.t('appBanner.close') }));
    await waitFor(() => expect(empty(canvasElement)).toBe(0));
    await expect(args.onAppBannerClose).toHaveBeenCalledTimes(1);
    await expect(localStorage.getItem(APP_BANNER_CLOSED_KEY)).toBe('true');
  },
};

/** Safari on an iPhone: no banner; Safari's own smart app banner through the meta tag. */
export const OnIosSafari: Story = {
  args: { platform: 'ios-safari' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(smartAppMeta()?.getAttribute('content')).toMatch(/^app-id=\d+$/));
    await expect(empty(canvasElement)).toBe(0);
  },
};

/** The reduced (checkout) header: nothing. */
export const ReducedHeader: Story = {
  args: { reduced: true },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(empty(canvasElement)).toBe(0);
  },
};

/** Inside the app (the `xc-app` cookie): nothing. */
export const InTheApp: Story = {
  beforeEach: () => {
    document.cookie = `${APP_COOKIE_NAME}=1; path=/`;
  },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(empty(canvasElement)).toBe(0);
  },
};

/** On a desktop: nothing. */
export const OnDesktop: Story = {
  args: { platform: 'other' },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(empty(canvasElement)).toBe(0);
  },
};
