import { useId } from 'react';
import { useStyles } from '../../element-kit/styles/adopted-styles';
import { useShop } from '../../element-kit/render/shop-context';
import { ICONS } from '../icon/icon-paths';
import ratingCss from './rating.css?inline';

export type RatingSize = 'small' | 'medium' | 'large';

/** Spec: ratings are given out of five stars. */
export const DEFAULT_RATING_MAX = 5;

const STAR_PATH = ICONS.star.paths[0] ?? '';
/** Each star sits in a 24-unit cell of the icon grid; its points reach from x 2.8 to 21.2. */
const CELL = 24;
const STAR_LEFT = 2.8;
const STAR_WIDTH = 18.4;

const SIZE_PX: Record<RatingSize, number> = { small: 12, medium: 16, large: 24 };

export interface RatingProps {
  /** The average rating; fractions show as partly filled stars. Kept within 0 and `max`. */
  value: number;
  /** The number of stars; default 5. */
  max?: number;
  /** How many ratings the value is based on, shown short, e.g. "(89 k)". */
  count?: number;
  /** Star size: 12, 16 (default) or 24 px. */
  size?: RatingSize;
  className?: string;
}

/** A whole number of stars, at least one; anything else falls back to the default. */
export function starCount(max: number | undefined): number {
  return max !== undefined && Number.isFinite(max) && max >= 1
    ? Math.round(max)
    : DEFAULT_RATING_MAX;
}

/** The value a rating shows: within 0 and `max`, and 0 when it is not a number. */
export function shownValue(value: number, max: number): number {
  return Number.isFinite(value) ? Math.min(Math.max(value, 0), max) : 0;
}

/**
 * Where, in grid units, the filled part of the stars ends. A fraction fills that share of the
 * star's visible width, not of its cell, so that 4.5 fills exactly half of the fifth star.
 */
export function fillEnd(value: number): number {
  const whole = Math.floor(value);
  const fraction = value - whole;
  return whole * CELL + (fraction > 0 ? STAR_LEFT + fraction * STAR_WIDTH : 0);
}

export function Rating({ value, max, count, size = 'medium', className }: RatingProps) {
  const { translator } = useShop();
  const styles = useStyles<HTMLSpanElement>(ratingCss);
  const id = useId().replace(/[^\w-]/g, '');
  const clipId = `shop-rating-fill-${id}`;
  const countId = `shop-rating-count-${id}`;
  const stars = starCount(max);
  const shown = shownValue(value, stars);
  const label = translator.t('rating.label', {
    value: translator.formatNumber(shown, { maximumFractionDigits: 1 }),
    max: stars,
  });
  const hasCount = count !== undefined && Number.isFinite(count) && count >= 0;
  const starPaths = Array.from({ length: stars }, (_, index) => (
    <path key={index} d={STAR_PATH} transform={`translate(${index * CELL} 0)`} />
  ));
  const classes = ['shop-rating', `shop-rating--${size}`, className].filter(Boolean).join(' ');

  return (
    <span ref={styles} className={classes}>
      <svg
        className="shop-rating__stars"
        role="img"
        aria-label={label}
        aria-describedby={hasCount ? countId : undefined}
        viewBox={`0 0 ${stars * CELL} ${CELL}`}
        width={stars * SIZE_PX[size]}
        height={SIZE_PX[size]}
        focusable="false"
      >
        <defs>
          <clipPath id={clipId}>
            <rect x="0" y="0" width={fillEnd(shown)} height={CELL} />
          </clipPath>
        </defs>
        <g fill="currentColor" clipPath={`url(#${clipId})`}>
          {starPaths}
        </g>
        <g fill="none" stroke="currentColor" strokeWidth={1.6} strokeLinejoin="round">
          {starPaths}
        </g>
      </svg>
      {hasCount && (
        <>
          <span className="shop-rating__count" aria-hidden="true">
            ({translator.formatNumber(count, { notation: 'compact', maximumFractionDigits: 1 })})
          </span>
          <span id={countId} hidden>
            {translator.plural('rating.count', count)}
          </span>
        </>
      )}
    </span>
  );
}
