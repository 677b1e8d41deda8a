import { useEffect, useMemo } from 'react';
import { useShop } from '../../element-kit/render/shop-context';
import { readPromotionContent } from '../../services/cms/promotion-content';
import { BenefitsStrip } from '../../primitives/benefits-strip/BenefitsStrip';
import { defaultBenefitLinks } from '../../primitives/benefits-strip/default-benefit-links';
import { CategoryPromotion } from './components/CategoryPromotion';
import { PhaseIntegrationPromotion } from './components/PhaseIntegrationPromotion';
import { PromotionBanner } from './components/PromotionBanner';
import { isPathSegment } from '../../services/http/service-path';
import { usePromotion } from '../../services/stores/use-promotion';
import type { ElementComponentProps } from '../../element-kit/definition/element-definition';
import type { shopPromotionDefinition } from './shop-promotion.definition';
import { useSettled } from '../../element-kit/host/element-settled';

export type ShopPromotionProps = ElementComponentProps<typeof shopPromotionDefinition>;

/**
 * One promotion, fetched by id through the page's promotion store and rendered by its kind.
 * An unknown kind, unreadable content or a failed call renders nothing (the store warns on
 * the console); so does an id that is empty, `.` or `..` (a console error; nothing is asked).
 */
export function ShopPromotion({
  promotionId,
  allOfTags,
  anyOfTags,
  noneOfTags,
}: ShopPromotionProps) {
  const { site, translator } = useShop();
  const id = promotionId.trim();
  const state = usePromotion({
    promotionId: id,
    site: site.code,
    allOfTags,
    anyOfTags,
    noneOfTags,
  });
  useSettled(state.status !== 'loading');

  const view = useMemo(
    () => (state.status === 'loaded' ? readPromotionContent(id, state.content) : undefined),
    [state, id],
  );

  useEffect(() => {
    if (!isPathSegment(id))
      console.error(
        `<shop-promotion>: promotion-id=${JSON.stringify(id)} names no promotion (it must not be empty, "." or ".."); nothing is asked for or shown.`,
      );
  }, [id]);

  if (state.status !== 'loaded' || !view) return null;

  switch (state.kind) {
    case 'BANNER':
      return <PromotionBanner promotionId={id} view={view} />;
    case 'CATEGORY':
      return <CategoryPromotion promotionId={id} view={view} />;
    case 'PHASE_INTEGRATION':
      return <PhaseIntegrationPromotion promotionId={id} view={view} />;
    case 'BENEFITS':
      return (
        <BenefitsStrip
          links={view.links.length > 0 ? view.links : defaultBenefitLinks(site.code, translator)}
        />
      );
    default:
      return null;
  }
}
