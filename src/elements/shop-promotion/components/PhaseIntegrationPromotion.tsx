import { Image } from '../../../primitives/image/Image';
import { PromotionLink } from './PromotionLink';
import { promotionTracker } from '../behaviour/promotion-tracker';
import { usePromotionRoot } from '../behaviour/use-wide-layout';
import type { PromotionKindProps } from './promotion-kind';

/**
 * The phase-integration promotion (header-and-cart §2): a responsive image whose cutout fits
 * the rendered width, headline, subline and one link. From 768 px of its width the text sits
 * on a panel over the image; below, under it.
 */
export function PhaseIntegrationPromotion({ promotionId, view }: PromotionKindProps) {
  const { ref: rootRef, wide } = usePromotionRoot();
  const track = promotionTracker(promotionId);
  const { image } = view;
  const [link] = view.links;

  return (
    <div
      ref={rootRef}
      part="phase-integration"
      className="shop-promotion-phase"
      data-kind="PHASE_INTEGRATION"
      data-layout={wide ? 'wide' : 'narrow'}
      data-image={image ? '' : undefined}
    >
      {image && (
        <Image
          className="shop-promotion-phase__image"
          src={image.cutouts[0]?.imagePath ?? ''}
          alt={image.alt}
          cutouts={image.cutouts}
        />
      )}
      <div className="shop-promotion-phase__body">
        {view.headline && (
          <p part="headline" className="shop-promotion-phase__headline">
            {view.headline}
          </p>
        )}
        {view.subline && <p className="shop-promotion-phase__subline">{view.subline}</p>}
        {link && (
          <PromotionLink
            className="shop-promotion-phase__link"
            link={link}
            onFollow={(href) => track('link', href)}
          />
        )}
      </div>
    </div>
  );
}
