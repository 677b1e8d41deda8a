import { useShop } from '../../../element-kit/render/shop-context';
import { widthCondition } from '../../../tokens/breakpoints';

/** The campaign picture (when the page gives one) and the discount bubble. */
export function NewsletterMedia({
  discount,
  imageLarge,
  imageMedium,
}: {
  discount: string;
  imageLarge: string;
  imageMedium: string;
}) {
  const { t } = useShop().translator;
  return (
    <div part="media" className="shop-newsletter-form__media">
      {(imageLarge || imageMedium) && (
        <picture className="shop-newsletter-form__picture">
          {imageLarge && <source media={widthCondition('after', 'xl')} srcSet={imageLarge} />}
          {imageMedium && <source media={widthCondition('from', 'm')} srcSet={imageMedium} />}
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
  );
}
