import type { CSSProperties, ReactNode } from 'react';
import { Button } from '../../../primitives/button/Button';
import { VoucherCode } from '../../../primitives/voucher-code/VoucherCode';
import type { PromotionView } from '../../../services/cms/promotion-content';
import { promotionTracker } from '../behaviour/promotion-tracker';
import { usePromotionRoot } from '../behaviour/use-promotion-root';
import type { PromotionKindProps } from './promotion-kind';
import { PromotionLegalText } from './PromotionLegalText';
import { PromotionLink } from './PromotionLink';

/** The CMS colours (validated in readPromotionContent) as the banner's private properties. */
function colourStyle(view: PromotionView): CSSProperties {
  const style: Record<string, string> = {};
  if (view.backgroundColor) style['--_banner-background'] = view.backgroundColor;
  if (view.textColor) style['--_banner-ink'] = view.textColor;
  return style as CSSProperties;
}

/**
 * A text with a long and a short variant: both, when they differ, and the sheet shows the long
 * one from 768 px of the element's width, the short one below; else the one there is.
 */
function WidthDependentText({ long, short }: { long?: string; short?: string }): ReactNode {
  const wide = long ?? short;
  const narrow = short ?? long;
  if (wide === narrow) return wide;
  return (
    <>
      <span className="shop-promotion__wide-text">{wide}</span>
      <span className="shop-promotion__narrow-text">{narrow}</span>
    </>
  );
}

/**
 * The top banner (header-and-cart §2): the long headline from 768 px of its width, the short
 * one below; a voucher code with copy button or else a call-to-action button; an optional
 * link; and the legal text behind its hint, collapsing on scroll and when a flyout opens.
 */
export function PromotionBanner({ promotionId, view }: PromotionKindProps) {
  const { getRootProps } = usePromotionRoot('BANNER');
  const track = promotionTracker(promotionId);

  const hasHeadline = Boolean(view.headline ?? view.headlineShort);
  const hasHint = Boolean(view.legalTextHint ?? view.legalTextHintShort);
  const [link] = view.links;

  return (
    <div
      part="banner"
      className="shop-promotion-banner"
      {...getRootProps()}
      data-theme={view.theme}
      style={colourStyle(view)}
    >
      <div part="banner-main" className="shop-promotion-banner__main">
        <div className="shop-promotion-banner__text">
          {hasHeadline && (
            <p part="headline" className="shop-promotion-banner__headline">
              <WidthDependentText long={view.headline} short={view.headlineShort} />
            </p>
          )}
          {link && (
            <PromotionLink
              className="shop-promotion-banner__link"
              link={link}
              onFollow={(href) => track('link', href)}
            />
          )}
        </div>
        {view.voucherCode ? (
          <VoucherCode
            className="shop-promotion-banner__voucher"
            code={view.voucherCode}
            instructions={view.voucherCodeInstructions}
            onCopy={() => track('voucher-copy', view.voucherCode ?? '')}
          />
        ) : (
          view.cta && (
            <Button
              className="shop-promotion-banner__cta"
              href={view.cta.href}
              size="small"
              variant={view.theme === 'dark' ? 'secondary' : 'primary'}
              onClick={() => track('cta', view.cta?.href ?? '')}
            >
              {view.cta.text}
            </Button>
          )
        )}
      </div>
      {view.legalText && (
        <PromotionLegalText
          className="shop-promotion-banner__legal"
          hint={
            hasHint ? (
              <WidthDependentText long={view.legalTextHint} short={view.legalTextHintShort} />
            ) : undefined
          }
          html={view.legalText}
          track={track}
        />
      )}
    </div>
  );
}
