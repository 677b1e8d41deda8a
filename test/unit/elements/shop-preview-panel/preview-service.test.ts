import { describe, expect, it, vi } from 'vitest';
import {
  MAX_TESTS,
  readAbTests,
} from '../../../../src/elements/shop-preview-panel/preview-answers';
import { createPreviewCalls } from '../../../../src/elements/shop-preview-panel/preview-service';
import { createApiClient } from '../../../../src/services/http/api-client';
import { PREVIEW_DATE_TIME_HEADER } from '../../../../src/services/wire/preview';
import { fakeFetch, json, networkError, text, type FakeAnswer } from '../../../support/fake-fetch';
import { HTML_PAYLOADS } from '../../../support/xss-payloads';

function callsAnswering(...answers: FakeAnswer[]) {
  const { fetch, calls } = fakeFetch(...answers);
  const api = createApiClient({ fetch, baseUrl: 'https://shop.example' });
  const warn = vi.fn();
  const error = vi.fn();
  return { calls: createPreviewCalls({ api: () => api, warn, error }), sent: calls, warn, error };
}

const urlOf = (sent: { url: string }[], index = 0) => new URL(sent[index]!.url);
const headersOf = (sent: { init: RequestInit }[], index = 0) =>
  sent[index]!.init.headers as Record<string, string>;

describe('the token call', () => {
  it('sends test and group URL-encoded and the moment as the X-Preview-DateTime header', async () => {
    const { calls, sent } = callsAnswering(json(200, { status: 'SUCCESS' }));
    await expect(
      calls.requestToken({
        dateTime: '2026-12-24T09:00:00.000Z',
        test: 'checkout & "button" #2',
        group: 'B/1',
      }),
    ).resolves.toBe(true);
    const url = urlOf(sent);
    expect(url.pathname).toBe('/service/preview/api/token');
    expect(url.search).toBe('?test=checkout+%26+%22button%22+%232&group=B%2F1');
    expect(url.searchParams.get('test')).toBe('checkout & "button" #2');
    expect(PREVIEW_DATE_TIME_HEADER).toBe('X-Preview-DateTime');
    expect(headersOf(sent)).toMatchObject({
      'X-Preview-DateTime': '2026-12-24T09:00:00.000Z',
      'X-Requested-With': 'XMLHttpRequest',
    });
    expect(sent[0]!.init.credentials).toBe('include');
  });

  it('given no test, it sends neither test nor group', async () => {
    const { calls, sent } = callsAnswering(json(200, { status: 'SUCCESS' }));
    await calls.requestToken({ dateTime: '2026-12-24T09:00:00.000Z' });
    expect(urlOf(sent).search).toBe('');
  });

  it.each([
    ['BAD_REQUEST', json(200, { status: 'BAD_REQUEST' })],
    ['INTERNAL_ERROR', json(200, { status: 'INTERNAL_ERROR' })],
    ['UNAUTHORIZED with 401', json(401, { status: 'UNAUTHORIZED' })],
    ['SUCCESS with 500', json(500, { status: 'SUCCESS' })],
    ['no status', json(200, {})],
    ['no body', json(200, null)],
    ['HTML', text(200, '<html>Wartung</html>')],
    ['a network failure', networkError],
  ])('given %s, the settings were not applied', async (_, answer) => {
    const { calls, warn } = callsAnswering(answer);
    await expect(calls.requestToken({ dateTime: '2026-12-24T09:00:00.000Z' })).resolves.toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('the test list', () => {
  it('asks gettestsat with the moment as time and gives the tests', async () => {
    const tests = [{ name: 'checkout-button', groups: [{ name: 'A' }, { name: 'B' }] }];
    const { calls, sent, warn } = callsAnswering(json(200, tests));
    await expect(calls.loadTests('2026-12-24T09:00:00.000Z')).resolves.toEqual(tests);
    expect(urlOf(sent).pathname).toBe('/service/abtestfrontend/api/v1/gettestsat');
    expect(urlOf(sent).searchParams.get('time')).toBe('2026-12-24T09:00:00.000Z');
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['500', json(500, {})],
    ['a network failure', networkError],
    ['an object', json(200, { tests: [] })],
    ['a string', json(200, 'checkout-button')],
    ['HTML', text(200, '<html></html>')],
  ])('given %s, it fails with one warning', async (_, answer) => {
    const { calls, warn } = callsAnswering(answer);
    await expect(calls.loadTests('2026-12-24T09:00:00.000Z')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('given a cancelled load, it fails quietly', async () => {
    const { calls, warn } = callsAnswering(
      (init) =>
        new Promise((_, reject) =>
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        ),
    );
    const controller = new AbortController();
    const loading = calls.loadTests('2026-12-24T09:00:00.000Z', controller.signal);
    controller.abort();
    await expect(loading).resolves.toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('reading a test list', () => {
  it('keeps tests with a name and named groups, each name once, and says what it left out', () => {
    const reading = readAbTests([
      { name: 'checkout-button', groups: [{ name: 'A' }, { name: 'B' }, { name: 'A' }] },
      { name: 'checkout-button', groups: [{ name: 'C' }] },
      { name: '', groups: [{ name: 'A' }] },
      { name: 'no-groups', groups: [] },
      { name: 'groups-not-a-list', groups: 'A,B' },
      { name: 7, groups: [{ name: 'A' }] },
      null,
      'search',
      { name: 'search', groups: [{ name: ' ' }, { title: 'x' }, { name: 'control' }] },
    ]);
    expect(reading).toEqual({
      ok: true,
      tests: [
        { name: 'checkout-button', groups: [{ name: 'A' }, { name: 'B' }] },
        { name: 'search', groups: [{ name: 'control' }] },
      ],
      problems: expect.arrayContaining([
        '7 tests without a name, a group or a name of their own',
        'groups that is not a list',
        '2 groups without a name',
      ]),
    });
  });

  it('given an empty list, it reads no tests: none runs then', () => {
    expect(readAbTests([])).toEqual({ ok: true, tests: [], problems: [] });
  });

  it.each([
    [
      'nulls everywhere',
      [
        { name: null, groups: [{ name: null }] },
        { name: null, groups: null },
      ],
    ],
    ['lists where tests belong', [['checkout-button', [['A'], ['B']]]]],
    ['tests without groups', [{ name: 'checkout-button', groups: [] }]],
  ])('given %s, it fails: no usable test is not the same as no test', (_, body) => {
    expect(readAbTests(body)).toEqual({
      ok: false,
      problem: `none of its ${body.length} tests has a name and a named group`,
    });
  });

  it('keeps names with markup as they are: they are shown as text and sent back as given', () => {
    const tests = HTML_PAYLOADS.map((payload) => ({ name: payload, groups: [{ name: payload }] }));
    const reading = readAbTests(tests);
    expect(reading.ok && reading.tests.map((test) => test.name)).toEqual([
      ...new Set(HTML_PAYLOADS),
    ]);
  });

  it(`given more than ${MAX_TESTS} tests, it keeps the first ${MAX_TESTS}`, () => {
    const many = Array.from({ length: MAX_TESTS + 500 }, (_, index) => ({
      name: `test-${index}`,
      groups: [{ name: 'A' }],
    }));
    const reading = readAbTests(many);
    expect(reading.ok && reading.tests).toHaveLength(MAX_TESTS);
    expect(reading.ok && reading.problems).toEqual([`500 tests beyond ${MAX_TESTS}`]);
  });

  it('given 1000 tests, it keeps all of them', () => {
    const many = Array.from({ length: 1000 }, (_, index) => ({
      name: `test-${index}`,
      groups: [{ name: 'A' }],
    }));
    expect(readAbTests(many)).toMatchObject({ ok: true, problems: [] });
  });
});
