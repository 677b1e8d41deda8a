import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_MARKETS } from '../../../../src/elements/shop-newsletter-form/newsletter-markets';
import type { SubmissionResult } from '../../../../src/elements/shop-newsletter-form/newsletter-service';
import {
  createNewsletterForm,
  type NewsletterFormServices,
  type NewsletterFormSetup,
} from '../../../../src/elements/shop-newsletter-form/state/newsletter-form-state';
import type { NewsletterField } from '../../../../src/elements/shop-newsletter-form/newsletter-validation';
import type { SiteCode } from '../../../../src/sites/sites';

function setupFor(
  site: SiteCode,
  overrides: Partial<NewsletterFormSetup> = {},
): NewsletterFormSetup {
  return {
    market: NEWSLETTER_MARKETS[site],
    site,
    lockedFields: new Set(),
    contextConsents: [],
    origin: 'NEWSLETTER',
    originAddition: 'footer',
    internal: false,
    ...overrides,
  };
}

function formFor(site: SiteCode, answer: SubmissionResult = 'SUCCESS', overrides = {}) {
  const services = {
    signUp: vi.fn(() => Promise.resolve(answer)),
    trackSubmission: vi.fn(),
    trackSignUp: vi.fn(),
  };
  const onSuccess = vi.fn();
  const form = createNewsletterForm(
    setupFor(site, { onSuccess, ...overrides }),
    services as unknown as NewsletterFormServices,
  );
  const disconnect = form.connect();
  return { form, services, onSuccess, disconnect };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('newsletter form state (no DOM, no React)', () => {
  it('given a filled bot trap › when submitted › sends nothing, reports success and empties the form', async () => {
    const { form, services, onSuccess } = formFor('DE');
    form.change('email', 'bot@example.com');
    await form.submit('http://spam.example');
    expect(services.signUp).not.toHaveBeenCalled();
    expect(form.getSnapshot()).toMatchObject({
      result: 'SUCCESS',
      successEmail: 'bot@example.com',
      values: { email: '' },
    });
    expect(onSuccess).toHaveBeenCalledWith({ email: 'bot@example.com' });
  });

  it('given invalid fields › when submitted › asks to focus the first one in the market’s order and sends nothing', async () => {
    const { form, services } = formFor('HU');
    form.change('email', 'anna@example.com');
    await form.submit('');
    // HU writes the family name first, but only salutation and first name are required.
    expect(form.getSnapshot().focusRequest).toEqual({ field: 'salutation' });
    expect(Object.keys(form.getSnapshot().errors).sort()).toEqual(['firstName', 'salutation']);
    expect(services.signUp).not.toHaveBeenCalled();
  });

  it('checks a name 5 ms after its last change, on its latest value', () => {
    const { form } = formFor('AT');
    form.change('firstName', 'Anna!');
    vi.advanceTimersByTime(4);
    form.change('firstName', 'Anna!!');
    vi.advanceTimersByTime(4);
    expect(form.getSnapshot().errors.firstName).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(form.getSnapshot().errors.firstName).toEqual({
      key: 'newsletter.error.invalidCharacters',
    });
  });

  it('checks the e-mail address on leaving the field, not while typing', () => {
    const { form } = formFor('DE');
    form.change('email', 'anna@');
    vi.advanceTimersByTime(10);
    expect(form.getSnapshot().errors.email).toBeUndefined();
    form.blur('email');
    vi.advanceTimersByTime(5);
    expect(form.getSnapshot().errors.email).toBeDefined();
  });

  it('given fields locked by the page’s DNE consent › never checks them', () => {
    const locked = new Set<NewsletterField>(['salutation', 'firstName', 'lastName']);
    const { form } = formFor('TR', 'SUCCESS', { lockedFields: locked });
    form.change('firstName', '!!!');
    form.blur('firstName');
    vi.advanceTimersByTime(10);
    expect(form.getSnapshot().errors).toEqual({});
  });

  it('given the form unmounted › a pending check does not run', () => {
    const { form, disconnect } = formFor('AT');
    form.change('firstName', 'Anna!');
    disconnect();
    vi.advanceTimersByTime(10);
    expect(form.getSnapshot().errors).toEqual({});
  });

  it('when focused by the shopper › drops the field’s error; when focused by the form › keeps it', async () => {
    const { form } = formFor('DE');
    await form.submit('');
    expect(form.getSnapshot().errors.email).toBeDefined();
    form.focus('email', { keepError: true });
    expect(form.getSnapshot().errors.email).toBeDefined();
    form.focus('email');
    expect(form.getSnapshot().errors.email).toBeUndefined();
    expect(form.getSnapshot().open).toBe(true);
  });

  it('prefills stored data, leaves the fields the shopper changed and opens the extra fields', () => {
    const { form } = formFor('AT');
    form.change('firstName', 'Eva');
    form.prefill({
      email: 'anna@example.com',
      firstName: 'Anna',
      lastName: 'Berger',
      salutation: 'MRS',
    });
    expect(form.getSnapshot().values).toMatchObject({
      email: 'anna@example.com',
      firstName: 'Eva',
      lastName: 'Berger',
      salutation: 'MRS',
    });
    expect(form.getSnapshot().open).toBe(true);
  });

  it('given a valid form › sends once, tracks the submission and the sign-up, and counts the success', async () => {
    const { form, services, onSuccess } = formFor('PL');
    form.change('email', 'anna@example.pl');
    const first = form.submit('');
    const second = form.submit('');
    expect(form.getSnapshot().submitting).toBe(true);
    await Promise.all([first, second]);
    expect(services.signUp).toHaveBeenCalledTimes(1);
    expect(services.trackSubmission).toHaveBeenCalledWith(
      expect.objectContaining({ site: 'PL', result: 'SUCCESS' }),
    );
    expect(services.trackSignUp).toHaveBeenCalledTimes(1);
    expect(form.getSnapshot()).toMatchObject({
      submitting: false,
      result: 'SUCCESS',
      successCount: 1,
    });
    expect(onSuccess).toHaveBeenCalledWith({ email: 'anna@example.pl' });
  });

  it('given the service calls the address invalid › keeps the values, marks the e-mail and asks to focus it', async () => {
    const { form, services } = formFor('DE', 'ERROR_INVALID_EMAIL');
    form.change('email', 'anna@example.de');
    await form.submit('');
    expect(services.trackSignUp).not.toHaveBeenCalled();
    expect(form.getSnapshot()).toMatchObject({
      result: 'ERROR_INVALID_EMAIL',
      values: { email: 'anna@example.de' },
      errors: { email: { key: 'newsletter.error.emailInvalid' } },
      focusRequest: { field: 'email' },
    });
  });
});
