import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_MARKETS } from '../../../../src/elements/shop-newsletter-form/newsletter-markets';
import {
  ALLOWED_CHARACTERS,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  EMPTY_VALUES,
  URL_LIKE,
  createDebouncer,
  firstError,
  invalidCharacters,
  matches,
  maxLength,
  noUrl,
  required,
  validateField,
  validateForm,
  type NewsletterValues,
} from '../../../../src/elements/shop-newsletter-form/newsletter-validation';

const values = (overrides: Partial<NewsletterValues>): NewsletterValues => ({
  ...EMPTY_VALUES,
  ...overrides,
});

describe('the custom rules (§5)', () => {
  it('Required rejects empty and blank text', () => {
    const rule = required('newsletter.error.emailRequired');
    expect(rule('')).toEqual({ key: 'newsletter.error.emailRequired' });
    expect(rule(' \t ')).toEqual({ key: 'newsletter.error.emailRequired' });
    expect(rule('a')).toBeUndefined();
  });

  it('Regex checks non-blank text against its pattern and leaves blank text to Required', () => {
    const rule = matches(/^\d+$/, 'newsletter.error.emailRegex');
    expect(rule('12')).toBeUndefined();
    expect(rule('1a')).toEqual({ key: 'newsletter.error.emailRegex' });
    expect(rule('')).toBeUndefined();
  });

  it('a maximum length reports the maximum', () => {
    const rule = maxLength(3, 'newsletter.error.nameTooLong');
    expect(rule('abc')).toBeUndefined();
    expect(rule('abcd')).toEqual({ key: 'newsletter.error.nameTooLong', params: { max: 3 } });
  });

  it.each([
    'Anna',
    'Łukasz Żółć',
    'Ürün Şahin',
    'Ágnes Őry',
    'Jiří Čech',
    'Ελένη',
    'Алёна',
    '太郎',
    'María José',
    "O'Brien",
    'Smith-Jones',
    'A & B (GmbH), Abt. 3/4 + Co.',
    'Back`tick´s',
    'e\u0301clair',
  ])(
    "Invalid-character accepts letters of any language, digits and + & ' ` ´ , ( ) / . - : %s",
    (name) => {
      expect(invalidCharacters(name)).toBeUndefined();
      expect(ALLOWED_CHARACTERS.test(name)).toBe(true);
    },
  );

  it.each(['Anna!', 'a@b', 'Anna_Maria', 'x:y', 'Anna#1', '<script>', 'a;b', 'Anna 😀', 'a"b'])(
    'Invalid-character rejects anything else: %s',
    (name) => {
      expect(invalidCharacters(name)).toEqual({ key: 'newsletter.error.invalidCharacters' });
    },
  );

  it.each([
    'example.com',
    'www.example.com',
    'Anna www.spam.de',
    'shop.co.uk',
    'http://example.com',
    'https://www.example.org',
    'visit example.de now',
  ])('No-URL rejects text that looks like a web address: %s', (text) => {
    expect(noUrl(text)).toEqual({ key: 'newsletter.error.noUrl' });
    expect(URL_LIKE.test(text)).toBe(true);
  });

  it.each(['Anna', 'Anna-Lena', 'J. R. R.', 'St. Gallen', 'Dr. Müller', 'Co.'])(
    'No-URL accepts names: %s',
    (text) => {
      expect(noUrl(text)).toBeUndefined();
    },
  );

  it('stops at the first error', () => {
    const calls: string[] = [];
    const error = firstError('x', [
      () => (calls.push('first'), undefined),
      () => (calls.push('second'), { key: 'newsletter.error.noUrl' as const }),
      () => (calls.push('third'), { key: 'newsletter.error.invalidCharacters' as const }),
    ]);
    expect(error).toEqual({ key: 'newsletter.error.noUrl' });
    expect(calls).toEqual(['first', 'second']);
  });
});

describe('the e-mail field (§5)', () => {
  const de = NEWSLETTER_MARKETS.DE;
  const emailError = (email: string) => validateField('email', values({ email }), de);

  it.each([
    'anna@example.com',
    'anna.schmidt@example.co.uk',
    'anna-lena+news@mail.example.de',
    "o'brien@example.ie",
    'a_b@sub-domain.example.org',
    '  anna@example.com  ',
  ])('accepts %s', (email) => {
    expect(emailError(email)).toBeUndefined();
    expect(EMAIL_PATTERN.test(email.trim())).toBe(true);
  });

  it('is required', () => {
    expect(emailError('')).toEqual({ key: 'newsletter.error.emailRequired' });
    expect(emailError('   ')).toEqual({ key: 'newsletter.error.emailRequired' });
  });

  it.each([
    'anna',
    'anna@',
    '@example.com',
    'anna@example',
    'anna@@example.com',
    'anna..b@example.com',
    '.anna@example.com',
    'anna @example.com',
    'anna@exa mple.com',
    'anna@example.',
  ])('rejects %s with the pattern message', (email) => {
    expect(emailError(email)).toEqual({ key: 'newsletter.error.emailRegex' });
  });

  it('allows 256 characters at most', () => {
    const domain = '@example.com';
    const exactly = `${'a'.repeat(EMAIL_MAX_LENGTH - domain.length)}${domain}`;
    expect(exactly).toHaveLength(256);
    expect(emailError(exactly)).toBeUndefined();
    expect(emailError(`a${exactly}`)).toEqual({
      key: 'newsletter.error.emailTooLong',
      params: { max: 256 },
    });
  });
});

describe('names, salutation and the Turkish consent per market (§5)', () => {
  it('names allow 40 characters at most, then check characters, then web addresses', () => {
    const at = NEWSLETTER_MARKETS.AT;
    expect(validateField('firstName', values({ firstName: 'a'.repeat(40) }), at)).toBeUndefined();
    expect(validateField('lastName', values({ lastName: 'a'.repeat(41) }), at)).toEqual({
      key: 'newsletter.error.nameTooLong',
      params: { max: 40 },
    });
    expect(validateField('firstName', values({ firstName: 'Anna!' }), at)).toEqual({
      key: 'newsletter.error.invalidCharacters',
    });
    expect(validateField('lastName', values({ lastName: 'www.spam.de' }), at)).toEqual({
      key: 'newsletter.error.noUrl',
    });
    // "https://…" breaks the character rule first: stop at the first error.
    expect(validateField('lastName', values({ lastName: 'https://spam.de' }), at)).toEqual({
      key: 'newsletter.error.invalidCharacters',
    });
  });

  it('in AT salutation and names are optional', () => {
    expect(validateForm(values({ email: 'a@b.de' }), NEWSLETTER_MARKETS.AT)).toEqual({});
  });

  it('in HU salutation and first name are required, the last name is not', () => {
    expect(validateForm(values({ email: 'a@b.hu' }), NEWSLETTER_MARKETS.HU)).toEqual({
      salutation: { key: 'newsletter.error.salutationRequired' },
      firstName: { key: 'newsletter.error.firstNameRequired' },
    });
    expect(
      validateForm(
        values({ email: 'a@b.hu', salutation: 'MRS', firstName: 'Ágnes' }),
        NEWSLETTER_MARKETS.HU,
      ),
    ).toEqual({});
  });

  it('in TR the first name and the electronic-message consent are required', () => {
    expect(validateForm(values({ email: 'a@b.tr' }), NEWSLETTER_MARKETS.TR)).toEqual({
      firstName: { key: 'newsletter.error.firstNameRequired' },
      electronicMessageConsent: { key: 'newsletter.error.consentTrRequired' },
    });
    expect(
      validateForm(
        values({ email: 'a@b.tr', firstName: 'Ayşe', electronicMessageConsent: true }),
        NEWSLETTER_MARKETS.TR,
      ),
    ).toEqual({});
  });

  it.each(['DE', 'CH', 'CH_FR', 'PL', 'CZ', 'SK'] as const)(
    'in %s only the e-mail address is checked (the other fields are not shown)',
    (site) => {
      expect(
        validateForm(
          values({ email: '', firstName: 'www.spam.de', lastName: '!!' }),
          NEWSLETTER_MARKETS[site],
        ),
      ).toEqual({ email: { key: 'newsletter.error.emailRequired' } });
    },
  );

  it('skips fields that are disabled', () => {
    expect(
      validateForm(
        values({ email: 'a@b.hu' }),
        NEWSLETTER_MARKETS.HU,
        new Set(['salutation', 'firstName', 'lastName']),
      ),
    ).toEqual({});
  });
});

describe('the validation debounce', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs a field once, 5 ms after its last event', () => {
    vi.useFakeTimers();
    const debouncer = createDebouncer();
    const task = vi.fn();
    debouncer.run('firstName', () => task('a'));
    vi.advanceTimersByTime(4);
    debouncer.run('firstName', () => task('ab'));
    vi.advanceTimersByTime(4);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    expect(task).toHaveBeenCalledWith('ab');
  });

  it('keeps fields apart and cancels one or all', () => {
    vi.useFakeTimers();
    const debouncer = createDebouncer();
    const task = vi.fn();
    debouncer.run('email', () => task('email'));
    debouncer.run('firstName', () => task('firstName'));
    debouncer.run('lastName', () => task('lastName'));
    debouncer.cancel('email');
    vi.advanceTimersByTime(5);
    expect(task.mock.calls).toEqual([['firstName'], ['lastName']]);
    debouncer.run('email', () => task('again'));
    debouncer.cancel();
    vi.advanceTimersByTime(5);
    expect(task).toHaveBeenCalledTimes(2);
  });
});
