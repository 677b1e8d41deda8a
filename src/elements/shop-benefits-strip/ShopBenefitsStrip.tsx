import { useMemo } from 'react';
import { useStyles } from '../../element-kit/adopted-styles';
import { useShop } from '../../element-kit/shop-context';
import { readPromotionContent } from '../../services/cms/promotion-content';
import { usePromotion } from '../shop-promotion/use-promotion';
import { BenefitsStrip } from './BenefitsStrip';
import { defaultBenefitLinks } from './default-benefits';
import benefitsStripCss from './shop-benefits-strip.css?inline';

export interface ShopBenefitsStripProps {
  /** A BENEFITS promotion to show; without it (or when it fails) the site's default benefits. */
  promotionId?: string;
}

/** The benefits strip: a BENEFITS promotion, else the site's default benefits. */
export function ShopBenefitsStrip({ promotionId = '' }: ShopBenefitsStripProps) {
  const { site, translator } = useShop();
  const styles = useStyles<HTMLDivElement>(benefitsStripCss);
  const id = promotionId.trim();
  const state = usePromotion({ promotionId: id, site: site.code });

  const promotedLinks = useMemo(() => {
    if (state.status !== 'loaded') return undefined;
    if (state.kind !== 'BENEFITS') {
      console.warn(
        `shop-elements: <shop-benefits-strip> promotion "${id}" is a ${state.kind} promotion, not BENEFITS; the default benefits show.`,
      );
      return undefined;
    }
    const { links } = readPromotionContent(id, state.content);
    if (links.length === 0) {
      console.warn(
        `shop-elements: <shop-benefits-strip> promotion "${id}" has no links; the default benefits show.`,
      );
      return undefined;
    }
    return links;
  }, [state, id]);

  // While the promotion loads, the strip keeps its room but shows nothing, so the default
  // benefits do not flash up before the editors' ones.
  if (state.status === 'loading') {
    return <div ref={styles} className="shop-benefits-strip-placeholder" aria-hidden="true" />;
  }
  return <BenefitsStrip links={promotedLinks ?? defaultBenefitLinks(site.code, translator)} />;
}
