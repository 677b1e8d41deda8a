import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient, ApiOutcome } from '../../../src/services/http/api-client';
import { createFooterContentStore } from '../../../src/services/footer-content/footer-content-store';

const FOOTER_ANSWER = {
  type: 'ApiFooterPromotion',
  contentJSON: JSON.stringify({
    headline: 'Service',
    teaser: { groups: [] },
    legalLinks: [{ link: { text: 'Impressum', url: '/impressum' } }],
  }),
};

function fakeApi(...outcomes: ApiOutcome<unknown>[]) {
  const last = outcomes.at(-1);
  const request = vi.fn(() => Promise.resolve(outcomes.shift() ?? last));
  return { api: { request } as unknown as ApiClient, request };
}

afterEach(() => {
  vi.restoreAllMocks();
  document.cookie = 'PreviewToken=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('footer content store', () => {
  it('given two footers on a page, asks once and gives both the content', async () => {
    const { api, request } = fakeApi({ ok: true, status: 200, data: FOOTER_ANSWER });
    const store = createFooterContentStore(() => api);
    const [first, second] = await Promise.all([store.load('DE'), store.load('DE')]);
    expect(request).toHaveBeenCalledTimes(1);
    expect(first).toBe(second);
    expect(store.entry('DE').getSnapshot()).toMatchObject({
      status: 'loaded',
      content: { headline: 'Service', legalLinks: [{ link: { url: '/impressum' } }] },
    });
  });

  it('when a footer mounts again, has the content at hand without a new call', async () => {
    const { api, request } = fakeApi({ ok: true, status: 200, data: FOOTER_ANSWER });
    const store = createFooterContentStore(() => api);
    await store.load('PL');
    await store.load('PL');
    expect(request).toHaveBeenCalledTimes(1);
    expect(store.entry('PL').getSnapshot().status).toBe('loaded');
    expect(store.entry('TR').getSnapshot().status).toBe('loading');
  });

  it('given the editors’ PreviewToken, asks again on every load', async () => {
    document.cookie = 'PreviewToken=draft';
    const { api, request } = fakeApi({ ok: true, status: 200, data: FOOTER_ANSWER });
    const store = createFooterContentStore(() => api);
    await store.load('DE');
    await store.load('DE');
    expect(request).toHaveBeenCalledTimes(2);
    expect(request).toHaveBeenLastCalledWith(expect.objectContaining({ refresh: true }));
  });

  it('given a 404, shows the footer without content and logs nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api } = fakeApi({ ok: false, kind: 'response', status: 404, body: null });
    const store = createFooterContentStore(() => api);
    expect(await store.load('DE')).toEqual({ status: 'none' });
    expect(error).not.toHaveBeenCalled();
  });

  it('given a failed call, shows the footer without content and logs one error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api } = fakeApi({ ok: false, kind: 'response', status: 500, body: null });
    const store = createFooterContentStore(() => api);
    expect(await store.load('DE')).toEqual({ status: 'none' });
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain('SHOP_FOOTER');
  });
});
