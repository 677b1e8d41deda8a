/**
 * A `fetch` that answers from a list, for tests of code that takes `fetch` (the API client) or
 * reaches the global one. Each call takes the next answer; the last answer repeats. Every call's
 * address and options are kept in `calls`.
 */
import { vi } from 'vitest';

export type FetchCall = { url: string; init: RequestInit };

export type FakeAnswer = (init?: RequestInit) => Promise<Response>;

export function fakeFetch(...answers: FakeAnswer[]) {
  const calls: FetchCall[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    const next = answers[Math.min(calls.length - 1, answers.length - 1)];
    if (!next) throw new Error('no response prepared');
    return next(init);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

export const json =
  (status: number, body: unknown): FakeAnswer =>
  () =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    );

export const text =
  (status: number, body: string): FakeAnswer =>
  () =>
    Promise.resolve(new Response(body, { status }));

/** An answer with a status and no body. */
export const empty =
  (status: number): FakeAnswer =>
  () =>
    Promise.resolve(new Response(null, { status }));

export const networkError: FakeAnswer = () => Promise.reject(new TypeError('Failed to fetch'));

/** Never answers; rejects as fetch does when the request's signal aborts. */
export const never: FakeAnswer = (init) =>
  new Promise<Response>((_, reject) =>
    init?.signal?.addEventListener('abort', () =>
      reject(new DOMException('aborted', 'AbortError')),
    ),
  );
