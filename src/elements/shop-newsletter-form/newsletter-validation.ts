/**
 * The newsletter form's validation (newsletter-footer §5), free of React and the DOM: the four
 * custom rules (Required, Regex, Invalid-character, No-URL) plus maximum lengths, the rules of
 * each field per market, "stop at the first error", and the 5 ms debounce.
 *
 * When which field validates is the component's business, as §4.1 and §5 say: the e-mail field on
 * blur (not while typing), the other fields on change and blur, every shown field on submit; an
 * error clears when its field gains focus.
 */
import type { TextKey } from '../../i18n/messages';
import type { Salutation } from '../../services/wire/newsletter';
import type { FieldRule, NewsletterMarket } from './newsletter-markets';

export const EMAIL_MAX_LENGTH = 256;
export const NAME_MAX_LENGTH = 40;
export const VALIDATION_DEBOUNCE_MS = 5;

/**
 * §5: word characters with optional dash, plus, dot or apostrophe separators, an at sign and a
 * dotted domain. The exact pattern is not shown; this is the classic form of that description.
 */
export const EMAIL_PATTERN = /^\w+(?:[-+.']\w+)*@\w+(?:[-.]\w+)*\.\w+(?:[-.]\w+)*$/;

/**
 * §5 Invalid-character: only letters of any language (with their combining marks, so decomposed
 * accents count as letters), digits, whitespace and + & ' ` ´ , ( ) / . - are allowed.
 */
export const ALLOWED_CHARACTERS = /^[\p{L}\p{M}\p{Nd}\s+&'`´,()/.-]*$/u;

/**
 * §5 No-URL: text looking like a web address: an optional scheme and "www.", a domain of two or
 * more letters or digits, then one or two dot parts ("example.com", "www.shop.co.uk"). It is
 * found anywhere in the text, but only as a whole word.
 */
export const URL_LIKE =
  /(?:^|[^\p{L}\p{N}])(?:[a-z][a-z\d+.-]*:\/\/)?(?:www\.)?[\p{L}\p{N}-]{2,}(?:\.[\p{L}\p{N}]{2,}){1,2}(?![\p{L}\p{N}])/iu;

/** A field's error: the message key and its placeholders. */
export interface ValidationError {
  key: TextKey;
  params?: Readonly<Record<string, number>>;
}

/** One rule: an error for a value that breaks it, else undefined. */
export type Rule<V> = (value: V) => ValidationError | undefined;

export const isBlank = (value: string): boolean => value.trim() === '';

export function required(key: TextKey): Rule<string> {
  return (value) => (isBlank(value) ? { key } : undefined);
}

/** Regex: a non-blank value must match the pattern (a blank one is Required's business). */
export function matches(pattern: RegExp, key: TextKey): Rule<string> {
  return (value) => (isBlank(value) || pattern.test(value.trim()) ? undefined : { key });
}

export function maxLength(max: number, key: TextKey): Rule<string> {
  return (value) => (value.trim().length > max ? { key, params: { max } } : undefined);
}

export const invalidCharacters: Rule<string> = (value) =>
  ALLOWED_CHARACTERS.test(value) ? undefined : { key: 'newsletter.error.invalidCharacters' };

export const noUrl: Rule<string> = (value) =>
  URL_LIKE.test(value) ? { key: 'newsletter.error.noUrl' } : undefined;

/** Runs the rules in order and stops at the first error (§5 "stop at the first error"). */
export function firstError<V>(value: V, rules: readonly Rule<V>[]): ValidationError | undefined {
  for (const rule of rules) {
    const error = rule(value);
    if (error) return error;
  }
  return undefined;
}

export const EMAIL_RULES: readonly Rule<string>[] = [
  required('newsletter.error.emailRequired'),
  maxLength(EMAIL_MAX_LENGTH, 'newsletter.error.emailTooLong'),
  matches(EMAIL_PATTERN, 'newsletter.error.emailRegex'),
];

function nameRules(rule: FieldRule, requiredKey: TextKey): Rule<string>[] {
  return [
    ...(rule.required ? [required(requiredKey)] : []),
    maxLength(NAME_MAX_LENGTH, 'newsletter.error.nameTooLong'),
    invalidCharacters,
    noUrl,
  ];
}

export interface NewsletterValues {
  email: string;
  salutation: Salutation | '';
  firstName: string;
  lastName: string;
  /** DNE: personalised offers. */
  personalisedOffers: boolean;
  /** TR: the commercial electronic-message consent. */
  electronicMessageConsent: boolean;
}

export type NewsletterField =
  'email' | 'salutation' | 'firstName' | 'lastName' | 'electronicMessageConsent';

/** The fields in the order they are shown, for "the first invalid field". */
export const FIELD_ORDER: readonly NewsletterField[] = [
  'email',
  'salutation',
  'firstName',
  'lastName',
  'electronicMessageConsent',
];

/** The order a market shows its fields in: HU writes the family name first. */
export function fieldOrder(market: NewsletterMarket): readonly NewsletterField[] {
  return market.familyNameFirst
    ? ['email', 'salutation', 'lastName', 'firstName', 'electronicMessageConsent']
    : FIELD_ORDER;
}

export const EMPTY_VALUES: NewsletterValues = {
  email: '',
  salutation: '',
  firstName: '',
  lastName: '',
  personalisedOffers: false,
  electronicMessageConsent: false,
};

export type NewsletterErrors = Partial<Record<NewsletterField, ValidationError>>;

/** Whether the market shows the field at all (the e-mail field always). */
export function isShown(field: NewsletterField, market: NewsletterMarket): boolean {
  return field === 'email' || market[field].shown;
}

/** The first error of one field under the market's rules; undefined when valid or not shown. */
export function validateField(
  field: NewsletterField,
  values: NewsletterValues,
  market: NewsletterMarket,
): ValidationError | undefined {
  if (!isShown(field, market)) return undefined;
  switch (field) {
    case 'email':
      return firstError(values.email, EMAIL_RULES);
    case 'salutation':
      return market.salutation.required && values.salutation === ''
        ? { key: 'newsletter.error.salutationRequired' }
        : undefined;
    case 'firstName':
      return firstError(
        values.firstName,
        nameRules(market.firstName, 'newsletter.error.firstNameRequired'),
      );
    case 'lastName':
      return firstError(
        values.lastName,
        nameRules(market.lastName, 'newsletter.error.lastNameRequired'),
      );
    case 'electronicMessageConsent':
      return market.electronicMessageConsent.required && !values.electronicMessageConsent
        ? { key: 'newsletter.error.consentTrRequired' }
        : undefined;
  }
}

/** Every shown field's first error; `skip` names fields that are disabled and not checked. */
export function validateForm(
  values: NewsletterValues,
  market: NewsletterMarket,
  skip: ReadonlySet<NewsletterField> = new Set(),
): NewsletterErrors {
  const errors: NewsletterErrors = {};
  for (const field of FIELD_ORDER) {
    if (skip.has(field)) continue;
    const error = validateField(field, values, market);
    if (error) errors[field] = error;
  }
  return errors;
}

/**
 * Runs `task` once `delayMs` after the last call for the same key (§5: validation debounce
 * 5 ms), so a burst of change events validates once, with the latest value.
 */
export function createDebouncer(delayMs: number = VALIDATION_DEBOUNCE_MS) {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  return {
    run(key: string, task: () => void): void {
      clearTimeout(timers.get(key));
      timers.set(
        key,
        setTimeout(() => {
          timers.delete(key);
          task();
        }, delayMs),
      );
    },
    cancel(key?: string): void {
      for (const [timerKey, timer] of timers) {
        if (key !== undefined && timerKey !== key) continue;
        clearTimeout(timer);
        timers.delete(timerKey);
      }
    },
  };
}
