import type { ChangeEvent, Ref } from 'react';
import { useShop } from '../../../element-kit/render/shop-context';
import { CheckboxField } from '../../../primitives/form-field/CheckboxField';
import { SelectField } from '../../../primitives/form-field/SelectField';
import { TextField } from '../../../primitives/form-field/TextField';
import type { Salutation } from '../../../services/wire/newsletter';
import type { NewsletterFormBehaviour } from '../behaviour/use-newsletter-form';
import { withNodes } from './message-nodes';
import { DNE_CONSENT, type NewsletterMarket } from '../newsletter-markets';
import type { NewsletterField } from '../newsletter-validation';
import { NewsletterLink } from './NewsletterLink';
import { SubmitWithStatus } from './SubmitWithStatus';

/** The sign-up form: the e-mail address, the market's extra fields and consents, the bot trap. */
export function NewsletterFields({
  market,
  behaviour,
  labelledBy,
  formRef,
  trapRef,
}: {
  market: NewsletterMarket;
  behaviour: NewsletterFormBehaviour;
  labelledBy: string;
  formRef: Ref<HTMLFormElement>;
  trapRef: Ref<HTMLInputElement>;
}) {
  const { t } = useShop().translator;
  const { form, snapshot, isDisabled, onFocus, contextHoldsDne } = behaviour;
  const { values, errors, open, submitting } = snapshot;

  /** The wiring every field shares: its name, state, error and focus handling. */
  const wiring = (field: NewsletterField) => {
    const error = errors[field];
    return {
      name: field,
      disabled: isDisabled(field),
      error: error ? t(error.key, error.params) : undefined,
      onFocus: onFocus(field),
      onBlur: () => form.blur(field),
    };
  };

  const nameField = (field: 'firstName' | 'lastName') =>
    market[field].shown && (
      <TextField
        {...wiring(field)}
        label={t(field === 'firstName' ? 'newsletter.firstName' : 'newsletter.lastName')}
        required={market[field].required}
        autoComplete={field === 'firstName' ? 'given-name' : 'family-name'}
        value={values[field]}
        onChange={(event) => form.change(field, event.target.value)}
      />
    );
  // HU writes the family name first.
  const nameFields = market.familyNameFirst
    ? [nameField('lastName'), nameField('firstName')]
    : [nameField('firstName'), nameField('lastName')];

  return (
    <form
      ref={formRef}
      part="form"
      className="shop-newsletter-form__form"
      noValidate
      aria-labelledby={labelledBy}
      onSubmit={behaviour.onSubmit}
    >
      <TextField
        {...wiring('email')}
        className="shop-newsletter-form__email"
        type="email"
        label={t('newsletter.email')}
        required
        autoComplete="email"
        inputMode="email"
        value={values.email}
        onChange={(event) => form.change('email', event.target.value)}
      />
      <div className="shop-newsletter-form__extra" hidden={!open}>
        {(market.firstName.shown || market.lastName.shown || market.salutation.shown) && (
          <div className="shop-newsletter-form__personal">
            {market.salutation.shown && (
              <SelectField
                {...wiring('salutation')}
                className="shop-newsletter-form__salutation"
                label={t('newsletter.salutation')}
                required={market.salutation.required}
                options={market.salutationOrder.map((salutation) => ({
                  value: salutation,
                  label: t(`newsletter.salutation.${salutation}`),
                }))}
                autoComplete="honorific-prefix"
                value={values.salutation}
                onChange={(event: ChangeEvent<HTMLSelectElement>) =>
                  form.change('salutation', event.target.value as Salutation | '')
                }
              />
            )}
            {nameFields[0]}
            {nameFields[1]}
          </div>
        )}
        {!contextHoldsDne && (
          <CheckboxField
            name="consents"
            value={DNE_CONSENT}
            label={t('newsletter.consentDne')}
            hint={withNodes(t('newsletter.privacyHint'), {
              privacyLink: <NewsletterLink link={market.privacy} />,
            })}
            checked={values.personalisedOffers}
            disabled={submitting}
            onChange={(event) => form.change('personalisedOffers', event.target.checked)}
          />
        )}
        {market.electronicMessageConsent.shown && (
          <CheckboxField
            {...wiring('electronicMessageConsent')}
            label={t('newsletter.consentTr')}
            required={market.electronicMessageConsent.required}
            hint={
              market.electronicMessageConsentLink && (
                <NewsletterLink link={market.electronicMessageConsentLink} />
              )
            }
            checked={values.electronicMessageConsent}
            onChange={(event) => form.change('electronicMessageConsent', event.target.checked)}
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
      <SubmitWithStatus
        part="submit"
        busy={submitting}
        label={t('newsletter.submit')}
        busyText={t('newsletter.submitting')}
      />
    </form>
  );
}
