// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { fontFilesOf } from '../../../scripts/build/font-files';
import {
  SHOP_FONT_CHARACTERS,
  subsetShopFont,
  unicodeRange,
  type SubsetFace,
} from '../../../scripts/build/font-subset';
import { COUNTRY_NAMES } from '../../../src/elements/shop-country-switcher/country-sites';
import { cs } from '../../../src/i18n/catalogues/cs';
import { de } from '../../../src/i18n/catalogues/de';
import { fr } from '../../../src/i18n/catalogues/fr';
import { hu } from '../../../src/i18n/catalogues/hu';
import { pl } from '../../../src/i18n/catalogues/pl';
import { sk } from '../../../src/i18n/catalogues/sk';
import { tr } from '../../../src/i18n/catalogues/tr';
import { formatDate, formatPrice } from '../../../src/i18n/format';
import type { Messages } from '../../../src/i18n/messages';
import { SITE_CONTENT } from '../../../src/sites/site-content';
import { SITES, SITE_CODES, type Language, type SiteCode } from '../../../src/sites/sites';
import { footerContent } from '../../fake-backend/fixtures/footer';
import { navigation } from '../../fake-backend/fixtures/navigation';
import { promotion } from '../../fake-backend/fixtures/promotions';
import { themeWorlds } from '../../fake-backend/fixtures/theme-worlds';

/**
 * Characters a text may hold that Inter, as @fontsource-variable/inter ships it, has no glyph for,
 * so they are drawn by the next face of `--shop-font-family`. Each is a decision, with its reason.
 */
const LEFT_TO_THE_FALLBACK_FACE = new Map([
  // Turkish newsletter headlines keep "e‑bülten" on one line; Google Fonts' Inter lacks the glyph.
  ['\u2011', 'no-break hyphen'],
]);

/** Every string inside a value: catalogue entries, plural forms, content fields. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** What the demo's CMS serves a site: the texts editors write (not the hostile test banner). */
function demoContent(site: SiteCode): unknown[] {
  const promotionIds = ['~header_top', 'banner_cta', 'header_benefits', 'category_coffee'];
  return [
    navigation(site),
    themeWorlds(site, new Date('2026-11-21T10:00:00Z')),
    footerContent(site),
    ...['phase_autumn', ...promotionIds].map((id) => promotion(site, id, new URLSearchParams())),
  ];
}

/** Prices and dates as a site writes them (Intl's spaces and signs included). */
function formatted(site: SiteCode): string[] {
  const { locale } = SITES[site];
  return [
    ...[0.5, 12.9, 1234.5, 1234567.89].flatMap((amount) => {
      const price = formatPrice(amount, site);
      return [price.text, price.accessibleText, formatPrice(-amount, site).text];
    }),
    formatPrice(20, site, { wholeAmountsPlain: true }).text,
    formatDate(new Date('2026-12-24T10:00:00Z'), locale),
    formatDate(new Date('2026-05-03T10:00:00Z'), locale, { dateStyle: 'full' }),
  ];
}

const CATALOGUES: Record<Language, Messages> = { de, fr, pl, cs, hu, sk, tr };

const TEXTS: Record<string, unknown> = {
  ...Object.fromEntries(
    Object.entries(CATALOGUES).map(([language, catalogue]) => [`catalogue ${language}`, catalogue]),
  ),
  'site content': [SITE_CONTENT, COUNTRY_NAMES],
  ...Object.fromEntries(SITE_CODES.map((site) => [`demo CMS content ${site}`, demoContent(site)])),
  ...Object.fromEntries(SITE_CODES.map((site) => [`prices and dates ${site}`, formatted(site)])),
};

/** Characters a browser draws without a glyph: controls and default-ignorables (soft hyphen). */
const NEEDS_NO_GLYPH = /[\p{Cc}\p{Default_Ignorable_Code_Point}]/u;

const charactersOf = (value: unknown) =>
  [...new Set(stringsOf(value).join(''))].filter((char) => !NEEDS_NO_GLYPH.test(char));

const describeChar = (char: string) =>
  `${char} (U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`;

let faces: SubsetFace[];
let drawn: Set<number>;

beforeAll(async () => {
  faces = await subsetShopFont();
  drawn = new Set(faces.flatMap((face) => face.codePoints));
}, 60_000);

describe('the page sheet font', () => {
  it.each(Object.keys(TEXTS))('draws every character of the %s', (name) => {
    const missing = charactersOf(TEXTS[name])
      .filter((char) => !drawn.has(char.codePointAt(0)!) && !LEFT_TO_THE_FALLBACK_FACE.has(char))
      .map(describeChar);
    expect(missing, 'add them to SHOP_FONT_CHARACTERS (scripts/build/font-subset.ts)').toEqual([]);
  });

  it('draws every character of its list, each from exactly one file', () => {
    const codePoints = faces.flatMap((face) => face.codePoints);
    expect(new Set(codePoints).size).toBe(codePoints.length);
    expect([...drawn].sort((a, b) => a - b)).toEqual(
      [...new Set(SHOP_FONT_CHARACTERS)].map((char) => char.codePointAt(0)!).sort((a, b) => a - b),
    );
  });

  it.each(Object.entries(CATALOGUES))(
    'a page in %s loads the files its preload hints name',
    (language, catalogue) => {
      const characters = charactersOf(catalogue).map((char) => char.codePointAt(0)!);
      const loaded = faces
        .filter((face) => characters.some((code) => face.codePoints.includes(code)))
        .map((face) => face.fileName);
      expect(loaded).toEqual(fontFilesOf(language as Language));
    },
  );

  it('leaves to the fallback face only what the font lacks', async () => {
    for (const [char, name] of LEFT_TO_THE_FALLBACK_FACE) {
      await expect(subsetShopFont(char), name).rejects.toThrow(/has no glyph/);
    }
  });

  it('states its characters as a unicode-range of runs', () => {
    expect(unicodeRange([0x20, 0x21, 0x22, 0xe9, 0x2026, 0x2027])).toBe(
      'U+0020-0022,U+00E9,U+2026-2027',
    );
  });
});
