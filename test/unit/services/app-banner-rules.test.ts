import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  APP_BANNER_EARLY_PROPERTY,
  appBannerEarlyScript,
} from '../../../src/services/app-banner-early';
import {
  APP_BANNER_CLOSED_KEY,
  APP_COOKIE_NAME,
  SMART_APP_META_NAME,
  addSmartAppMeta,
  appBannerOutcome,
  appStoreAppId,
  detectMobileOs,
  isAppBannerClosed,
  rememberAppBannerClosed,
  type MobileOs,
} from '../../../src/services/app-banner-rules';

const USER_AGENTS: [string, string, MobileOs][] = [
  [
    'Chrome on Android',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
    'android',
  ],
  [
    'Samsung Internet on Android',
    'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
    'android',
  ],
  [
    'Firefox on an Android tablet',
    'Mozilla/5.0 (Android 14; Tablet; rv:127.0) Gecko/127.0 Firefox/127.0',
    'android',
  ],
  [
    'Chrome on iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
    'ios-chrome',
  ],
  [
    'Chrome on iPad',
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
    'ios-chrome',
  ],
  [
    'Safari on iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    'ios-safari',
  ],
  [
    'Firefox on iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 Mobile/15E148 Safari/605.1.15',
    'other',
  ],
  [
    'Edge on iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/126.0.2592.56 Mobile/15E148 Safari/605.1.15',
    'other',
  ],
  [
    'the Facebook app on iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/470.0.0.38.108]',
    'other',
  ],
  [
    'Chrome on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    'other',
  ],
  [
    'Safari on a Mac',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    'other',
  ],
  ['an empty user agent', '', 'other'],
];

describe('detectMobileOs', () => {
  it.each(USER_AGENTS)('given %s, answers %s', (_name, userAgent, platform) => {
    expect(detectMobileOs(userAgent)).toBe(platform);
  });

  it('given Safari on an iPad that says it is a Mac, tells it apart by its touch points', () => {
    const iPadOs =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
    expect(detectMobileOs(iPadOs, 5)).toBe('ios-safari');
    expect(detectMobileOs(iPadOs, 0)).toBe('other');
  });
});

describe('appBannerOutcome (header-and-cart §5)', () => {
  const shown = { closedBefore: false, reduced: false, appCookie: false } as const;

  it('shows the banner on Android and on Chrome on iOS', () => {
    expect(appBannerOutcome({ ...shown, mobileOs: 'android' })).toBe('banner');
    expect(appBannerOutcome({ ...shown, mobileOs: 'ios-chrome' })).toBe('banner');
  });

  it('gives Safari on iOS the smart-app meta tag instead', () => {
    expect(appBannerOutcome({ ...shown, mobileOs: 'ios-safari' })).toBe('smart-app-meta');
  });

  it('shows nothing elsewhere', () => {
    expect(appBannerOutcome({ ...shown, mobileOs: 'other' })).toBe('nothing');
  });

  it.each(['closedBefore', 'reduced', 'appCookie'] as const)(
    'shows nothing, not even the meta tag, when %s',
    (condition) => {
      for (const mobileOs of ['android', 'ios-chrome', 'ios-safari'] as const) {
        expect(appBannerOutcome({ ...shown, [condition]: true, mobileOs })).toBe('nothing');
      }
    },
  );
});

describe('the smart-app meta tag', () => {
  beforeEach(() => {
    document.head.querySelector(`meta[name="${SMART_APP_META_NAME}"]`)?.remove();
  });

  it('reads the app id from an App Store address', () => {
    expect(appStoreAppId('https://apps.apple.com/de/app/shop/id1234567890')).toBe('1234567890');
    expect(appStoreAppId('https://apps.apple.com/de/app/shop/id1234567890?l=de')).toBe(
      '1234567890',
    );
    expect(appStoreAppId('https://play.google.com/store/apps/details?id=com.shop')).toBeUndefined();
  });

  it('is added to the head once', () => {
    addSmartAppMeta(document, '1234567890');
    addSmartAppMeta(document, '1234567890');
    const metas = document.head.querySelectorAll(`meta[name="${SMART_APP_META_NAME}"]`);
    expect(metas).toHaveLength(1);
    expect(metas[0]?.getAttribute('content')).toBe('app-id=1234567890');
  });
});

describe('the closed flag', () => {
  beforeEach(() => localStorage.clear());

  it('is kept in local storage', () => {
    expect(isAppBannerClosed()).toBe(false);
    rememberAppBannerClosed();
    expect(localStorage.getItem(APP_BANNER_CLOSED_KEY)).toBe('true');
    expect(isAppBannerClosed()).toBe(true);
  });

  it('treats anything but true as not closed', () => {
    localStorage.setItem(APP_BANNER_CLOSED_KEY, '"yes"');
    expect(isAppBannerClosed()).toBe(false);
  });
});

describe('the early check server HTML runs before the first paint (app-banner-early.ts)', () => {
  const root = document.documentElement;
  const shown = () => root.style.getPropertyValue(APP_BANNER_EARLY_PROPERTY);

  function runEarlyCheck(userAgent: string, { maxTouchPoints = 0 } = {}) {
    root.style.removeProperty(APP_BANNER_EARLY_PROPERTY);
    const restore = [
      vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent),
      vi.spyOn(navigator, 'maxTouchPoints', 'get').mockReturnValue(maxTouchPoints),
    ];
    try {
      new Function(appBannerEarlyScript())();
    } finally {
      for (const spy of restore) spy.mockRestore();
    }
    return shown() === 'flex';
  }

  beforeEach(() => {
    localStorage.clear();
    document.cookie = `${APP_COOKIE_NAME}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  });

  it.each(USER_AGENTS)(
    'given %s, shows the server’s banner exactly where its code will (%s)',
    (_name, userAgent, platform) => {
      const willShow =
        appBannerOutcome({
          closedBefore: false,
          reduced: false,
          appCookie: false,
          mobileOs: platform,
        }) === 'banner';
      expect(runEarlyCheck(userAgent)).toBe(willShow);
    },
  );

  const android = USER_AGENTS[0]![1];

  it('given a banner the shopper closed before, keeps it hidden', () => {
    rememberAppBannerClosed();
    expect(runEarlyCheck(android)).toBe(false);
  });

  it('given the app’s own cookie, keeps it hidden', () => {
    document.cookie = `${APP_COOKIE_NAME}=new`;
    expect(runEarlyCheck(android)).toBe(false);
  });

  it('given storage that throws, leaves the banner to its code and throws nothing', () => {
    const storage = vi.spyOn(localStorage, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    try {
      expect(runEarlyCheck(android)).toBe(false);
    } finally {
      storage.mockRestore();
    }
  });

  it('is one self-contained script of under 1 KB, with nothing of a page or shopper in it', () => {
    const script = appBannerEarlyScript();
    expect(script).toBe(appBannerEarlyScript());
    expect(script).not.toMatch(/<\/script|<!--|\bimport\b|\brequire\(/i);
    expect(new TextEncoder().encode(script).length).toBeLessThan(1024);
  });
});
