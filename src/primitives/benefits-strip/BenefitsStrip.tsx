import { useStyles } from '../../element-kit/styles/adopted-styles';
import { useShop } from '../../element-kit/render/shop-context';
import { Icon } from '../icon/Icon';
import type { PromotionLinkView } from '../../services/cms/promotion-content';
import { trackPromotionClick } from '../../services/tracking';
import type { BenefitType } from '../../services/wire/promotion';
import benefitsStripCss from './benefits-strip.css?inline';

/** Spec header-and-cart §2: the strip shows up to four links. */
export const BENEFITS_MAXIMUM = 4;

/**
 * The tracking tag of each benefit type, as the links carry it in `data-benefit` and in the
 * `promotion_click` specification (`benefit:<tag>`).
 */
export const BENEFIT_TAGS: Readonly<Record<BenefitType, string>> = {
  FREE_SHIPPING: 'free-shipping',
  NEWSLETTER_SIGNUP: 'newsletter-sign-up',
  CROSS_CHANNEL: 'cross-channel',
  SERVICE: 'service',
};

/**
 * The spec's four tags in its order (header-and-cart §2: "up to four links, each tagged as one of
 * free shipping, newsletter sign-up, cross-channel, service"), and the spec's BENEFITS fields
 * carry no tag (url, text, boldLink): the n-th link has the n-th tag. A link's `benefitType`, the
 * library's addition, names another (decision 47).
 */
const BENEFIT_ORDER: readonly BenefitType[] = [
  'FREE_SHIPPING',
  'NEWSLETTER_SIGNUP',
  'CROSS_CHANNEL',
  'SERVICE',
];

/** The tracking tag of the link at `index`. */
export function benefitTagOf(link: PromotionLinkView, index: number): string | undefined {
  const type = link.benefitType ?? BENEFIT_ORDER[index];
  return type ? BENEFIT_TAGS[type] : undefined;
}

export interface BenefitsStripProps {
  /** The benefits; only the first four show. A link without a (safe) address shows as text. */
  links: readonly PromotionLinkView[];
}

/** The benefits strip itself: shared by `<shop-benefits-strip>` and BENEFITS promotions. */
export function BenefitsStrip({ links }: BenefitsStripProps) {
  const { translator } = useShop();
  const styles = useStyles<HTMLElement>(benefitsStripCss);
  const shown = links.slice(0, BENEFITS_MAXIMUM);

  return (
    <nav
      ref={styles}
      part="strip"
      className="shop-benefits-strip"
      aria-label={translator.t('benefits.label')}
      data-count={shown.length}
    >
      <ul className="shop-benefits-strip__list">
        {shown.map((link, index) => {
          const tag = benefitTagOf(link, index);
          const content = (
            <>
              <Icon name="check" size={16} className="shop-benefits-strip__icon" />
              <span part="text" className="shop-benefits-strip__text">
                {link.text}
              </span>
            </>
          );
          const classes = [
            'shop-benefits-strip__link',
            link.bold && 'shop-benefits-strip__link--bold',
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <li key={`${index}:${link.text}`} className="shop-benefits-strip__item">
              {link.href ? (
                <a
                  part="link"
                  className={classes}
                  href={link.href}
                  data-benefit={tag}
                  onClick={() =>
                    trackPromotionClick({
                      clickType: 'benefit',
                      target: link.href ?? '',
                      specification: `benefit:${tag ?? 'untagged'}`,
                    })
                  }
                >
                  {content}
                </a>
              ) : (
                <span part="link" className={classes} data-benefit={tag}>
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
