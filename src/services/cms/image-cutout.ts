import type { BreakpointName } from '../../tokens/breakpoints';

/**
 * Styles an editor may give a cutout's image. They arrive from the CMS, so they are a closed
 * set of properties whose values are checked before use; there is no way in for raw CSS text.
 */
export interface CutoutImageCss {
  objectFit?: 'cover' | 'contain';
  /** One or two of `left | center | right | top | bottom | <n>% | <n>px`, e.g. `30% center`. */
  objectPosition?: string;
}

/** Styles an editor may give the box around a cutout's image (seen where `contain` leaves room). */
export interface CutoutContainerCss {
  /** A hex colour: `#rgb` or `#rrggbb`. */
  backgroundColor?: string;
}

/** One crop of an image, made by the CMS for one breakpoint. */
export interface ImageCutout {
  imagePath: string;
  /** The size the crop was made for, in CSS pixels. */
  targetSize: { width: number; height: number };
  breakpoint: BreakpointName;
  imageCss?: CutoutImageCss;
  containerCss?: CutoutContainerCss;
}
