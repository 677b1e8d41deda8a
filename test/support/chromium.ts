import { existsSync } from 'node:fs';

/**
 * Chromium from Debian (`apt-get install chromium`): Playwright cannot download its own browser
 * here. The flags keep it from reaching for Google's services, which this network refuses.
 */
export function chromiumLaunchOptions() {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return {
    ...(existsSync(executablePath) ? { executablePath } : {}),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--font-render-hinting=none',
      '--force-color-profile=srgb',
      '--hide-scrollbars',
    ],
  };
}
