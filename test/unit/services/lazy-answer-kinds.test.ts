/**
 * The browser's answers, each kind's store imported when an element first needs it
 * (`lazy-answer-kinds.ts`): when one kind's code cannot load, the page says so once and the
 * other kinds load as usual.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../../src/services/stores/navigation', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('given the navigation’s code that does not load (the network failed)', () => {
  it('the page reports it once, and the footer’s content is still asked for', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        asked.push(new URL(String(input)).pathname);
        return Promise.resolve(Response.json({}, { status: 404 }));
      }),
    );
    const { loadDataNeeds } =
      await import('../../../src/services/server-data/answer-kinds/lazy-answer-kinds');
    loadDataNeeds('DE', [{ kind: 'navigation' }, { kind: 'footerContent' }]);
    await vi.waitFor(() => expect(asked.some((path) => path.endsWith('/SHOP_FOOTER'))).toBe(true));
    await vi.waitFor(() =>
      expect(errors).toHaveBeenCalledWith(
        'shop-elements: the code for the navigation answers could not load.',
        expect.anything(),
      ),
    );
    expect(errors).toHaveBeenCalledTimes(1);
  });
});
