import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type ReactNode,
} from 'react';
import { useStyles } from '../../element-kit/adopted-styles';
import { useShop } from '../../element-kit/shop-context';
import { Button } from '../../primitives/button/Button';
import { CheckboxField } from '../../primitives/form-field/CheckboxField';
import { SelectField } from '../../primitives/form-field/SelectField';
import { TextField } from '../../primitives/form-field/TextField';
import { Icon } from '../../primitives/icon/Icon';
import { COOKIE_NAMES, readCookie } from '../../services/browser/cookies';
import { trackNewsletterSignUp } from '../../services/tracking';
import type { CustomerBaseData, Salutation } from '../../services/wire/newsletter';
import { withNodes } from './message-nodes';
import {
  DNE_CONSENT,
  NEWSLETTER_MARKETS,
  type NewsletterLink,
  type NewsletterMarket,
} from './newsletter-markets';
import {
  confirmSubscription,
  loadBaseData,
  parseContextConsents,
  signUp,
  subscriberRequest,
  type DoiOutcome,
  type SubmissionResult,
} from './newsletter-service';
import { trackNewsletterSubmission } from './newsletter-tracking';
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
} from './newsletter-validation';
import newsletterCss from './shop-newsletter-form.css?inline';
import type {
  ElementComponentProps,
  ElementEventDetails,
} from '../../element-kit/element-definition';
import type { shopNewsletterFormDefinition } from './shop-newsletter-form.definition';

export type NewsletterSuccessDetail =
  ElementEventDetails['shop-newsletter-form']['newsletter-success'];

export type ShopNewsletterFormProps = ElementComponentProps<typeof shopNewsletterFormDefinition>;

type PersonalField = 'salutation' | 'firstName' | 'lastName';
const PERSONAL_FIELDS: readonly PersonalField[] = ['salutation', 'firstName', 'lastName'];
const NO_FIELDS: ReadonlySet<NewsletterField> = new Set();

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

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

type DoiState = { token: string; outcome: DoiOutcome };

export function ShopNewsletterForm({
  origin,
  originAddition,
  internal,
  consents,
  doiError,
  showSuccess,
  doiToken,
  imageLarge,
  imageMedium,
  hideVoucherFootnote,
  noSuccessScroll,
  onNewsletterSuccess,
  onNewsletterConfirmed,
}: ShopNewsletterFormProps) {
  const { site, translator } = useShop();
  const t = translator.t;
  const market = NEWSLETTER_MARKETS[site.code];
  const styles = useStyles<HTMLDivElement>(newsletterCss);
  const headlineId = useId();

  const contextConsents = useMemo(() => parseContextConsents(consents), [consents]);
  const contextHoldsDne = contextConsents.includes(DNE_CONSENT);
  const personalDataLocked = market.lockPersonalDataOnContextDne && contextHoldsDne;

  const [values, setValues] = useState<NewsletterValues>(EMPTY_VALUES);
  const [errors, setErrors] = useState<NewsletterErrors>({});
  const [open, setOpen] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [result, setResult] = useState<SubmissionResult>();
  const [successEmail, setSuccessEmail] = useState('');
  const [doi, setDoi] = useState<DoiState>();
  const [doiErrorDismissed, setDoiErrorDismissed] = useState(false);
  const [previousDoiError, setPreviousDoiError] = useState(doiError);
  const [focusRequest, setFocusRequest] = useState<{ field: NewsletterField }>();

  // The page flags the link-invalid message again: it shows again until the next focus.
  if (previousDoiError !== doiError) {
    setPreviousDoiError(doiError);
    setDoiErrorDismissed(false);
  }

  /** The latest values, for the debounced validation and the prefill. */
  const valuesRef = useRef(values);
  /** Fields the shopper changed: the prefill leaves them alone. */
  const edited = useRef(new Set<keyof NewsletterValues>());
  /** A field focused by the form itself keeps the error that made the form focus it. */
  const keepErrorOnFocus = useRef<NewsletterField | undefined>(undefined);
  const scrollToSuccess = useRef(false);
  const mounted = useRef(true);
  const successRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  /**
   * The bot trap is read from the DOM at submit: form-filling scripts set its value without any
   * input event, so React state would never see it.
   */
  const trapRef = useRef<HTMLInputElement>(null);
  const debouncer = useMemo(() => createDebouncer(), []);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      debouncer.cancel();
    };
  }, [debouncer]);

  const lockedFields: ReadonlySet<NewsletterField> = useMemo(
    () => (personalDataLocked ? new Set<NewsletterField>(PERSONAL_FIELDS) : NO_FIELDS),
    [personalDataLocked],
  );
  const isDisabled = (field: NewsletterField) => submitting || lockedFields.has(field);

  const setFieldError = (field: NewsletterField, error: ValidationError | undefined) =>
    setErrors((current) => {
      if (current[field] === error || (!current[field] && !error)) return current;
      const next = { ...current };
      if (error) next[field] = error;
      else delete next[field];
      return next;
    });

  /** §5: validation runs 5 ms after the last event of a field, on its latest value. */
  const validateLater = (field: NewsletterField) => {
    if (lockedFields.has(field)) return;
    debouncer.run(field, () => {
      if (!mounted.current) return;
      setFieldError(field, validateField(field, valuesRef.current, market));
    });
  };

  const update = <K extends keyof NewsletterValues>(field: K, value: NewsletterValues[K]) => {
    edited.current.add(field);
    const next = { ...valuesRef.current, [field]: value };
    valuesRef.current = next;
    setValues(next);
  };

  const handleFocus = (field: NewsletterField) => () => {
    debouncer.cancel(field);
    if (keepErrorOnFocus.current === field) keepErrorOnFocus.current = undefined;
    else setFieldError(field, undefined);
    if (field === 'email') {
      setOpen(true);
      setDoiErrorDismissed(true);
    }
  };

  // Prefill from the logged-in customer's stored data (§3.1); any failure leaves the form empty.
  useEffect(() => {
    const controller = new AbortController();
    void loadBaseData(readCookie(COOKIE_NAMES.loginToken), controller.signal).then((data) => {
      if (!data || controller.signal.aborted) return;
      const next = { ...valuesRef.current };
      const fill = (field: 'email' | 'firstName' | 'lastName') => {
        const value = data[field];
        if (value && !edited.current.has(field)) next[field] = value;
      };
      fill('email');
      fill('firstName');
      fill('lastName');
      if (data.salutation && !edited.current.has('salutation')) next.salutation = data.salutation;
      valuesRef.current = next;
      setValues(next);
      if (opensWithStoredData(data, market)) setOpen(true);
    });
    return () => controller.abort();
  }, [market]);

  // Double opt-in (§4.1): read the subscriber by token, then confirm.
  useEffect(() => {
    if (!doiToken) return;
    const controller = new AbortController();
    void confirmSubscription(doiToken, site.code, controller.signal).then((outcome) => {
      if (controller.signal.aborted) return;
      setDoi({ token: doiToken, outcome });
      if (outcome.state === 'confirmed') onNewsletterConfirmed?.({ email: outcome.email });
    });
    return () => controller.abort();
    // The event callback is not a reason to confirm again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [doiToken, site.code]);

  // A field the form asked to focus: after a failed check or an invalid-e-mail answer.
  useEffect(() => {
    if (!focusRequest) return;
    const { field } = focusRequest;
    const control = formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`);
    if (!control || control.matches(':disabled')) return;
    const root = control.getRootNode() as Document | ShadowRoot;
    // Already focused (Enter pressed in the field): no focus event comes, the error stays.
    if (root.activeElement === control) return;
    keepErrorOnFocus.current = field;
    control.focus();
    // The focus event ran synchronously and used the flag; if it did not come, drop it.
    keepErrorOnFocus.current = undefined;
  }, [focusRequest]);

  // §2.1: the success message scrolls into view and takes focus, as the form it replaces had it.
  useEffect(() => {
    if (result !== 'SUCCESS' || !scrollToSuccess.current) return;
    scrollToSuccess.current = false;
    const message = successRef.current;
    if (!message) return;
    message.focus({ preventScroll: true });
    if (!noSuccessScroll)
      message.scrollIntoView({
        block: 'center',
        behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      });
  }, [result, noSuccessScroll]);

  const succeed = (email: string) => {
    setResult('SUCCESS');
    setSuccessEmail(email);
    valuesRef.current = EMPTY_VALUES;
    setValues(EMPTY_VALUES);
    setErrors({});
    if (trapRef.current) trapRef.current.value = '';
    edited.current.clear();
    scrollToSuccess.current = true;
    onNewsletterSuccess?.({ email });
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setOpen(true);
    const current = valuesRef.current;
    // §4.1: a filled trap field is a bot. Nothing is sent; the form reports success and resets.
    if ((trapRef.current?.value ?? '') !== '') {
      succeed(current.email.trim());
      return;
    }
    debouncer.cancel();
    const found = validateForm(current, market, lockedFields);
    setErrors(found);
    const firstInvalid = fieldOrder(market).find((field) => found[field]);
    if (firstInvalid) {
      setFocusRequest({ field: firstInvalid });
      return;
    }
    setResult(undefined);
    setSubmitting(true);
    const request = subscriberRequest(current, {
      market,
      contextConsents,
      origin,
      originAddition,
    });
    const outcome = await signUp(request, { site: site.code, internal });
    if (!mounted.current) return;
    setSubmitting(false);
    trackNewsletterSubmission({ origin, originAddition, site: site.code, result: outcome });
    if (outcome === 'SUCCESS') {
      trackNewsletterSignUp({ origin, originAddition });
      succeed(request.email);
      return;
    }
    setResult(outcome);
    if (outcome === 'ERROR_INVALID_EMAIL') {
      setErrors({ email: { key: 'newsletter.error.emailInvalid' } });
      setFocusRequest({ field: 'email' });
    }
  };

  const errorText = (field: NewsletterField): string | undefined => {
    const error = errors[field];
    return error ? t(error.key, error.params) : undefined;
  };

  const link = ({ href, label }: NewsletterLink): ReactNode => (
    <a className="shop-newsletter-form__link" href={href}>
      {t(label)}
    </a>
  );

  const doiState: DoiOutcome | 'loading' | undefined = !doiToken
    ? undefined
    : doi?.token === doiToken
      ? doi.outcome
      : 'loading';
  const showDoiError =
    (doiError || (doiState !== 'loading' && doiState?.state === 'invalid')) && !doiErrorDismissed;
  const showGenericError =
    result === 'ERROR_GENERIC' || (doiState !== 'loading' && doiState?.state === 'error');
  const view: 'loading' | 'confirmed' | 'success' | 'form' =
    doiState === 'loading'
      ? 'loading'
      : doiState?.state === 'confirmed'
        ? 'confirmed'
        : result === 'SUCCESS' || showSuccess
          ? 'success'
          : 'form';

  const discount = market.discount;
  const hasPicture = Boolean(imageLarge || imageMedium);

  const salutationOptions = market.salutationOrder.map((salutation) => ({
    value: salutation,
    label: t(`newsletter.salutation.${salutation}`),
  }));

  const firstNameField = market.firstName.shown && (
    <TextField
      name="firstName"
      label={t('newsletter.firstName')}
      required={market.firstName.required}
      autoComplete="given-name"
      value={values.firstName}
      disabled={isDisabled('firstName')}
      error={errorText('firstName')}
      onChange={(event) => {
        update('firstName', event.target.value);
        validateLater('firstName');
      }}
      onFocus={handleFocus('firstName')}
      onBlur={() => validateLater('firstName')}
    />
  );

  const lastNameField = market.lastName.shown && (
    <TextField
      name="lastName"
      label={t('newsletter.lastName')}
      required={market.lastName.required}
      autoComplete="family-name"
      value={values.lastName}
      disabled={isDisabled('lastName')}
      error={errorText('lastName')}
      onChange={(event) => {
        update('lastName', event.target.value);
        validateLater('lastName');
      }}
      onFocus={handleFocus('lastName')}
      onBlur={() => validateLater('lastName')}
    />
  );

  const form = (
    <form
      ref={formRef}
      part="form"
      className="shop-newsletter-form__form"
      noValidate
      aria-labelledby={headlineId}
      onSubmit={(event) => void handleSubmit(event)}
    >
      <TextField
        className="shop-newsletter-form__email"
        type="email"
        name="email"
        label={t('newsletter.email')}
        required
        autoComplete="email"
        inputMode="email"
        value={values.email}
        disabled={isDisabled('email')}
        error={errorText('email')}
        onChange={(event) => update('email', event.target.value)}
        onFocus={handleFocus('email')}
        onBlur={() => validateLater('email')}
      />
      <div className="shop-newsletter-form__extra" hidden={!open}>
        {(market.firstName.shown || market.lastName.shown || market.salutation.shown) && (
          <div className="shop-newsletter-form__personal">
            {market.salutation.shown && (
              <SelectField
                className="shop-newsletter-form__salutation"
                name="salutation"
                label={t('newsletter.salutation')}
                required={market.salutation.required}
                options={salutationOptions}
                autoComplete="honorific-prefix"
                value={values.salutation}
                disabled={isDisabled('salutation')}
                error={errorText('salutation')}
                onChange={(event: ChangeEvent<HTMLSelectElement>) => {
                  update('salutation', event.target.value as Salutation | '');
                  validateLater('salutation');
                }}
                onFocus={handleFocus('salutation')}
                onBlur={() => validateLater('salutation')}
              />
            )}
            {market.familyNameFirst ? (
              <>
                {lastNameField}
                {firstNameField}
              </>
            ) : (
              <>
                {firstNameField}
                {lastNameField}
              </>
            )}
          </div>
        )}
        {!contextHoldsDne && (
          <CheckboxField
            name="consents"
            value={DNE_CONSENT}
            label={t('newsletter.consentDne')}
            hint={withNodes(t('newsletter.privacyHint'), { privacyLink: link(market.privacy) })}
            checked={values.personalisedOffers}
            disabled={submitting}
            onChange={(event) => update('personalisedOffers', event.target.checked)}
          />
        )}
        {market.electronicMessageConsent.shown && (
          <CheckboxField
            name="electronicMessageConsent"
            label={t('newsletter.consentTr')}
            required={market.electronicMessageConsent.required}
            hint={
              market.electronicMessageConsentLink
                ? link(market.electronicMessageConsentLink)
                : undefined
            }
            checked={values.electronicMessageConsent}
            disabled={submitting}
            error={errorText('electronicMessageConsent')}
            onChange={(event) => {
              update('electronicMessageConsent', event.target.checked);
              validateLater('electronicMessageConsent');
            }}
            onFocus={handleFocus('electronicMessageConsent')}
            onBlur={() => validateLater('electronicMessageConsent')}
          />
        )}
      </div>
      {/* §2.1: the bot trap. Hidden from people and assistive technology; bots fill it in. */}
      <div className="shop-newsletter-form__trap" aria-hidden="true">
        <input
          type="text"
          name="verify-email"
          tabIndex={-1}
          autoComplete="off"
          ref={trapRef}
          defaultValue=""
        />
      </div>
      <Button
        part="submit"
        className="shop-newsletter-form__submit"
        type="submit"
        variant="primary"
        loading={submitting}
      >
        {t('newsletter.submit')}
      </Button>
      <span className="shop-newsletter-form__status" role="status">
        {submitting ? t('newsletter.submitting') : ''}
      </span>
    </form>
  );

  const legal = (
    <div part="legal" className="shop-newsletter-form__legal">
      <p>{withNodes(t('newsletter.legalNotice'), { privacyLink: link(market.privacy) })}</p>
      <ul className="shop-newsletter-form__links">
        {[market.contact, ...market.furtherLinks].map((entry) => (
          <li key={entry.href}>{link(entry)}</li>
        ))}
      </ul>
      <p>{t('newsletter.minimumAge', { age: market.minimumAge })}</p>
      {market.legalTexts.map((key) => (
        <p key={key}>{t(key)}</p>
      ))}
      {!hideVoucherFootnote && (
        <p className="shop-newsletter-form__footnote">
          {withNodes(t('newsletter.voucherFootnote', { discount }), {
            conditionsLink: link(market.voucherConditions),
          })}
        </p>
      )}
    </div>
  );

  let content: ReactNode;
  switch (view) {
    case 'loading':
      content = null;
      break;
    case 'confirmed':
      content = null;
      break;
    case 'success':
      content = (
        <div
          ref={successRef}
          part="success"
          className="shop-newsletter-form__message shop-newsletter-form__message--success"
          tabIndex={-1}
        >
          <Icon name="check" size={24} className="shop-newsletter-form__message-icon" />
          <div>
            <h2 className="shop-newsletter-form__headline">{t('newsletter.successHeadline')}</h2>
            {successEmail && <p>{t('newsletter.success', { email: successEmail })}</p>}
          </div>
        </div>
      );
      break;
    case 'form':
      content = (
        <>
          <h2 part="headline" id={headlineId} className="shop-newsletter-form__headline">
            {t(market.headline, { discount })}
          </h2>
          <p className="shop-newsletter-form__note">{t('newsletter.mandatoryNote')}</p>
          {showDoiError && (
            <div
              part="doi-message"
              className="shop-newsletter-form__message shop-newsletter-form__message--warning"
              data-doi="invalid"
            >
              <Icon name="info" size={24} className="shop-newsletter-form__message-icon" />
              <p>{t('newsletter.doiLinkNotValid')}</p>
            </div>
          )}
          {showGenericError && (
            <div
              part="error"
              className="shop-newsletter-form__message shop-newsletter-form__message--error"
              role="alert"
            >
              <Icon name="error" size={24} className="shop-newsletter-form__message-icon" />
              <p>{t('newsletter.errorGeneric')}</p>
            </div>
          )}
          {form}
          {legal}
        </>
      );
      break;
  }

  return (
    <div
      ref={styles}
      className={['shop-newsletter-form', hasPicture && 'shop-newsletter-form--with-picture']
        .filter(Boolean)
        .join(' ')}
      data-view={view}
      data-open={view === 'form' && open ? '' : undefined}
      data-result={result}
      aria-busy={view === 'loading' || undefined}
    >
      <div part="media" className="shop-newsletter-form__media">
        {hasPicture && (
          <picture className="shop-newsletter-form__picture">
            {imageLarge && <source media="(min-width: 1024px)" srcSet={imageLarge} />}
            {imageMedium && <source media="(min-width: 767px)" srcSet={imageMedium} />}
            <img
              className="shop-newsletter-form__image"
              src={imageMedium || imageLarge}
              alt={t('newsletter.imageAlt')}
              loading="lazy"
              decoding="async"
            />
          </picture>
        )}
        <span
          part="bubble"
          className="shop-newsletter-form__bubble"
          role="img"
          aria-label={t('newsletter.discountBubbleLabel', { discount })}
        >
          <span aria-hidden="true">{discount}</span>
        </span>
      </div>
      <div className="shop-newsletter-form__content">
        {/* One live region for the double opt-in, so its outcome is announced. */}
        <div className="shop-newsletter-form__doi-status" role="status">
          {view === 'loading' && (
            <p className="shop-newsletter-form__loading">{t('common.loading')}</p>
          )}
          {view === 'confirmed' && (
            <div
              part="doi-message"
              className="shop-newsletter-form__message shop-newsletter-form__message--success"
              data-doi="confirmed"
            >
              <Icon name="check" size={24} className="shop-newsletter-form__message-icon" />
              <p className="shop-newsletter-form__headline">{t('newsletter.doiConfirmed')}</p>
            </div>
          )}
        </div>
        {content}
      </div>
    </div>
  );
}
