import {
  useCallback,
  useEffect,
  useId,
  useState,
  type CSSProperties,
  type SyntheticEvent,
} from 'react';
import { useStyles } from '../../element-kit/styles/adopted-styles';
import { useShop } from '../../element-kit/render/shop-context';
import imageCss from './image.css?inline';
import {
  chooseCutout,
  cutoutContainerStyle,
  cutoutImageStyle,
  type ImageCutout,
} from './image-cutouts';
import { isBrowser } from '../../page-runtime/environment';
import { breakpointOfWindow } from '../../page-runtime/window-width';
import { widthAfter } from '../../tokens/breakpoints';

export type ImageAspectRatio = '16/9' | '4/3' | '3/2' | '1/1' | number;
export type ImageLoading = 'lazy' | 'eager';
export type ImageState = 'loading' | 'loaded' | 'error';

/** Loading starts this far before the image scrolls into view, so it is there when it arrives. */
export const LAZY_LOAD_ROOT_MARGIN = '200px 0px';

const FALLBACK_RATIO: ImageAspectRatio = '4/3';

export interface ImageProps {
  /** Shown when there are no cutouts. */
  src: string;
  /** What the image shows; `""` for an image that only decorates. */
  alt: string;
  /** Width to height. Without it, the chosen cutout's target size, else 4/3. */
  ratio?: ImageAspectRatio;
  /** Crops from the CMS; the one that fits the rendered width is shown (see `chooseCutout`). */
  cutouts?: readonly ImageCutout[];
  /** `lazy` (default) loads once the image nears the viewport; `eager` at once. */
  loading?: ImageLoading;
  onLoad?: () => void;
  onError?: () => void;
  className?: string;
}

interface Measured {
  renderedWidth: number;
  viewportWidth: number;
}

interface Settled {
  src: string;
  state: 'loaded' | 'error';
}

function cssAspectRatio(ratio: ImageAspectRatio): CSSProperties['aspectRatio'] {
  return typeof ratio === 'number' ? ratio : ratio.replace('/', ' / ');
}

/**
 * Where the window's breakpoint range begins, which is all a cutout's choice asks of its width;
 * by media query, as reading the width itself lays a phone's page out (`window-width.ts`).
 */
const currentViewportWidth = () => (isBrowser() ? widthAfter(breakpointOfWindow()) : 0);

/** Tells when the element comes near the viewport; true at once when it need not wait. */
function useNearViewport(element: HTMLElement | null, wait: boolean): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (!wait || near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: LAZY_LOAD_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, wait, near]);
  return near || !wait;
}

/** The element's rendered width and the viewport's, kept up to date; only when `enabled`. */
function useMeasured(element: HTMLElement | null, enabled: boolean): Measured | undefined {
  const [measured, setMeasured] = useState<Measured>();
  useEffect(() => {
    if (!enabled || !element) return;
    const observer = new ResizeObserver(() => {
      const next = {
        renderedWidth: element.getBoundingClientRect().width,
        viewportWidth: currentViewportWidth(),
      };
      setMeasured((previous) =>
        previous?.renderedWidth === next.renderedWidth &&
        previous.viewportWidth === next.viewportWidth
          ? previous
          : next,
      );
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, enabled]);
  return measured;
}

const PLACEHOLDER_GLYPH = [
  'M3.5 5.5h17v13h-17z',
  'M3.5 15.5l5-5 4 4 2.5-2.5 5.5 5.5',
  'M15.5 9.5a1.5 1.5 0 1 0 0-.01',
];

export function Image({
  src,
  alt,
  ratio,
  cutouts = [],
  loading = 'lazy',
  onLoad,
  onError,
  className,
}: ImageProps) {
  const { translator } = useShop();
  const styles = useStyles<HTMLDivElement>(imageCss);
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const rootRef = useCallback(
    (node: HTMLDivElement | null) => {
      styles(node);
      setElement(node);
    },
    [styles],
  );
  const unavailableId = useId();
  const [settled, setSettled] = useState<Settled>();

  const hasCutouts = cutouts.length > 0;
  const near = useNearViewport(element, loading === 'lazy');
  const measured = useMeasured(element, hasCutouts);
  // Until the first measurement, the viewport's breakpoint picks the cutout whose shape the box
  // takes; nothing loads before the measurement, so no cutout is fetched in vain.
  const cutout = chooseCutout(
    cutouts,
    measured?.renderedWidth ?? 0,
    measured?.viewportWidth ?? currentViewportWidth(),
  );
  const widthKnown = !hasCutouts || measured !== undefined;
  const requestedSrc = near && widthKnown ? (cutout?.imagePath ?? src) : undefined;
  const state: ImageState =
    requestedSrc !== undefined && settled?.src === requestedSrc ? settled.state : 'loading';

  const settle = (event: SyntheticEvent<HTMLImageElement>, outcome: Settled['state']) => {
    const settledSrc = event.currentTarget.getAttribute('src');
    if (settledSrc === null) return;
    setSettled({ src: settledSrc, state: outcome });
    if (outcome === 'loaded') onLoad?.();
    else onError?.();
  };

  const aspectRatio = cssAspectRatio(
    ratio ??
      (cutout ? cutout.targetSize.width / cutout.targetSize.height : undefined) ??
      FALLBACK_RATIO,
  );

  return (
    <div
      ref={rootRef}
      className={['shop-image', className].filter(Boolean).join(' ')}
      data-state={state}
      aria-busy={state === 'loading' || undefined}
      style={{ aspectRatio, ...cutoutContainerStyle(cutout?.containerCss) }}
    >
      {state === 'error' ? (
        <>
          <span
            className="shop-image__placeholder"
            {...(alt
              ? { role: 'img', 'aria-label': alt, 'aria-describedby': unavailableId }
              : { 'aria-hidden': true })}
          >
            <svg
              className="shop-image__placeholder-glyph"
              viewBox="0 0 24 24"
              focusable="false"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth={1.2}
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              {PLACEHOLDER_GLYPH.map((path) => (
                <path key={path} d={path} />
              ))}
            </svg>
          </span>
          {alt && (
            <span id={unavailableId} hidden>
              {translator.t('image.unavailable')}
            </span>
          )}
        </>
      ) : (
        <img
          className="shop-image__img"
          src={requestedSrc}
          alt={alt}
          width={cutout?.targetSize.width}
          height={cutout?.targetSize.height}
          decoding="async"
          style={cutoutImageStyle(cutout?.imageCss)}
          onLoad={(event) => settle(event, 'loaded')}
          onError={(event) => settle(event, 'error')}
        />
      )}
      {state === 'loading' && <span className="shop-image__skeleton" aria-hidden="true" />}
    </div>
  );
}
