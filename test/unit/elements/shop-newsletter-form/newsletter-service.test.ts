import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_MARKETS } from '../../../../src/elements/shop-newsletter-form/newsletter-markets';
import {
  parseBaseData,
  parseContextConsents,
  resultOf,
  subscriberRequest,
} from '../../../../src/elements/shop-newsletter-form/newsletter-service';
import {
  isSinglePageApp,
  trackNewsletterSubmission,
} from '../../../../src/elements/shop-newsletter-form/newsletter-tracking';
import { EMPTY_VALUES } from '../../../../src/elements/shop-newsletter-form/newsletter-validation';

const base = { contextConsents: [], origin: 'onsite', originAddition: 'subsite' };

afterEach(() => {
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
