import { PromotionLink } from './PromotionLink';
import { promotionTracker } from '../behaviour/promotion-tracker';
import { ImagePromotionFrame } from './ImagePromotionFrame';
import type { PromotionKindProps } from './promotion-kind';

/**
 * The phase-integration promotion (header-and-cart §2): a responsive image whose cutout fits
 * the rendered width, headline, subline and one link. From 768 px of its width the text sits
 * on a panel over the image; below, under it.
 */
export function PhaseIntegrationPromotion({ promotionId, view }: PromotionKindProps) {
  const track = promotionTracker(promotionId);
  const [link] = view.links;

  return (
    <ImagePromotionFrame
      view={view}
      kind="PHASE_INTEGRATION"
      part="phase-integration"
      block="shop-promotion-phase"
    >
      {link && (
        <PromotionLink
          className="shop-promotion-phase__link"
          link={link}
          onFollow={(href) => track('link', href)}
        />
      )}
    </ImagePromotionFrame>
  );
}
