import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, REQUEST_TIMEOUT_MS } from '../../../src/services/http/api-client';
import { login } from '../../../src/services/login/login';
import { requestLogin } from '../../../src/services/login/login-request';
import { forgetPageSingleton } from '../../../src/page-runtime/page-singleton';
import { personalData } from '../../../src/services/stores/personal-data';
import {
  empty,
  fakeFetch,
  json,
  never,
  networkError,
  text,
  type FakeAnswer,
} from '../../support/fake-fetch';

const credentials = { email: 'anna@example.com', password: 'kaffee-2026' };

/** The login call against a fetch that gives `answer`. */
function loginAnswered(answer: FakeAnswer) {
  const { fetch, calls } = fakeFetch(answer);
  const api = createApiClient({ fetch, baseUrl: 'https://shop.example' });
  return { result: requestLogin(credentials, api), calls };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('login(credentials)', () => {
  it('given the login service answers 200, it resolves SUCCESS', async () => {
    await expect(loginAnswered(json(200, { status: 'SUCCESS' })).result).resolves.toBe('SUCCESS');
  });

  it('when called, it POSTs the credentials as given, as JSON, with cookies and the anti-forgery header', async () => {
    const { result, calls } = loginAnswered(json(200, {}));
    await result;
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.url).toBe('https://shop.example/service/login/api/v1/login');
    expect(call?.init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
    });
    expect(JSON.parse(String(call?.init.body))).toEqual(credentials);
  });

  it('given a 200 whose body is not JSON, it still resolves SUCCESS', async () => {
    await expect(loginAnswered(text(200, 'OK')).result).resolves.toBe('SUCCESS');
  });

  it('given the login service answers 401, it resolves UNAUTHORIZED', async () => {
    await expect(loginAnswered(json(401, { status: 'UNAUTHORIZED' })).result).resolves.toBe(
      'UNAUTHORIZED',
    );
  });

  it.each([201, 204, 302, 400, 403, 404, 500, 503])(
    'given any other status (%i), it resolves SERVICE_UNAVAILABLE',
    async (status) => {
      await expect(loginAnswered(empty(status)).result).resolves.toBe('SERVICE_UNAVAILABLE');
    },
  );

  it('given a network failure, it resolves SERVICE_UNAVAILABLE', async () => {
    await expect(loginAnswered(networkError).result).resolves.toBe('SERVICE_UNAVAILABLE');
  });

  it('given a fetch that throws as it is called, it resolves SERVICE_UNAVAILABLE', async () => {
    const throwing: FakeAnswer = () => {
      throw new TypeError('fetch is blocked');
    };
    await expect(loginAnswered(throwing).result).resolves.toBe('SERVICE_UNAVAILABLE');
  });

  it('given no answer within the request timeout, it resolves SERVICE_UNAVAILABLE', async () => {
    vi.useFakeTimers();
    const { result } = loginAnswered(never);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    await expect(result).resolves.toBe('SERVICE_UNAVAILABLE');
  });

  it('given credentials that cannot be written as JSON, it resolves SERVICE_UNAVAILABLE', async () => {
    const circular: Record<string, unknown> = { ...credentials };
    circular.self = circular;
    const { fetch } = fakeFetch(json(200, {}));
    const api = createApiClient({ fetch });
    await expect(requestLogin({ ...credentials, circular }, api)).resolves.toBe(
      'SERVICE_UNAVAILABLE',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('given a page script calls the exported login, it goes through the page’s fetch', async () => {
    const { fetch, calls } = fakeFetch(json(401, {}));
    vi.stubGlobal('fetch', fetch);
    await expect(login(credentials)).resolves.toBe('UNAUTHORIZED');
    expect(calls.map((call) => new URL(call.url).pathname)).toEqual([
      '/service/login/api/v1/login',
    ]);
  });

  it('given a page script calls the exported login and the page’s fetch throws, it resolves SERVICE_UNAVAILABLE', async () => {
    vi.stubGlobal('fetch', () => {
      throw new TypeError('fetch is blocked');
    });
    await expect(login(credentials)).resolves.toBe('SERVICE_UNAVAILABLE');
  });

  it('given the login code cannot be loaded, it resolves SERVICE_UNAVAILABLE and tells developers', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.doMock('../../../src/services/login/login-request', () => {
      throw new Error('chunk request failed');
    });
    try {
      await expect(login(credentials)).resolves.toBe('SERVICE_UNAVAILABLE');
      expect(error).toHaveBeenCalledWith(expect.stringContaining('login code could not be loaded'));
    } finally {
      vi.doUnmock('../../../src/services/login/login-request');
    }
  });
});

describe('login(credentials) and the page’s personal data', () => {
  afterEach(() => forgetPageSingleton('personal-data'));

  it.each([
    [200, 'again', 1],
    [401, 'not again', 0],
    [503, 'not again', 0],
  ])(
    'given the login answers %i and a header shows personal data, it asks for them %s',
    async (status, _again, reloads) => {
      const reload = vi.spyOn(personalData(), 'reload').mockResolvedValue({} as never);
      await loginAnswered(json(status, {})).result;
      expect(reload).toHaveBeenCalledTimes(reloads);
    },
  );

  it('given nothing on the page shows personal data, a successful login asks for none', async () => {
    const { fetch, calls } = fakeFetch(json(200, {}));
    await requestLogin(credentials, createApiClient({ fetch, baseUrl: 'https://shop.example' }));
    expect(calls.map((call) => new URL(call.url).pathname)).toEqual([
      '/service/login/api/v1/login',
    ]);
  });
});

describe('the entries', () => {
  it('export login beside cart from the page API, which both bundles re-export', async () => {
    const pageApi = await import('../../../src/page-api');
    expect(typeof pageApi.login).toBe('function');
    expect(typeof pageApi.cart).toBe('object');
  });
});
