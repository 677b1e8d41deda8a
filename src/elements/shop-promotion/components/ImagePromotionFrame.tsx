import type { ReactNode } from 'react';
import { Image, type ImageAspectRatio } from '../../../primitives/image/Image';
import type { PromotionView } from '../../../services/cms/promotion-content';
import { usePromotionRoot } from '../behaviour/use-promotion-root';

export interface ImagePromotionFrameProps {
  view: PromotionView;
  kind: 'CATEGORY' | 'PHASE_INTEGRATION';
  /** The kind's part and its block of class names (`<block>__image`, `<block>__body`, …). */
  part: string;
  block: string;
  /** The image's fixed shape, if the kind has one. */
  imageRatio?: ImageAspectRatio;
  /** What the kind shows below its headline and subline. */
  children: ReactNode;
}

/**
 * The frame of a promotion with a picture (the category banner, the phase integration): the
 * CMS image, and beside or below it the headline, the subline and the kind's own content. The
 * kind's CSS places the two by the element's width (a container query).
 */
export function ImagePromotionFrame({
  view,
  kind,
  part,
  block,
  imageRatio,
  children,
}: ImagePromotionFrameProps) {
  const { getRootProps } = usePromotionRoot(kind);
  const { image } = view;
  return (
    <div part={part} className={block} {...getRootProps()} data-image={image ? '' : undefined}>
      {image && (
        <Image
          className={`${block}__image`}
          src={image.cutouts[0]?.imagePath ?? ''}
          alt={image.alt}
          ratio={imageRatio}
          cutouts={image.cutouts}
        />
      )}
      <div className={`${block}__body`}>
        {view.headline && (
          <p part="headline" className={`${block}__headline`}>
            {view.headline}
          </p>
        )}
        {view.subline && <p className={`${block}__subline`}>{view.subline}</p>}
        {children}
      </div>
    </div>
  );
}
