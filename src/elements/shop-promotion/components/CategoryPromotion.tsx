import { useShop } from '../../../element-kit/render/shop-context';
import { Button } from '../../../primitives/button/Button';
import { VoucherCode } from '../../../primitives/voucher-code/VoucherCode';
import { PromotionLegalText } from './PromotionLegalText';
import { promotionTracker } from '../behaviour/promotion-tracker';
import { ImagePromotionFrame } from './ImagePromotionFrame';
import type { PromotionKindProps } from './promotion-kind';

/**
 * The category banner (header-and-cart §2): an optional 16:9 image, headline, subline, voucher
 * code, the legal hint with its legal text, and a call-to-action that opens in a new tab.
 * Image beside the text from 768 px of its width, above it below.
 */
export function CategoryPromotion({ promotionId, view }: PromotionKindProps) {
  const { translator } = useShop();
  const track = promotionTracker(promotionId);

  return (
    <ImagePromotionFrame
      view={view}
      kind="CATEGORY"
      part="category"
      block="shop-promotion-category"
      imageRatio="16/9"
    >
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
    </ImagePromotionFrame>
  );
}
