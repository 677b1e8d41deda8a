import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import { mappedCodePoints } from './font-cmap';
import { FONT_FILES } from './font-files';

const require = createRequire(import.meta.url);

const run = (from: number, to: number) =>
  String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, index) => from + index));

/**
 * Every character the page sheet's font draws: the nine sites' alphabets, upper and lower case,
 * and the punctuation the catalogues and the CMS write. A character outside it falls back to the
 * next face of `--shop-font-family`; test/unit/build/font-subset.test.ts fails when a catalogue,
 * the site content or the demo's CMS content uses one.
 */
export const SHOP_FONT_CHARACTERS = [
  // ASCII: letters, digits, and the punctuation of texts, prices and addresses.
  run(0x20, 0x7e),
  // Latin-1 but the soft hyphen (which has no glyph): no-break space, « », © ®, °, ×, the letters
  // of German, French and the others that Latin-1 holds (ä ö ü ß é è ç ô á í ó ú ý), and those of
  // brand names (ñ å ø).
  run(0xa0, 0xac),
  run(0xae, 0xff),
  'ĄąĆćĘęŁłŃńŚśŹźŻż', // Polish
  'ČčĎďĚěŇňŘřŠšŤťŮůŽž', // Czech
  'ĹĺĽľŔŕ', // Slovak, beside the Czech letters
  'ŐőŰű', // Hungarian
  'ĞğİıŞş', // Turkish
  'ŒœŸ', // French
  'ẞ', // German capital sharp s
  '‚‘’„“”‹›–—…•−', // quotes of every language, dashes, ellipsis, bullet, minus
  '€₺™', // (Kč, zł, Ft, CHF and TL are letters)
  '\u2009\u200b\ufeff', // thin space, zero-width space, byte order mark
  // No combining accents: the font has only five of them, and their attachment data would cost
  // 4 KB. Text is composed (ä, not a + U+0308) as editors and the catalogues write it.
].join('');

/** The weights the tokens name (regular 400, medium 500, bold 700): the axis stays variable. */
export const SHOP_FONT_WEIGHTS = { min: 400, max: 700 } as const;

/**
 * The face's files in @fontsource-variable/inter, split by script as Google Fonts serves it:
 * no single file holds all nine sites' letters, so each gives one subset face with the characters
 * only it has (the ranges never overlap, and a page in German needs the first alone).
 */
const SOURCES = [
  { file: 'inter-latin-wght-normal.woff2', fileName: FONT_FILES.latin },
  { file: 'inter-latin-ext-wght-normal.woff2', fileName: FONT_FILES.latinExtended },
] as const;

export interface SubsetFace {
  fileName: string;
  woff2: Buffer;
  /** The characters the face draws, ascending: its `unicode-range`. */
  codePoints: number[];
}

/** Subsets Inter to `characters`; throws when the font lacks one of them. */
export async function subsetShopFont(
  characters: string = SHOP_FONT_CHARACTERS,
): Promise<SubsetFace[]> {
  const folder = path.join(
    path.dirname(require.resolve('@fontsource-variable/inter/index.css')),
    'files',
  );
  const wanted = new Set([...characters].map((char) => char.codePointAt(0)!));
  const options = { variationAxes: { wght: SHOP_FONT_WEIGHTS } };
  const faces: SubsetFace[] = [];
  for (const source of SOURCES) {
    const font = await readFile(path.join(folder, source.file));
    const text = String.fromCodePoint(...wanted);
    const sfnt = await subsetFont(font, text, { ...options, targetFormat: 'sfnt' });
    const codePoints = [...mappedCodePoints(sfnt)].filter((code) => wanted.has(code));
    if (codePoints.length === 0) continue;
    codePoints.sort((a, b) => a - b);
    const woff2 = await subsetFont(font, String.fromCodePoint(...codePoints), {
      ...options,
      targetFormat: 'woff2',
    });
    faces.push({ fileName: source.fileName, woff2, codePoints });
    for (const code of codePoints) wanted.delete(code);
  }
  if (wanted.size > 0) {
    const missing = [...wanted].map((code) => `U+${hex(code)}`).join(', ');
    throw new Error(`Inter (@fontsource-variable/inter) has no glyph for ${missing}.`);
  }
  return faces;
}

const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');

/** Code points as a `unicode-range` value, runs of neighbours written as one range. */
export function unicodeRange(codePoints: readonly number[]): string {
  const runs: [number, number][] = [];
  for (const code of codePoints) {
    const last = runs.at(-1);
    if (last && code === last[1] + 1) last[1] = code;
    else runs.push([code, code]);
  }
  return runs
    .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(',');
}

/** The @font-face rules of the subset faces, their files under `./fonts/` beside the sheet. */
export function fontFaceRules(faces: readonly SubsetFace[]): string {
  return faces
    .map(
      (face) => `@font-face {
  font-family: 'Inter Variable';
  font-style: normal;
  /* A late font never reflows the page: the first visit may keep the fallback face. */
  font-display: optional;
  font-weight: ${SHOP_FONT_WEIGHTS.min} ${SHOP_FONT_WEIGHTS.max};
  src: url(./fonts/${face.fileName}) format('woff2-variations');
  unicode-range: ${unicodeRange(face.codePoints)};
}`,
    )
    .join('\n');
}
