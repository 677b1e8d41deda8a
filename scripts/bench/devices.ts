/**
 * The devices the page benchmark and the layout-shift tests load pages as. Lighthouse's mobile
 * run is an Android phone (412 px, touch); the app banner shows on Android and Chrome on iOS
 * only, so a desktop user agent alone never sees the room it takes.
 */
export interface BenchDevice {
  readonly name: string;
  /** `undefined`: the browser's own (desktop Chromium). */
  readonly userAgent?: string;
  /** A phone: touch as the only pointer, as Lighthouse's mobile run emulates it. */
  readonly mobile: boolean;
}

export const BENCH_DEVICES = {
  desktop: { name: 'desktop', mobile: false },
  android: {
    name: 'android',
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    mobile: true,
  },
  /** Safari on an iPad: no app banner (the smart app banner's meta tag instead). */
  ipad: {
    name: 'ipad',
    userAgent:
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    mobile: true,
  },
  'ios-chrome': {
    name: 'ios-chrome',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
    mobile: true,
  },
} as const satisfies Record<string, BenchDevice>;

export type BenchDeviceName = keyof typeof BENCH_DEVICES;

export const isBenchDeviceName = (name: string): name is BenchDeviceName =>
  Object.hasOwn(BENCH_DEVICES, name);

/**
 * The windows one cached fragment meets: phones, tablets upright and sideways, a desktop
 * browser in a half-screen window and full screens of every size (issue "one server fragment
 * for every window"). The e2e test and `npm run bench:page` load each.
 */
export const ONE_FRAGMENT_WINDOWS: readonly { width: number; device: BenchDeviceName }[] = [
  { width: 360, device: 'android' },
  { width: 412, device: 'android' },
  { width: 820, device: 'ipad' },
  { width: 1180, device: 'ipad' },
  { width: 768, device: 'desktop' },
  { width: 1024, device: 'desktop' },
  { width: 1280, device: 'desktop' },
  { width: 1440, device: 'desktop' },
  { width: 1920, device: 'desktop' },
];

/** The device a real visitor at `width` px has: a phone below 768 px, a desktop from there. */
export function deviceForWidth(width: number): BenchDevice {
  return width < 768 ? BENCH_DEVICES.android : BENCH_DEVICES.desktop;
}

/** The browser-context options that load a page as `device` at `width` px. */
export function deviceContextOptions(device: BenchDevice, width: number) {
  return {
    viewport: { width, height: 900 },
    ...(device.userAgent ? { userAgent: device.userAgent } : {}),
    ...(device.mobile ? { isMobile: true, hasTouch: true } : {}),
  };
}
