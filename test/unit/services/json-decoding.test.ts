import { describe, expect, it, vi } from 'vitest';
import {
  isRecord,
  parseJsonText,
  readBoolean,
  readList,
  readNumber,
  readOneOf,
  readString,
  readStringMap,
  readText,
} from '../../../src/services/decoding/json-decoding';

describe('the JSON decoding kit', () => {
  it('given arrays, null and primitives, only plain objects are records', () => {
    expect([{}, { a: 1 }].map(isRecord)).toEqual([true, true]);
    expect([[], null, undefined, 'x', 1].map(isRecord)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('given text fields of the wrong type or only spaces, it reads nothing', () => {
    expect(readString('')).toBe('');
    expect(readString(5)).toBeUndefined();
    expect(readText('  ')).toBeUndefined();
    expect(readText(' Kaffee ')).toBe(' Kaffee ');
    expect(readText(['Kaffee'])).toBeUndefined();
  });

  it('given numbers as services send them, it reads finite ones only', () => {
    expect([12, '12.5', ' 3 '].map(readNumber)).toEqual([12, 12.5, 3]);
    expect([Number.NaN, Infinity, '', 'zwölf', true, null].map(readNumber)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('given flags and enumerations, it keeps only the allowed values', () => {
    expect([true, false, 'true', 1].map(readBoolean)).toEqual([true, false, undefined, undefined]);
    expect(readOneOf('MRS', ['MR', 'MRS'] as const)).toBe('MRS');
    expect(readOneOf('mrs', ['MR', 'MRS'] as const)).toBeUndefined();
  });

  it('given a label map with a number inside, it refuses the map', () => {
    expect(readStringMap({ NEW: 'Neu' })).toEqual({ NEW: 'Neu' });
    expect(readStringMap({ NEW: 'Neu', SALE: 3 })).toBeUndefined();
    expect(readStringMap(['Neu'])).toBeUndefined();
  });

  it('given a list with bad entries, it keeps the good ones and reports once', () => {
    const onDropped = vi.fn();
    expect(readList(['a', 1, 'b', null], readString, onDropped)).toEqual(['a', 'b']);
    expect(onDropped).toHaveBeenCalledTimes(1);
    expect(onDropped).toHaveBeenCalledWith({ dropped: 2, notAList: false });
  });

  it('given no list at all, it is empty; something else than a list is reported', () => {
    const onDropped = vi.fn();
    expect(readList(undefined, readString, onDropped)).toEqual([]);
    expect(readList(null, readString, onDropped)).toEqual([]);
    expect(onDropped).not.toHaveBeenCalled();
    expect(readList({ 0: 'a' }, readString, onDropped)).toEqual([]);
    expect(onDropped).toHaveBeenCalledWith({ dropped: 0, notAList: true });
  });

  it('given broken JSON text, it reports the error instead of throwing', () => {
    expect(parseJsonText('{"a":1}')).toEqual({ ok: true, value: { a: 1 } });
    expect(parseJsonText('{"a":').ok).toBe(false);
    expect(parseJsonText(42).ok).toBe(false);
  });
});
