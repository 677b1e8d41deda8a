/**
 * Every call the elements make to the shop's services goes through `requestJson`: same origin,
 * cookies included, the anti-forgery header, JSON, a 15 s timeout, and typed outcomes that tell
 * a response error (a status outside 200–299, with its body) from a fetch error (network,
 * timeout, abort, unreadable JSON). It never throws.
 */
import type { SiteCode } from '../../sites/sites';
import { isLegalHeaderValue } from './header-value';
import { isBrowser } from '../../page-runtime/environment';

export const REQUEST_TIMEOUT_MS = 15_000;

export type FetchFailure = 'network' | 'timeout' | 'aborted' | 'unreadable';

export type ApiOutcome<T> =
  | { ok: true; status: number; data: T | undefined; headers?: Headers }
  | { ok: false; kind: 'response'; status: number; body: unknown; headers?: Headers }
  | { ok: false; kind: 'fetch'; failure: FetchFailure; error: unknown };

export interface RetryPolicy {
  /** How many times a failed call is tried again. */
  retries: number;
  delayMs: number;
  /** Which outcomes are worth another try. */
  retryOn: (outcome: ApiOutcome<unknown>) => boolean;
}

/**
 * The search suggestions' retries, as header-and-cart §7 gives them: on status 400 or higher
 * only; a network failure is not retried. What the shopper sees meanwhile: `shop-search.docs.mdx`.
 */
export const SUGGESTION_RETRY_POLICY: RetryPolicy = {
  retries: 4,
  delayMs: 2_000,
  retryOn: (outcome) => !outcome.ok && outcome.kind === 'response' && outcome.status >= 400,
};

export interface ApiRequest {
  path: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Query parameters; empty strings, `undefined` and empty arrays are left out. */
  query?: Record<string, string | number | boolean | undefined>;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as `X-Hunter-Site` where the spec says "a site header". */
  site?: SiteCode;
  /**
   * Empty and undefined values are left out; so is a value that is not a legal header value (a
   * malformed cookie), with one console warning per header name: the call still goes.
   */
  headers?: Record<string, string | undefined>;
  /** Bypass every cache (spec: "no caching"). */
  noCache?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
  retry?: RetryPolicy;
  /**
   * Calls with the same key cancel each other: a new one aborts the one still running, so a
   * stale answer never lands after a fresh one.
   */
  latestOnlyKey?: string;
  /**
   * A GET of page-level data (footer content, A/B assignment, …): the same call with the same
   * parameters is made once per page, however many elements or remounts ask; they share the
   * answer while it runs and after it arrived. A failed answer is not kept, so the next asker
   * tries again. The caller's `signal` then only stops its own wait, not the shared call.
   */
  oncePerPage?: boolean;
  /** With `oncePerPage`: ask the service again (a forced reload, the editors' PreviewToken). */
  refresh?: boolean;
  /**
   * The caller needs the status alone (the login, the token calls): the body is not read, so an
   * answer whose body is not JSON still counts by its status instead of as unreadable.
   */
  statusOnly?: boolean;
  /** The caller reads the answer's headers too (a server's calls: until when it is fresh). */
  withHeaders?: boolean;
}

export interface ApiClientOptions {
  /** Defaults to the page's origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

const ANTI_FORGERY_HEADER = { 'X-Requested-With': 'XMLHttpRequest' };

function urlOf(baseUrl: string, path: string, query: ApiRequest['query']): string {
  const url = new URL(path, baseUrl);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === '') continue;
    url.searchParams.set(name, String(value));
  }
  return url.toString();
}

async function readBody(response: Response): Promise<{ readable: boolean; value: unknown }> {
  const text = await response.text();
  if (text.trim() === '') return { readable: true, value: undefined };
  try {
    return { readable: true, value: JSON.parse(text) as unknown };
  } catch {
    return { readable: false, value: text };
  }
}

function defaultBaseUrl(): string {
  return isBrowser() ? location.origin : 'http://localhost:8080';
}

export interface ApiClient {
  request<T>(request: ApiRequest): Promise<ApiOutcome<T>>;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const sleep =
    options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const running = new Map<string, AbortController>();
  const refusedHeaders = new Set<string>();
  const pageAnswers = new Map<string, Promise<ApiOutcome<unknown>>>();

  /** fetch would refuse the whole call: the header stays out, and the developer hears once. */
  function refuseHeader(name: string) {
    if (refusedHeaders.has(name)) return;
    refusedHeaders.add(name);
    console.warn(
      `shop-elements: ${name} is left out of this page's calls: its value (from a cookie?) is not a legal header value. The calls go without it.`,
    );
  }

  async function attempt<T>(request: ApiRequest, signal: AbortSignal): Promise<ApiOutcome<T>> {
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), request.timeoutMs ?? REQUEST_TIMEOUT_MS);
    const combined = AbortSignal.any([signal, timeout.signal]);
    const headers: Record<string, string> = { Accept: 'application/json', ...ANTI_FORGERY_HEADER };
    if (request.body !== undefined) headers['Content-Type'] = 'application/json';
    if (request.site) headers['X-Hunter-Site'] = request.site;
    for (const [name, value] of Object.entries(request.headers ?? {})) {
      if (value === undefined || value === '') continue;
      if (isLegalHeaderValue(value)) headers[name] = value;
      else refuseHeader(name);
    }
    try {
      const response = await doFetch(
        urlOf(options.baseUrl ?? defaultBaseUrl(), request.path, request.query),
        {
          method: request.method ?? 'GET',
          credentials: 'include',
          cache: request.noCache ? 'no-store' : 'default',
          headers,
          body: request.body === undefined ? undefined : JSON.stringify(request.body),
          signal: combined,
        },
      );
      if (request.statusOnly) {
        void response.body?.cancel().catch(() => undefined);
        return response.status < 200 || response.status > 299
          ? { ok: false, kind: 'response', status: response.status, body: undefined }
          : { ok: true, status: response.status, data: undefined };
      }
      const body = await readBody(response);
      const answerHeaders = request.withHeaders ? { headers: response.headers } : {};
      if (response.status < 200 || response.status > 299) {
        return {
          ok: false,
          kind: 'response',
          status: response.status,
          body: body.value,
          ...answerHeaders,
        };
      }
      if (!body.readable) {
        return { ok: false, kind: 'fetch', failure: 'unreadable', error: body.value };
      }
      return {
        ok: true,
        status: response.status,
        data: body.value as T | undefined,
        ...answerHeaders,
      };
    } catch (error) {
      const failure: FetchFailure = timeout.signal.aborted
        ? 'timeout'
        : signal.aborted
          ? 'aborted'
          : 'network';
      return { ok: false, kind: 'fetch', failure, error };
    } finally {
      clearTimeout(timer);
    }
  }

  async function send<T>(request: ApiRequest): Promise<ApiOutcome<T>> {
    const controller = new AbortController();
    if (request.latestOnlyKey) {
      running.get(request.latestOnlyKey)?.abort();
      running.set(request.latestOnlyKey, controller);
    }
    const signal = request.signal
      ? AbortSignal.any([request.signal, controller.signal])
      : controller.signal;
    try {
      let outcome = await attempt<T>(request, signal);
      for (let retry = 0; retry < (request.retry?.retries ?? 0); retry += 1) {
        if (signal.aborted || !request.retry?.retryOn(outcome)) break;
        await sleep(request.retry.delayMs);
        if (signal.aborted)
          return { ok: false, kind: 'fetch', failure: 'aborted', error: signal.reason };
        outcome = await attempt<T>(request, signal);
      }
      return outcome;
    } finally {
      if (request.latestOnlyKey && running.get(request.latestOnlyKey) === controller) {
        running.delete(request.latestOnlyKey);
      }
    }
  }

  /** One shared call per page: the caller's signal ends only its own wait. */
  function sharedPerPage<T>(request: ApiRequest): Promise<ApiOutcome<T>> {
    const key = JSON.stringify([
      urlOf('https://page.invalid', request.path, request.query),
      request.site ?? '',
      request.headers ?? {},
    ]);
    let answer = request.refresh ? undefined : pageAnswers.get(key);
    if (!answer) {
      answer = send<unknown>({ ...request, signal: undefined });
      pageAnswers.set(key, answer);
      const shared = answer;
      void shared.then((outcome) => {
        if (!outcome.ok && pageAnswers.get(key) === shared) pageAnswers.delete(key);
      });
    }
    const { signal } = request;
    if (!signal) return answer as Promise<ApiOutcome<T>>;
    const aborted = new Promise<ApiOutcome<T>>((resolve) => {
      const stop = () =>
        resolve({ ok: false, kind: 'fetch', failure: 'aborted', error: signal.reason });
      if (signal.aborted) stop();
      else signal.addEventListener('abort', stop, { once: true });
    });
    return Promise.race([answer as Promise<ApiOutcome<T>>, aborted]);
  }

  return {
    request<T>(request: ApiRequest): Promise<ApiOutcome<T>> {
      const isGet = (request.method ?? 'GET') === 'GET';
      return request.oncePerPage && isGet ? sharedPerPage<T>(request) : send<T>(request);
    },
  };
}

/** Describes an outcome for a developer's console message. */
export function describeFailure(outcome: Exclude<ApiOutcome<unknown>, { ok: true }>): string {
  return outcome.kind === 'response'
    ? `status ${outcome.status}`
    : `${outcome.failure}${outcome.error instanceof Error ? ` (${outcome.error.message})` : ''}`;
}
