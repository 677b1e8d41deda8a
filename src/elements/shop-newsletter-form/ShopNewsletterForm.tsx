import { useId, useRef, type ReactNode } from 'react';
import { useStyles } from '../../element-kit/styles/adopted-styles';
import type { ElementComponentProps } from '../../element-kit/definition/element-definition';
import { useShop } from '../../element-kit/render/shop-context';
import { useDoubleOptIn } from './behaviour/use-double-opt-in';
import { useNewsletterForm } from './behaviour/use-newsletter-form';
import { NEWSLETTER_MARKETS } from './newsletter-markets';
import { NewsletterFields } from './components/NewsletterFields';
import { NewsletterInterests } from './components/NewsletterInterests';
import { NewsletterLegal } from './components/NewsletterLegal';
import { NewsletterMedia } from './components/NewsletterMedia';
import { NewsletterMessage, SuccessMessage } from './components/NewsletterMessages';
import newsletterContentCss from './shop-newsletter-form.css?inline';
import newsletterLayoutCss from './shop-newsletter-form-layout.css?inline';
import type { shopNewsletterFormDefinition } from './shop-newsletter-form.definition';

const newsletterCss = `${newsletterLayoutCss}\n${newsletterContentCss}`;

export type { NewsletterSuccessDetail } from './shop-newsletter-form.definition';

export type ShopNewsletterFormProps = ElementComponentProps<typeof shopNewsletterFormDefinition>;

/** The newsletter sign-up form (newsletter-footer §2.1–§5, §8, §9). */
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
  const formRef = useRef<HTMLFormElement>(null);
  const trapRef = useRef<HTMLInputElement>(null);
  const successRef = useRef<HTMLDivElement>(null);

  const doi = useDoubleOptIn({
    token: doiToken,
    pageSaysInvalid: doiError,
    site: site.code,
    onConfirmed: onNewsletterConfirmed,
  });
  const behaviour = useNewsletterForm({
    market,
    site: site.code,
    consents,
    origin,
    originAddition,
    internal,
    noSuccessScroll,
    onSuccess: onNewsletterSuccess,
    onEmailFocus: doi.dismissInvalidLink,
    elements: { form: formRef, trap: trapRef, success: successRef },
  });
  const { result, open, successEmail } = behaviour.snapshot;

  const doiAnswer = doi.state === 'loading' ? undefined : doi.state?.state;
  const showGenericError = result === 'ERROR_GENERIC' || doiAnswer === 'error';
  const view: 'loading' | 'confirmed' | 'success' | 'form' =
    doi.state === 'loading'
      ? 'loading'
      : doiAnswer === 'confirmed'
        ? 'confirmed'
        : result === 'SUCCESS' || showSuccess
          ? 'success'
          : 'form';

  let content: ReactNode = null;
  if (view === 'confirmed') {
    // A new token is a new subscriber: the choice starts anew.
    content = <NewsletterInterests key={doiToken} token={doiToken} site={site.code} />;
  } else if (view === 'success') {
    content = <SuccessMessage ref={successRef} email={successEmail} />;
  } else if (view === 'form') {
    content = (
      <>
        <h2 part="headline" id={headlineId} className="shop-newsletter-form__headline">
          {t(market.headline, { discount: market.discount })}
        </h2>
        <p className="shop-newsletter-form__note">{t('newsletter.mandatoryNote')}</p>
        {doi.showInvalidLink && (
          <NewsletterMessage tone="warning" part="doi-message" data-doi="invalid">
            <p>{t('newsletter.doiLinkNotValid')}</p>
          </NewsletterMessage>
        )}
        {showGenericError && (
          <NewsletterMessage tone="error" part="error" role="alert">
            <p>{t('newsletter.errorGeneric')}</p>
          </NewsletterMessage>
        )}
        <NewsletterFields
          market={market}
          behaviour={behaviour}
          labelledBy={headlineId}
          formRef={formRef}
          trapRef={trapRef}
        />
        <NewsletterLegal market={market} hideVoucherFootnote={hideVoucherFootnote} />
      </>
    );
  }

  return (
    <div
      ref={styles}
      className={[
        'shop-newsletter-form',
        (imageLarge || imageMedium) && 'shop-newsletter-form--with-picture',
      ]
        .filter(Boolean)
        .join(' ')}
      data-view={view}
      data-open={view === 'form' && open ? '' : undefined}
      data-result={result}
      aria-busy={view === 'loading' || undefined}
    >
      <NewsletterMedia
        discount={market.discount}
        imageLarge={imageLarge}
        imageMedium={imageMedium}
      />
      <div className="shop-newsletter-form__content">
        {/* One live region for the double opt-in, so its outcome is announced. */}
        <div className="shop-newsletter-form__doi-status" role="status">
          {view === 'loading' && (
            <p className="shop-newsletter-form__loading">{t('common.loading')}</p>
          )}
          {view === 'confirmed' && (
            <NewsletterMessage tone="success" part="doi-message" data-doi="confirmed">
              <p className="shop-newsletter-form__headline">{t('newsletter.doiConfirmed')}</p>
            </NewsletterMessage>
          )}
        </div>
        {content}
      </div>
    </div>
  );
}
