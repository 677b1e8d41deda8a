import { useShop } from '../../../element-kit/shop-context';
import { Button } from '../../../primitives/button/Button';
import { Image } from '../../../primitives/image/Image';
import { VoucherCode } from '../../../primitives/voucher-code/VoucherCode';
import { PromotionLegalText } from './PromotionLegalText';
import { promotionTracker } from '../behaviour/promotion-tracker';
import { usePromotionRoot } from '../behaviour/use-wide-layout';
import type { PromotionKindProps } from './promotion-kind';

/**
 * The category banner (header-and-cart §2): an optional 16:9 image, headline, subline, voucher
 * code, the legal hint with its legal text, and a call-to-action that opens in a new tab.
 * Image beside the text from 768 px of its width, above it below.
 */
export function CategoryPromotion({ promotionId, view }: PromotionKindProps) {
  const { translator } = useShop();
  const { ref: rootRef, wide } = usePromotionRoot();
  const track = promotionTracker(promotionId);
  const { image } = view;

  return (
    <div
      ref={rootRef}
      part="category"
      className="shop-promotion-category"
      data-kind="CATEGORY"
      data-layout={wide ? 'wide' : 'narrow'}
      data-image={image ? '' : undefined}
    >
      {image && (
        <Image
          className="shop-promotion-category__image"
          src={image.cutouts[0]?.imagePath ?? ''}
          alt={image.alt}
          ratio="16/9"
          cutouts={image.cutouts}
        />
      )}
      <div className="shop-promotion-category__body">
        {view.headline && (
          <p part="headline" className="shop-promotion-category__headline">
            {view.headline}
          </p>
        )}
        {view.subline && <p className="shop-promotion-category__subline">{view.subline}</p>}
        {view.voucherCode && (
          <VoucherCode
            className="shop-promotion-category__voucher"
            code={view.voucherCode}
            instructions={view.voucherCodeInstructions}
            onCopy={() => track('voucher-copy', view.voucherCode ?? '')}
          />
        )}
        {view.legalText && (
          <PromotionLegalText
            className="shop-promotion-category__legal"
            hint={view.legalTextHint ?? view.legalTextHintShort}
            html={view.legalText}
            track={track}
          />
        )}
        {view.cta && (
          <Button
            className="shop-promotion-category__cta"
            href={view.cta.href}
            target="_blank"
            rel="noopener noreferrer"
            trailingIcon="arrow-right"
            onClick={() => track('cta', view.cta?.href ?? '')}
          >
            {view.cta.text}
            <span className="shop-visually-hidden"> {translator.t('promotion.opensInNewTab')}</span>
          </Button>
        )}
      </div>
    </div>
  );
}
