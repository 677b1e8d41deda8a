import { expect } from 'vitest';
import { whenSettled } from '../../src/page-runtime/pending-work';
import { queryAllDeep } from './nested-shadow-roots';
import { until } from './real-time';

/**
 * Waits until the host and every library element inside its shadow roots show their settled
 * content, and the page's pending work is done: what a shopper sees once the page has loaded.
 */
export async function untilEverySettled(host: HTMLElement, timeout = 8_000): Promise<void> {
  await until(() => {
    const hosts = [host, ...queryAllDeep(host.shadowRoot, '*')].filter((element) =>
      element.localName.startsWith('shop-'),
    );
    expect(hosts.every((each) => each.matches(':state(settled)'))).toBe(true);
  }, timeout);
  await whenSettled();
}
