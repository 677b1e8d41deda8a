/**
 * Issue 17: ids and tokens that are `.` or `..` become path segments the browser resolves away
 * (`/service/promotion/api/promotion/..` is `/service/promotion/api/`). Elements refuse them: no
 * request leaves its path, and one console error names the element and the attribute.
 */
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import '../../../src/elements/generated/entries/shop-benefits-strip';
import '../../../src/elements/generated/entries/shop-newsletter-form';
import '../../../src/elements/generated/entries/shop-promotion';
import { forgetPageSingleton } from '../../../src/page-runtime/page-singleton';
import { setUpFakeBackend } from '../../support/fake-backend-worker';
import { mount, shadow, shownElements } from '../../support/promotion-test-support';

setUpFakeBackend();

let requestedPaths: string[];
let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  requestedPaths = [];
  const realFetch = window.fetch.bind(window);
  vi.spyOn(window, 'fetch').mockImplementation((input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    requestedPaths.push(new URL(url, location.href).pathname);
    return realFetch(input, init);
  });
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  forgetPageSingleton('promotions');
  vi.restoreAllMocks();
});

/** Lets the element connect, preload and render, and any call it starts go out. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

function expectOneErrorNaming(tag: string, attribute: string, value: string) {
  expect(consoleError).toHaveBeenCalledOnce();
  expect(consoleError.mock.calls[0]?.[0]).toEqual(
    expect.stringContaining(`<${tag}>: ${attribute}=${JSON.stringify(value)}`),
  );
}

describe('hostile input › ids and tokens that would leave their path', () => {
  describe.each(['..', '.', ' .. '])('given <shop-promotion promotion-id="%s">', (id) => {
    it('it asks for no promotion, shows nothing and logs one error naming element and attribute', async () => {
      const host = mount('shop-promotion', `promotion-id="${id}"`);
      await vi.waitFor(() => expect(consoleError).toHaveBeenCalled(), { timeout: 5_000 });
      await settle();
      expect(requestedPaths.filter((path) => path.startsWith('/service/promotion/'))).toEqual([]);
      expect(shownElements(host)).toEqual([]);
      expectOneErrorNaming('shop-promotion', 'promotion-id', id.trim());
    });
  });

  describe.each(['..', '.'])('given <shop-benefits-strip promotion-id="%s">', (id) => {
    it('it asks for no promotion, shows the default benefits and logs one error naming element and attribute', async () => {
      const host = mount('shop-benefits-strip', `promotion-id="${id}"`);
      await vi.waitFor(() => expect(shadow(host).querySelectorAll('a').length).toBeGreaterThan(0));
      await settle();
      expect(requestedPaths.filter((path) => path.startsWith('/service/promotion/'))).toEqual([]);
      expectOneErrorNaming('shop-benefits-strip', 'promotion-id', id);
    });
  });

  describe.each(['..', '.'])('given <shop-newsletter-form doi-token="%s">', (token) => {
    it('it makes no newsletter call, shows the link-invalid message with the form and logs one error naming element and attribute', async () => {
      const host = mount('shop-newsletter-form', `doi-token="${token}"`);
      await vi.waitFor(
        () => expect(shadow(host).querySelector('[part="doi-message"]')).not.toBeNull(),
        { timeout: 5_000 },
      );
      expect(shadow(host).querySelector<HTMLElement>('[part="doi-message"]')?.dataset.doi).toBe(
        'invalid',
      );
      expect(shadow(host).querySelector('form')).not.toBeNull();
      await settle();
      expect(requestedPaths.filter((path) => path.startsWith('/service/newsletter/'))).toEqual([]);
      expectOneErrorNaming('shop-newsletter-form', 'doi-token', token);
    });
  });
});
