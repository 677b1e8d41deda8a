import type { Store } from './store';

export type Platform = 'MATCH' | 'TABLET' | 'CLASSIC';

/** Header platform by width (header-and-cart §4): under 980 MATCH, under 1440 TABLET. */
export function headerPlatformFor(width: number): Platform {
  if (width < 980) return 'MATCH';
  if (width < 1440) return 'TABLET';
  return 'CLASSIC';
}

/** Footer platform by width (newsletter-footer §2.4): under 768 MATCH, under 1280 TABLET. */
export function footerPlatformFor(width: number): Platform {
  if (width < 768) return 'MATCH';
  if (width < 1280) return 'TABLET';
  return 'CLASSIC';
}

/**
 * The attribute on `<html>` that fixes the footer platform (the spec names an html attribute
 * but not its name): `<html data-shop-platform="MATCH|TABLET|CLASSIC">`.
 */
export const PLATFORM_ATTRIBUTE = 'data-shop-platform';

function isPlatform(value: unknown): value is Platform {
  return value === 'MATCH' || value === 'TABLET' || value === 'CLASSIC';
}

let reportedInvalidPlatform: string | undefined;

function declaredPlatform(): Platform | undefined {
  const value = document.documentElement.getAttribute(PLATFORM_ATTRIBUTE);
  if (value === null) return undefined;
  if (isPlatform(value)) return value;
  if (reportedInvalidPlatform === value) return undefined;
  reportedInvalidPlatform = value;
  console.error(
    `<html ${PLATFORM_ATTRIBUTE}="${value}"> is not a platform. Valid values: MATCH, TABLET, CLASSIC. Using the screen width.`,
  );
  return undefined;
}

/**
 * Derived from the window and <html>, so it holds no state of its own: every bundle copy on a
 * page reads the same answer, and nothing listens until a component subscribes.
 */
function widthStore(
  platformFor: (width: number) => Platform,
  honourAttribute: boolean,
): Store<Platform> {
  return {
    getSnapshot: () =>
      typeof window === 'undefined'
        ? 'CLASSIC'
        : ((honourAttribute ? declaredPlatform() : undefined) ?? platformFor(window.innerWidth)),
    subscribe(listener) {
      window.addEventListener('resize', listener, { passive: true });
      const observer = honourAttribute ? new MutationObserver(listener) : undefined;
      observer?.observe(document.documentElement, {
        attributes: true,
        attributeFilter: [PLATFORM_ATTRIBUTE],
      });
      return () => {
        window.removeEventListener('resize', listener);
        observer?.disconnect();
      };
    },
  };
}

export const headerPlatform: Store<Platform> = widthStore(headerPlatformFor, false);

export const footerPlatform: Store<Platform> = widthStore(footerPlatformFor, true);
