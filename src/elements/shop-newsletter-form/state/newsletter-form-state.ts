/**
 * The newsletter form's state and rules, framework-free and without the DOM (the pattern the
 * search and the preview form follow): values, errors, the open extra fields, the submission and
 * its result. The React hook `useNewsletterForm` connects it to the page; the view only renders
 * its snapshot.
 *
 * Spec newsletter-footer §2.1 (opening, success), §3.1 (prefill, request), §4.1 (bot trap,
 * results), §5 (validation 5 ms after a field's last event, on its latest value).
 */
import { createStore, type Store } from '../../../page-runtime/store';
import { trackGa } from '../../../services/ga-events';
import { trackNewsletterSignUp } from '../../../services/tracking';
import type { CustomerBaseData } from '../../../services/wire/newsletter';
import type { SiteCode } from '../../../sites/sites';
import type { NewsletterMarket } from '../newsletter-markets';
import { signUp, subscriberRequest, type SubmissionResult } from '../newsletter-service';
import { trackNewsletterSubmission } from '../newsletter-tracking';
import {
  EMPTY_VALUES,
  createDebouncer,
  fieldOrder,
  validateField,
  validateForm,
  type NewsletterErrors,
  type NewsletterField,
  type NewsletterValues,
  type ValidationError,
} from '../newsletter-validation';
import type { NewsletterSuccessDetail } from '../shop-newsletter-form.definition';

export interface NewsletterFormSnapshot {
  values: NewsletterValues;
  errors: NewsletterErrors;
  /** The extra fields and consents below the e-mail address show. */
  open: boolean;
  submitting: boolean;
  result?: SubmissionResult;
  /** The address the last successful sign-up was for. */
  successEmail: string;
  /** A field the form wants focused: a new object for each request. */
  focusRequest?: { field: NewsletterField };
  /** Counts successful sign-ups, so the view brings each success message into sight once. */
  successCount: number;
}

/** What the page and the attributes decide; may change between renders. */
export interface NewsletterFormSetup {
  market: NewsletterMarket;
  site: SiteCode;
  /** Fields the page's consents lock (§4.1): not validated, not sent when empty. */
  lockedFields: ReadonlySet<NewsletterField>;
  contextConsents: readonly string[];
  origin: string;
  originAddition: string;
  internal: boolean;
  onSuccess?: (detail: NewsletterSuccessDetail) => void;
}

/** The calls the form makes; tests give their own. */
export interface NewsletterFormServices {
  signUp: typeof signUp;
  trackSubmission: typeof trackNewsletterSubmission;
  trackSignUp: typeof trackNewsletterSignUp;
}

const SHOP_SERVICES: NewsletterFormServices = {
  signUp,
  trackSubmission: trackNewsletterSubmission,
  trackSignUp: trackNewsletterSignUp,
};

export interface NewsletterForm extends Store<NewsletterFormSnapshot> {
  configure(setup: NewsletterFormSetup): void;
  /** Starts the form's timers' life; the returned function stops them (on unmount). */
  connect(): () => void;
  change<K extends keyof NewsletterValues>(field: K, value: NewsletterValues[K]): void;
  blur(field: NewsletterField): void;
  /** `keepError`: the form focused the field itself, to show the error that made it do so. */
  focus(field: NewsletterField, options?: { keepError?: boolean }): void;
  /** Fills in the stored customer data, leaving alone what the shopper already changed. */
  prefill(data: CustomerBaseData): void;
  /** `trapValue`: the bot trap's value as the page holds it at submit. */
  submit(trapValue: string): Promise<void>;
}

const INITIAL: NewsletterFormSnapshot = {
  values: EMPTY_VALUES,
  errors: {},
  open: false,
  submitting: false,
  successEmail: '',
  successCount: 0,
};

/** Fields whose value is checked while the shopper types; the e-mail address only on leaving. */
const VALIDATED_ON_CHANGE: ReadonlySet<keyof NewsletterValues> = new Set([
  'salutation',
  'firstName',
  'lastName',
  'electronicMessageConsent',
]);

/**
 * §2.1: the extra fields open when the stored customer data holds an e-mail address, or name or
 * salutation data for a market that asks for them.
 */
export function opensWithStoredData(data: CustomerBaseData, market: NewsletterMarket): boolean {
  if (data.email?.trim()) return true;
  if (market.salutation.shown && data.salutation) return true;
  if (market.firstName.shown && data.firstName?.trim()) return true;
  return market.lastName.shown && Boolean(data.lastName?.trim());
}

export function createNewsletterForm(
  initialSetup: NewsletterFormSetup,
  services: NewsletterFormServices = SHOP_SERVICES,
): NewsletterForm {
  const store = createStore<NewsletterFormSnapshot>(INITIAL);
  let setup = initialSetup;
  let connected = false;
  /** Fields the shopper changed: the prefill leaves them alone. */
  const edited = new Set<keyof NewsletterValues>();
  const debouncer = createDebouncer();

  const patch = (changes: Partial<NewsletterFormSnapshot>) =>
    store.set((current) => ({ ...current, ...changes }));

  const setFieldError = (field: NewsletterField, error: ValidationError | undefined) =>
    store.set((current) => {
      if (current.errors[field] === error || (!current.errors[field] && !error)) return current;
      const errors = { ...current.errors };
      if (error) errors[field] = error;
      else delete errors[field];
      return { ...current, errors };
    });

  const validateLater = (field: NewsletterField) => {
    if (setup.lockedFields.has(field)) return;
    debouncer.run(field, () => {
      if (!connected) return;
      setFieldError(field, validateField(field, store.getSnapshot().values, setup.market));
    });
  };

  const succeed = (email: string) => {
    edited.clear();
    store.set((current) => ({
      ...current,
      result: 'SUCCESS',
      successEmail: email,
      values: EMPTY_VALUES,
      errors: {},
      successCount: current.successCount + 1,
    }));
    setup.onSuccess?.({ email });
  };

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    configure(next) {
      setup = next;
    },
    connect() {
      connected = true;
      return () => {
        connected = false;
        debouncer.cancel();
      };
    },
    change(field, value) {
      edited.add(field);
      store.set((current) => ({ ...current, values: { ...current.values, [field]: value } }));
      if (VALIDATED_ON_CHANGE.has(field)) validateLater(field as NewsletterField);
    },
    blur: validateLater,
    focus(field, { keepError = false } = {}) {
      debouncer.cancel(field);
      if (!keepError) setFieldError(field, undefined);
      if (field === 'email') patch({ open: true });
    },
    prefill(data) {
      const values = { ...store.getSnapshot().values };
      for (const field of ['email', 'firstName', 'lastName'] as const) {
        const value = data[field];
        if (value && !edited.has(field)) values[field] = value;
      }
      if (data.salutation && !edited.has('salutation')) values.salutation = data.salutation;
      patch({ values, ...(opensWithStoredData(data, setup.market) ? { open: true } : {}) });
    },
    async submit(trapValue) {
      if (store.getSnapshot().submitting) return;
      patch({ open: true });
      const current = store.getSnapshot().values;
      // §4.1: a filled trap field is a bot. Nothing is sent; the form reports success and resets.
      if (trapValue !== '') {
        succeed(current.email.trim());
        return;
      }
      debouncer.cancel();
      const { market, lockedFields, site, origin, originAddition, internal } = setup;
      const errors = validateForm(current, market, lockedFields);
      const firstInvalid = fieldOrder(market).find((field) => errors[field]);
      if (firstInvalid) {
        patch({ errors, focusRequest: { field: firstInvalid } });
        return;
      }
      patch({ errors, result: undefined, submitting: true });
      const request = subscriberRequest(current, {
        market,
        contextConsents: setup.contextConsents,
        origin,
        originAddition,
      });
      trackGa('newsletterSignUpSent', { origin, originAddition });
      const result = await services.signUp(request, { site, internal });
      if (!connected) return;
      patch({ submitting: false });
      services.trackSubmission({ origin, originAddition, site, result });
      if (result === 'SUCCESS') {
        services.trackSignUp({ origin, originAddition });
        succeed(request.email);
        return;
      }
      if (result === 'ERROR_INVALID_EMAIL') {
        patch({
          result,
          errors: { email: { key: 'newsletter.error.emailInvalid' } },
          focusRequest: { field: 'email' },
        });
      } else patch({ result });
    },
  };
}
