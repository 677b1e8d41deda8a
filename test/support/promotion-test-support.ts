/**
 * Helpers shared by the promotion browser tests: mounting a tag, reading its shadow root,
 * recording the promotion calls and answering one promotion id with any body.
 */
import { expect, vi } from 'vitest';

export function mount<T extends HTMLElement = HTMLElement>(tag: string, attributes = ''): T {
  document.body.insertAdjacentHTML('beforeend', `<${tag} ${attributes}></${tag}>`);
  const elements = document.querySelectorAll<T>(tag);
  const element = elements[elements.length - 1];
  if (!element) throw new Error(`no <${tag}>`);
  return element;
}

export function shadow(host: HTMLElement): ShadowRoot {
  if (!host.shadowRoot) throw new Error('no shadow root');
  return host.shadowRoot;
}

export interface RecordedCall {
  url: URL;
  headers: Headers;
}

const PROMOTION_PATH = '/service/promotion/api/promotion/';

/**
 * Records every promotion call and, for the ids in `answers`, answers with that body (an object
 * as JSON, a string as it is, a number as that status); other calls reach the fake backend.
 */
export function interceptPromotions(answers: Record<string, unknown> = {}): RecordedCall[] {
  const calls: RecordedCall[] = [];
  const realFetch = window.fetch.bind(window);
  vi.spyOn(window, 'fetch').mockImplementation((input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (!url.pathname.startsWith(PROMOTION_PATH)) return realFetch(input, init);
    calls.push({ url, headers: request.headers });
    const id = decodeURIComponent(url.pathname.slice(PROMOTION_PATH.length));
    if (Object.prototype.hasOwnProperty.call(answers, id)) {
      const body = answers[id];
      if (typeof body === 'number') return Promise.resolve(new Response(null, { status: body }));
      return Promise.resolve(
        new Response(typeof body === 'string' ? body : JSON.stringify(body), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    }
    return realFetch(input, init);
  });
  return calls;
}

/** The `promotion_click` entries pushed to the data layer. */
export function promotionClicks(): unknown[] {
  const layer = (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [];
  return layer.filter((entry) => entry.event === 'promotion_click');
}

export function resetDataLayer(): void {
  (window as unknown as { dataLayer?: unknown[] }).dataLayer = undefined;
}

/** Waits until the element rendered something in its shadow root. */
export async function rendered(host: HTMLElement, selector: string): Promise<HTMLElement> {
  let found: HTMLElement | null = null;
  await vi.waitFor(
    () => {
      found = shadow(host).querySelector<HTMLElement>(selector);
      expect(found).not.toBeNull();
    },
    { timeout: 5000 },
  );
  return found as unknown as HTMLElement;
}

/**
 * What an element shows in its shadow root: every element but the `lang` wrapper each element's
 * content sits in (adopted style sheets are not children either).
 */
export const shownElements = (host: HTMLElement) => [
  ...shadow(host).querySelectorAll('*:not(div[lang])'),
];

/** Stops links from navigating the test page; clicks still reach the element's handlers. */
export function keepPage(host: HTMLElement): void {
  host.addEventListener('click', (event) => event.preventDefault());
}
