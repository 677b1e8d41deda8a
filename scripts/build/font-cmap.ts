/**
 * The code points an sfnt font (TrueType or OpenType, not WOFF2) maps to a glyph, read from the
 * Unicode subtables of its `cmap` (formats 4 and 12, the two any Latin font carries). The page
 * sheet states them as the face's `unicode-range`, and tests check texts against them.
 */
export function mappedCodePoints(font: Uint8Array): Set<number> {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const cmap = tableOffset(view, 'cmap');
  const codePoints = new Set<number>();
  const subtableCount = view.getUint16(cmap + 2);
  for (let index = 0; index < subtableCount; index++) {
    const subtable = cmap + view.getUint32(cmap + 4 + index * 8 + 4);
    const format = view.getUint16(subtable);
    if (format === 4) readSegments(view, subtable, codePoints);
    if (format === 12) readGroups(view, subtable, codePoints);
  }
  return codePoints;
}

function tableOffset(view: DataView, tag: string): number {
  const tagValue = [...tag].reduce((value, char) => value * 256 + char.charCodeAt(0), 0);
  const tableCount = view.getUint16(4);
  for (let index = 0; index < tableCount; index++) {
    const record = 12 + index * 16;
    if (view.getUint32(record) === tagValue) return view.getUint32(record + 8);
  }
  throw new Error(`The font has no ${tag} table (is it WOFF2 rather than sfnt?).`);
}

/** Format 4: segments of the Basic Multilingual Plane, each with a delta or a glyph array. */
function readSegments(view: DataView, subtable: number, codePoints: Set<number>): void {
  const segmentsTimesTwo = view.getUint16(subtable + 6);
  const endCodes = subtable + 14;
  const startCodes = endCodes + segmentsTimesTwo + 2;
  const deltas = startCodes + segmentsTimesTwo;
  const rangeOffsets = deltas + segmentsTimesTwo;
  for (let segment = 0; segment < segmentsTimesTwo; segment += 2) {
    const start = view.getUint16(startCodes + segment);
    const end = view.getUint16(endCodes + segment);
    const delta = view.getUint16(deltas + segment);
    const rangeOffsetAt = rangeOffsets + segment;
    const rangeOffset = view.getUint16(rangeOffsetAt);
    for (let code = start; code <= end && code !== 0xffff; code++) {
      let glyph = code;
      if (rangeOffset !== 0) {
        glyph = view.getUint16(rangeOffsetAt + rangeOffset + 2 * (code - start));
        if (glyph === 0) continue;
      }
      if ((glyph + delta) % 0x10000 !== 0) codePoints.add(code);
    }
  }
}

/** Format 12: groups of consecutive code points mapped to consecutive glyphs. */
function readGroups(view: DataView, subtable: number, codePoints: Set<number>): void {
  const groupCount = view.getUint32(subtable + 12);
  for (let group = 0; group < groupCount; group++) {
    const record = subtable + 16 + group * 12;
    const start = view.getUint32(record);
    const end = view.getUint32(record + 4);
    const firstGlyph = view.getUint32(record + 8);
    for (let code = start; code <= end; code++) {
      if (firstGlyph + (code - start) !== 0) codePoints.add(code);
    }
  }
}
