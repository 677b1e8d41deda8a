import { useEffect, useMemo } from 'react';
import { useStyles } from '../../element-kit/styles/adopted-styles';
import { useShop } from '../../element-kit/render/shop-context';
import { readPromotionContent } from '../../services/cms/promotion-content';
import { isPathSegment } from '../../services/http/service-path';
import { usePromotion } from '../../services/stores/use-promotion';
import { BenefitsStrip } from '../../primitives/benefits-strip/BenefitsStrip';
import { defaultBenefitLinks } from '../../primitives/benefits-strip/default-benefit-links';
import benefitsStripCss from '../../primitives/benefits-strip/benefits-strip.css?inline';
import type { ElementComponentProps } from '../../element-kit/definition/element-definition';
import type { shopBenefitsStripDefinition } from './shop-benefits-strip.definition';
import { useSettled } from '../../element-kit/host/element-settled';

export type ShopBenefitsStripProps = ElementComponentProps<typeof shopBenefitsStripDefinition>;

/** The benefits strip: a BENEFITS promotion, else the site's default benefits. */
export function ShopBenefitsStrip({ promotionId }: ShopBenefitsStripProps) {
  const { site, translator } = useShop();
  const styles = useStyles<HTMLDivElement>(benefitsStripCss);
  const id = promotionId.trim();
  const state = usePromotion({ promotionId: id, site: site.code });
  useSettled(state.status !== 'loading');

  useEffect(() => {
    if (id && !isPathSegment(id))
      console.error(
        `<shop-benefits-strip>: promotion-id=${JSON.stringify(id)} names no promotion ("." and ".." are refused); the default benefits show.`,
      );
  }, [id]);

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
