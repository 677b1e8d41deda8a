import { useId, useRef } from 'react';
import { useShop } from '../../../element-kit/render/shop-context';
import { CheckboxField } from '../../../primitives/form-field/CheckboxField';
import { INTEREST_CATEGORIES } from '../../../services/wire/newsletter';
import type { SiteCode } from '../../../sites/sites';
import { useNewsletterInterests } from '../behaviour/use-newsletter-interests';
import { NewsletterMessage } from './NewsletterMessages';
import { SubmitWithStatus } from './SubmitWithStatus';

/**
 * After a confirmed double opt-in: the interest categories as optional checkboxes and the button
 * that saves the choice; then its confirmation. A failure shows the generic error above the
 * boxes, which keep their state for the next try.
 */
export function NewsletterInterests({ token, site }: { token: string; site: SiteCode }) {
  const { t } = useShop().translator;
  const headingId = useId();
  const introId = useId();
  const savedRef = useRef<HTMLDivElement>(null);
  const { interests, snapshot, onSubmit } = useNewsletterInterests({
    token,
    site,
    saved: savedRef,
  });
  const { chosen, saving, result } = snapshot;

  if (result === 'SAVED') {
    // Wrapped, so it does not take the room beside the bubble that a first message keeps.
    return (
      <div>
        <NewsletterMessage tone="success" part="interests-saved" ref={savedRef} tabIndex={-1}>
          <p>{t('newsletter.interests.saved')}</p>
        </NewsletterMessage>
      </div>
    );
  }

  return (
    <form
      part="interests"
      className="shop-newsletter-form__interests"
      noValidate
      aria-labelledby={headingId}
      aria-describedby={introId}
      onSubmit={onSubmit}
    >
      <h2 id={headingId} className="shop-newsletter-form__headline">
        {t('newsletter.interests.headline')}
      </h2>
      <p id={introId} className="shop-newsletter-form__intro">
        {t('newsletter.interests.intro')}
      </p>
      {result === 'ERROR' && (
        <NewsletterMessage tone="error" part="error" role="alert">
          <p>{t('newsletter.errorGeneric')}</p>
        </NewsletterMessage>
      )}
      <div className="shop-newsletter-form__interest-list">
        {INTEREST_CATEGORIES.map((category) => (
          <CheckboxField
            key={category}
            name="interests"
            value={category}
            label={t(`newsletter.interest.${category}`)}
            checked={chosen.includes(category)}
            disabled={saving}
            onChange={(event) => interests.choose(category, event.target.checked)}
          />
        ))}
      </div>
      <SubmitWithStatus
        part="interests-submit"
        busy={saving}
        label={t('newsletter.interests.save')}
        busyText={t('newsletter.interests.saving')}
      />
    </form>
  );
}
