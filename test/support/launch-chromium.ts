import { chromium, type Browser } from 'playwright-core';
import { chromiumLaunchOptions } from './chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ headless: true, ...chromiumLaunchOptions() });
}
