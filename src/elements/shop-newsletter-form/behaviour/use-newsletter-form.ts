import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useStore } from '../../../page-runtime/use-store';
import { COOKIE_NAMES, readCookie } from '../../../services/browser/cookies';
import type { SiteCode } from '../../../sites/sites';
import { DNE_CONSENT, type NewsletterMarket } from '../newsletter-markets';
import { loadBaseData, parseContextConsents } from '../newsletter-service';
import type { NewsletterField } from '../newsletter-validation';
import type { NewsletterSuccessDetail } from '../shop-newsletter-form.definition';
import {
  createNewsletterForm,
  type NewsletterForm,
  type NewsletterFormSetup,
  type NewsletterFormSnapshot,
} from '../state/newsletter-form-state';
import { isBrowser } from '../../../page-runtime/environment';

const PERSONAL_FIELDS: readonly NewsletterField[] = ['salutation', 'firstName', 'lastName'];
const NO_FIELDS: ReadonlySet<NewsletterField> = new Set();

function prefersReducedMotion(): boolean {
  return isBrowser() && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export interface NewsletterFormOptions {
  market: NewsletterMarket;
  site: SiteCode;
  /** The page's `consents` attribute, as given: checked here (an array of strings, or none). */
  consents: unknown;
  origin: string;
  originAddition: string;
  internal: boolean;
  noSuccessScroll: boolean;
  onSuccess?: (detail: NewsletterSuccessDetail) => void;
  /** Focusing the e-mail address also dismisses the double opt-in's link-invalid message. */
  onEmailFocus?: () => void;
  /** The view's elements the behaviour reaches for. */
  elements: NewsletterFormElements;
}

export interface NewsletterFormElements {
  form: React.RefObject<HTMLFormElement | null>;
  /** The bot trap, read from the DOM at submit: form-filling scripts fire no input events. */
  trap: React.RefObject<HTMLInputElement | null>;
  success: React.RefObject<HTMLDivElement | null>;
}

export interface NewsletterFormBehaviour {
  form: NewsletterForm;
  snapshot: NewsletterFormSnapshot;
  /** The page's consents already hold DNE: the form does not ask for it (§4.1). */
  contextHoldsDne: boolean;
  isDisabled(field: NewsletterField): boolean;
  /** Focus handler of a field; the form's own focusing keeps the error it focuses for. */
  onFocus(field: NewsletterField): () => void;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
}

/**
 * Connects the form state to the page: the stored customer data prefill (§3.1), the focus the
 * form asks for, the bot trap at submit, and the success message taking focus and scrolling into
 * view (§2.1).
 */
export function useNewsletterForm(options: NewsletterFormOptions): NewsletterFormBehaviour {
  const { market, consents, noSuccessScroll } = options;
  const contextConsents = useMemo(() => parseContextConsents(consents), [consents]);
  const contextHoldsDne = contextConsents.includes(DNE_CONSENT);
  const personalDataLocked = market.lockPersonalDataOnContextDne && contextHoldsDne;
  const lockedFields = useMemo(
    () => (personalDataLocked ? new Set<NewsletterField>(PERSONAL_FIELDS) : NO_FIELDS),
    [personalDataLocked],
  );
  const setup: NewsletterFormSetup = {
    market,
    site: options.site,
    lockedFields,
    contextConsents,
    origin: options.origin,
    originAddition: options.originAddition,
    internal: options.internal,
    onSuccess: options.onSuccess,
  };
  const [form] = useState(() => createNewsletterForm(setup));
  useEffect(() => form.configure(setup));
  useEffect(() => form.connect(), [form]);
  const snapshot = useStore(form);

  const { form: formRef, trap: trapRef, success: successRef } = options.elements;
  /** The field the form is focusing itself, so its focus handler keeps the error. */
  const focusingForError = useRef<NewsletterField | undefined>(undefined);

  // Prefill from the logged-in customer's stored data (§3.1); any failure leaves the form empty.
  useEffect(() => {
    const controller = new AbortController();
    void loadBaseData(readCookie(COOKIE_NAMES.loginToken), controller.signal).then((data) => {
      if (data && !controller.signal.aborted) form.prefill(data);
    });
    return () => controller.abort();
  }, [form, market]);

  // A field the form asked to focus: after a failed check or an invalid-e-mail answer.
  const { focusRequest } = snapshot;
  useEffect(() => {
    if (!focusRequest) return;
    const control = formRef.current?.querySelector<HTMLElement>(`[name="${focusRequest.field}"]`);
    if (!control || control.matches(':disabled')) return;
    const root = control.getRootNode() as Document | ShadowRoot;
    // Already focused (Enter pressed in the field): no focus event comes, the error stays.
    if (root.activeElement === control) return;
    focusingForError.current = focusRequest.field;
    control.focus();
    // The focus event ran synchronously and used the flag; if it did not come, drop it.
    focusingForError.current = undefined;
  }, [focusRequest, formRef]);

  // §2.1: the success message scrolls into view and takes focus, as the form it replaces had it.
  const { successCount } = snapshot;
  const handledSuccesses = useRef(0);
  useEffect(() => {
    if (successCount === handledSuccesses.current) return;
    handledSuccesses.current = successCount;
    if (trapRef.current) trapRef.current.value = '';
    const message = successRef.current;
    if (!message) return;
    message.focus({ preventScroll: true });
    if (!noSuccessScroll)
      message.scrollIntoView({
        block: 'center',
        behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      });
  }, [successCount, noSuccessScroll, successRef, trapRef]);

  const { onEmailFocus } = options;
  return {
    form,
    snapshot,
    contextHoldsDne,
    isDisabled: (field) => snapshot.submitting || lockedFields.has(field),
    onFocus: (field) => () => {
      const keepError = focusingForError.current === field;
      if (keepError) focusingForError.current = undefined;
      form.focus(field, { keepError });
      if (field === 'email') onEmailFocus?.();
    },
    onSubmit: (event) => {
      event.preventDefault();
      void form.submit(trapRef.current?.value ?? '');
    },
  };
}
