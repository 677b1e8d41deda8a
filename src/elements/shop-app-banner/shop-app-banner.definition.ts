import type { ElementDefinition } from '../../element-kit/element-definition';

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
  description:
    'Headline, a five-star rating with "(89k)" and a button to the app store. It shows only when the shopper has not closed it before (local storage `shop-app-banner-closed`), `reduced` is off, the app cookie `xc-app` is absent (the app sets it in its web views) and the device is Android or Chrome on iOS. On Safari on iOS it shows nothing and adds `<meta name="apple-itunes-app" content="app-id=…">` to the page head once instead, so Safari offers its own smart app banner. Closing it hides it for good and sends `app-banner-close`.',
  attributes: [
    {
      name: 'store-url',
      type: 'string',
      default: '',
      description:
        'The store button’s address (http, https or relative). Empty: the site’s Google Play link on Android, its App Store link on iOS.',
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
        'The device and browser. `auto` reads the user agent; `android`, `ios-chrome`, `ios-safari` and `other` fix it, for previews and tests (Chromium on a desktop is `other`).',
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
  // Most visitors never see it, so it keeps no room by default; with a `platform` that shows the
  // banner, the page knows it will show and keeps its room (one line of text from 768 px).
  reservedHeight: {
    whenAttribute: { names: ['platform'], values: ['android', 'ios-chrome'] },
    height: { layout: 'footer', heights: { MATCH: '86px', TABLET: '57px', CLASSIC: '57px' } },
  },
} as const satisfies ElementDefinition;
