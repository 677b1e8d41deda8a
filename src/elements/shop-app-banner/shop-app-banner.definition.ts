import type { ElementDefinition } from '../../element-kit/definition/element-definition';
import { LIKELY_ANDROID } from '../../element-kit/room/reserved-room';

export const APP_PLATFORM_VALUES = [
  'auto',
  'android',
  'ios-chrome',
  'ios-safari',
  'other',
] as const;

export const shopAppBannerDefinition = {
  tag: 'shop-app-banner',
  componentName: 'ShopAppBanner',
  summary: 'The app install banner.',
  status: 'stable',
  description:
    'Headline, a five-star rating with "(89k)" and a button to the app store. It shows only when the shopper has not closed it before (local storage `shop-app-banner-closed`), `reduced` is off, the app cookie `xc-app` is absent (the app sets it in its web views) and the device is Android or Chrome on iOS. On Safari on iOS it shows nothing and adds `<meta name="apple-itunes-app" content="app-id=…">` to the page head once instead, so Safari offers its own smart app banner. Closing it hides it for good and sends `app-banner-close`. ' +
    'The app is the shop’s: the page names it once in its configuration block (`<script type="application/json" id="shop-elements-config">{"apps": {"android": "com.shop.app", "ios": "id123456789"}}</script>`, see the docs/editors/02-page-configuration.mdx), and `android-app-id`, `ios-app-id` or `store-url` override it per element. The button then goes to the app’s entry in the site’s store (Google Play in the site’s language, the App Store of the site’s country). With no app for the device, the banner shows nothing (and no meta tag is added) and the console says once what the page lacks.',
  attributes: [
    {
      name: 'store-url',
      type: 'string',
      default: '',
      description:
        'The store button’s address (http, https or relative), whatever the device; an App Store address (`…/id123456789`) also gives Safari’s smart app banner its id. Empty: the site’s store entry of the app ids (`android-app-id`, `ios-app-id`, else the page configuration’s `apps`).',
    },
    {
      name: 'android-app-id',
      type: 'string',
      default: '',
      description:
        'The Google Play package name of the shop’s app, e.g. `com.shop.app`; overrides the page configuration’s `apps.android`. The button goes to its Google Play entry in the site’s language. Anything but a package name logs a console error and is ignored.',
    },
    {
      name: 'ios-app-id',
      type: 'string',
      default: '',
      description:
        'The App Store id of the shop’s app, e.g. `id123456789`; overrides the page configuration’s `apps.ios`. The button (Chrome on iOS) goes to its entry in the site’s country store, and Safari gets `<meta name="apple-itunes-app" content="app-id=…">`. Anything but an App Store id logs a console error and is ignored.',
    },
    {
      name: 'reduced',
      type: 'boolean',
      description: 'The reduced (checkout) header: the banner never shows.',
    },
    {
      name: 'platform',
      type: 'enum',
      values: APP_PLATFORM_VALUES,
      default: 'auto',
      description:
        'The device and browser. `auto` reads the user agent; `android`, `ios-chrome`, `ios-safari` and `other` fix it, for previews and tests only (Chromium on a desktop is `other`). Leave it out on shop pages: a fixed `android` or `ios-chrome` shows the banner to every visitor, desktops included.',
    },
  ],
  events: [
    {
      name: 'app-banner-close',
      detailType: 'null',
      description: 'The shopper closed the banner; it stays closed on later visits.',
    },
  ],
  slots: [],
  parts: [
    { name: 'banner', description: 'The banner.' },
    { name: 'close-button', description: 'The close button.' },
    { name: 'headline', description: 'The headline.' },
  ],
  cssProperties: [
    {
      name: '--shop-app-banner-background',
      default: 'var(--shop-color-surface-muted)',
      description: 'Background of the banner.',
    },
    {
      name: '--shop-app-banner-icon-background',
      default: 'var(--shop-color-primary)',
      description: 'Background of the app icon.',
    },
  ],
  // Most visitors never see it, so it keeps room only where it will show: the element decides
  // that as it connects (`roomStates`: device, cookie, closed flag, `reduced`, a store link),
  // before its code loads. Its height is one per width band (shop-app-banner.css).
  reservedHeight: {
    whenState: 'app-banner',
    likelyWhere: LIKELY_ANDROID,
    height: {
      layout: 'footer',
      heights: { MATCH: '105px', TABLET: '57px', CLASSIC: '57px' },
      steps: [{ from: 360, height: '88px' }],
    },
  },
} as const satisfies ElementDefinition;
