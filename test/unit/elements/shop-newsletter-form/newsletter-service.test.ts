import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_MARKETS } from '../../../../src/elements/shop-newsletter-form/newsletter-markets';
import {
  parseBaseData,
  parseContextConsents,
  resultOf,
  saveInterests,
  subscriberRequest,
} from '../../../../src/elements/shop-newsletter-form/newsletter-service';
import {
  isSinglePageApp,
  trackNewsletterSubmission,
} from '../../../../src/elements/shop-newsletter-form/newsletter-tracking';
import { EMPTY_VALUES } from '../../../../src/elements/shop-newsletter-form/newsletter-validation';
import { REQUEST_TIMEOUT_MS } from '../../../../src/services/http/api-client';
import { updateSubscriberRequest } from '../../../../src/services/wire/newsletter';
import {
  empty,
  fakeFetch,
  json,
  never,
  networkError,
  text,
  type FakeAnswer,
} from '../../../support/fake-fetch';

const base = { contextConsents: [], origin: 'onsite', originAddition: 'subsite' };

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete document.documentElement.dataset.shopSpa;
  (window as unknown as { dataLayer?: unknown[] }).dataLayer = undefined;
});

describe('the sign-up payload (§3.1)', () => {
  it('leaves out empty optional fields', () => {
    expect(
      subscriberRequest(
        { ...EMPTY_VALUES, email: ' anna@example.at ', firstName: '  ' },
        { ...base, market: NEWSLETTER_MARKETS.AT },
      ),
    ).toEqual({
      email: 'anna@example.at',
      consents: [],
      origin: 'onsite',
      originAddition: 'subsite',
    });
  });

  it('sends salutation and trimmed names where the market shows them', () => {
    expect(
      subscriberRequest(
        {
          ...EMPTY_VALUES,
          email: 'a@b.hu',
          salutation: 'MR',
          firstName: ' Ádám ',
          lastName: 'Kovács',
        },
        { ...base, market: NEWSLETTER_MARKETS.HU, origin: 'NEWSLETTER', originAddition: 'footer' },
      ),
    ).toEqual({
      email: 'a@b.hu',
      salutation: 'MR',
      firstName: 'Ádám',
      lastName: 'Kovács',
      consents: [],
      origin: 'NEWSLETTER',
      originAddition: 'footer',
    });
  });

  it('never sends fields the market does not show', () => {
    const request = subscriberRequest(
      {
        ...EMPTY_VALUES,
        email: 'a@b.de',
        salutation: 'MRS',
        firstName: 'Anna',
        lastName: 'Schmidt',
      },
      { ...base, market: NEWSLETTER_MARKETS.DE },
    );
    expect(request).not.toHaveProperty('salutation');
    expect(request).not.toHaveProperty('firstName');
    expect(request).not.toHaveProperty('lastName');
    expect(
      subscriberRequest(
        { ...EMPTY_VALUES, email: 'a@b.tr', salutation: 'MRS', firstName: 'Ayşe' },
        { ...base, market: NEWSLETTER_MARKETS.TR },
      ),
    ).not.toHaveProperty('salutation');
  });

  it('sends DNE when ticked, but not when the page already holds it', () => {
    const ticked = { ...EMPTY_VALUES, email: 'a@b.de', personalisedOffers: true };
    expect(subscriberRequest(ticked, { ...base, market: NEWSLETTER_MARKETS.DE }).consents).toEqual([
      'DNE',
    ]);
    expect(
      subscriberRequest(ticked, {
        ...base,
        market: NEWSLETTER_MARKETS.DE,
        contextConsents: ['DNE'],
      }).consents,
    ).toEqual([]);
  });
});

describe('reading answers and attributes defensively', () => {
  it('maps urn:newsletter:email_invalid to the invalid-e-mail result, anything else to generic', () => {
    expect(resultOf({ ok: true, status: 201, data: {} })).toBe('SUCCESS');
    expect(
      resultOf({
        ok: false,
        kind: 'response',
        status: 400,
        body: { type: 'urn:newsletter:email_invalid' },
      }),
    ).toBe('ERROR_INVALID_EMAIL');
    expect(
      resultOf({ ok: false, kind: 'response', status: 400, body: { type: 'urn:other' } }),
    ).toBe('ERROR_GENERIC');
    expect(resultOf({ ok: false, kind: 'response', status: 500, body: 'oops' })).toBe(
      'ERROR_GENERIC',
    );
    expect(resultOf({ ok: false, kind: 'fetch', failure: 'network', error: new Error('x') })).toBe(
      'ERROR_GENERIC',
    );
  });

  it('keeps well-formed base data only', () => {
    expect(
      parseBaseData({ email: 'a@b.de', salutation: 'MRS', firstName: 'A', lastName: 'B' }),
    ).toEqual({
      email: 'a@b.de',
      salutation: 'MRS',
      firstName: 'A',
      lastName: 'B',
    });
    expect(parseBaseData({ email: 42, salutation: 'SIR', firstName: null })).toEqual({
      email: undefined,
      salutation: undefined,
      firstName: undefined,
      lastName: undefined,
    });
    expect(parseBaseData('nonsense')).toEqual({});
  });

  it('reads consents as an array of strings, anything else as none with a console error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(parseContextConsents(['DNE'])).toEqual(['DNE']);
    expect(parseContextConsents(undefined)).toEqual([]);
    expect(error).not.toHaveBeenCalled();
    expect(parseContextConsents('DNE')).toEqual([]);
    expect(parseContextConsents([1, 2])).toEqual([]);
    expect(error).toHaveBeenCalledTimes(2);
    expect(error.mock.calls[0]?.[0]).toContain('<shop-newsletter-form>: consents=');
  });
});

describe('single-page-app mode', () => {
  it('is on when the page declares <html data-shop-spa>', () => {
    expect(isSinglePageApp()).toBe(false);
    document.documentElement.dataset.shopSpa = '';
    expect(isSinglePageApp()).toBe(true);
    document.documentElement.dataset.shopSpa = 'false';
    expect(isSinglePageApp()).toBe(false);
  });

  it('is flagged in the submission entry with client, origin and originAddition', () => {
    document.documentElement.dataset.shopSpa = 'true';
    trackNewsletterSubmission({
      origin: 'onsite',
      originAddition: 'footer',
      site: 'AT',
      result: 'SUCCESS',
    });
    expect((window as unknown as { dataLayer: unknown[] }).dataLayer).toEqual([
      {
        event: 'newsletter_submission',
        client: 'shop-elements',
        origin: 'onsite',
        originAddition: 'footer',
        site: 'AT',
        result: 'SUCCESS',
        spa: true,
      },
    ]);
  });
});

describe('saving the interests after the double opt-in (§7: PUT …/newsletter-subscribers/{token})', () => {
  const SUBSCRIBERS = '/service/newsletter/api/private/newsletter-subscribers';

  /** The page's fetch answers `answer`; returns the calls it received. */
  function pageFetchAnswers(answer: FakeAnswer) {
    const { fetch, calls } = fakeFetch(answer);
    vi.stubGlobal('fetch', fetch);
    return calls;
  }

  it('builds the body the library chose: each category once, in the spec’s order', () => {
    expect(updateSubscriberRequest(['STORE', 'COFFEE', 'KITCHEN', 'COFFEE'])).toEqual({
      interests: ['KITCHEN', 'COFFEE', 'STORE'],
    });
    expect(updateSubscriberRequest([])).toEqual({ interests: [] });
  });

  it('given a token with /, + and =, sends one PUT to its encoded segment with the body, the site and the page address', async () => {
    const calls = pageFetchAnswers(empty(204));
    await expect(saveInterests('Zg4/+k==', ['COFFEE', 'KITCHEN'], 'CZ')).resolves.toBe('SAVED');
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(new URL(call!.url).pathname).toBe(`${SUBSCRIBERS}/Zg4%2F%2Bk%3D%3D`);
    expect(call!.init.method).toBe('PUT');
    expect(JSON.parse(String(call!.init.body))).toEqual({ interests: ['KITCHEN', 'COFFEE'] });
    expect(call!.init.headers).toMatchObject({
      'X-Hunter-Site': 'CZ',
      'X-Original-Address': location.href,
      'Content-Type': 'application/json',
    });
  });

  it('counts any 2xx as saved, whatever its body', async () => {
    pageFetchAnswers(text(200, '<html>ok</html>'));
    await expect(saveInterests('valid-token', [], 'DE')).resolves.toBe('SAVED');
  });

  it.each([
    ['a 4xx answer', json(404, { type: 'urn:newsletter:not_found' }), 'status 404'],
    ['a 5xx answer', json(503, {}), 'status 503'],
    ['a network failure', networkError, 'network'],
  ])('given %s, fails and tells developers', async (_name, answer, described) => {
    pageFetchAnswers(answer);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(saveInterests('valid-token', ['SPORT'], 'DE')).resolves.toBe('ERROR');
    expect(error).toHaveBeenCalledWith(expect.stringContaining(described));
  });

  it('given no answer, fails at the call limit', async () => {
    vi.useFakeTimers();
    pageFetchAnswers(never);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const saving = saveInterests('valid-token', ['SPORT'], 'DE');
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    await expect(saving).resolves.toBe('ERROR');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('timeout'));
  });

  it('when abandoned (the element left the page), fails quietly', async () => {
    pageFetchAnswers(never);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const controller = new AbortController();
    const saving = saveInterests('valid-token', ['SPORT'], 'DE', controller.signal);
    controller.abort();
    await expect(saving).resolves.toBe('ERROR');
    expect(error).not.toHaveBeenCalled();
  });

  it.each(['', '.', '..'])(
    'given the token %j, refuses it: nothing is sent and developers are told',
    async (token) => {
      const calls = pageFetchAnswers(empty(204));
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      await expect(saveInterests(token, ['COFFEE'], 'DE')).resolves.toBe('ERROR');
      expect(calls).toHaveLength(0);
      expect(error).toHaveBeenCalledWith(expect.stringContaining('doi-token'));
    },
  );
});
