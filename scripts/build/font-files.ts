import type { Language } from '../../src/sites/sites';

/** The page sheet's font files, in `dist/fonts/` (scripts/build/font-subset.ts writes them). */
export const FONT_FILES = {
  /** ASCII, Latin-1 and the punctuation: every page needs it. */
  latin: 'inter-shop-latin.woff2',
  /** The Polish, Czech, Slovak, Hungarian and Turkish letters, ẞ and ₺. */
  latinExtended: 'inter-shop-latin-ext.woff2',
} as const;

/**
 * The files a page in the language loads, so the ones its preload hints name (docs/editors/03-the-font.mdx); test/unit/build/font-subset.test.ts checks them against the catalogues.
 */
export function fontFilesOf(language: Language): string[] {
  return language === 'de' || language === 'fr'
    ? [FONT_FILES.latin]
    : [FONT_FILES.latin, FONT_FILES.latinExtended];
}
