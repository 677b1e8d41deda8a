import { describe, expect, it } from 'vitest';
import {
  NO_TYPEAHEAD,
  TYPEAHEAD_PAUSE_MS,
  isTypeaheadKey,
  moveForKey,
  movedKey,
  typeahead,
} from '../../../src/primitives/listbox/list-navigation';

const keys = ['a', 'b', 'c'];

describe('list navigation (no DOM, no React)', () => {
  describe('given the navigation keys', () => {
    it('› ArrowDown, ArrowUp, Home and End move; other keys do not', () => {
      expect(['ArrowDown', 'ArrowUp', 'Home', 'End', 'Enter', 'a'].map(moveForKey)).toEqual([
        'next',
        'previous',
        'first',
        'last',
        undefined,
        undefined,
      ]);
    });
  });

  describe('given no active option', () => {
    it('when moving to the next › it starts at the first; to the previous › at the last', () => {
      expect(movedKey(keys, undefined, 'next')).toBe('a');
      expect(movedKey(keys, undefined, 'previous')).toBe('c');
    });

    it('when the active key is no longer in the list › it starts over as with none', () => {
      expect(movedKey(keys, 'gone', 'next')).toBe('a');
    });
  });

  describe('given an active option at an end', () => {
    it('when moving past it › it wraps around', () => {
      expect(movedKey(keys, 'c', 'next')).toBe('a');
      expect(movedKey(keys, 'a', 'previous')).toBe('c');
    });

    it('when wraparound is off › it stays at the end', () => {
      expect(movedKey(keys, 'c', 'next', { wrap: false })).toBe('c');
      expect(movedKey(keys, 'a', 'previous', { wrap: false })).toBe('a');
    });

    it('when Home or End is pressed › it goes to the first or the last', () => {
      expect(movedKey(keys, 'b', 'first')).toBe('a');
      expect(movedKey(keys, 'b', 'last')).toBe('c');
    });
  });

  it('given an empty list › no move reaches anything', () => {
    expect(movedKey([], undefined, 'next')).toBeUndefined();
  });

  describe('typeahead', () => {
    const countries = [
      { key: 'CZ', text: 'Česko' },
      { key: 'DE', text: 'Deutschland' },
      { key: 'DK', text: 'Danmark' },
      { key: 'AT', text: 'Österreich' },
      { key: 'TR', text: 'Türkiye' },
    ];

    it('given a letter › it goes to the next option starting with it, case ignored', () => {
      expect(typeahead(NO_TYPEAHEAD, 't', 0, countries, undefined).key).toBe('TR');
      expect(typeahead(NO_TYPEAHEAD, 'Ö', 0, countries, 'CZ').key).toBe('AT');
    });

    it('when the same letter is typed again › it walks the options starting with it, wrapping around', () => {
      const first = typeahead(NO_TYPEAHEAD, 'd', 0, countries, undefined);
      expect(first.key).toBe('DE');
      const second = typeahead(first.state, 'd', 100, countries, first.key);
      expect(second.key).toBe('DK');
      const third = typeahead(second.state, 'd', 200, countries, second.key);
      expect(third.key).toBe('DE');
    });

    it('when letters follow quickly › they narrow the match from the active option on', () => {
      const first = typeahead(NO_TYPEAHEAD, 'd', 0, countries, undefined);
      const second = typeahead(first.state, 'a', 100, countries, first.key);
      expect(second).toEqual({ state: { text: 'da', at: 100 }, key: 'DK' });
    });

    it('when a pause comes between letters › a new search starts', () => {
      const first = typeahead(NO_TYPEAHEAD, 'd', 0, countries, undefined);
      const second = typeahead(first.state, 't', TYPEAHEAD_PAUSE_MS, countries, first.key);
      expect(second).toEqual({ state: { text: 't', at: TYPEAHEAD_PAUSE_MS }, key: 'TR' });
    });

    it('given letters nothing starts with › no option is reached', () => {
      expect(typeahead(NO_TYPEAHEAD, 'x', 0, countries, 'DE').key).toBeUndefined();
    });

    it('given key presses › only single printable characters without a modifier type', () => {
      const press = (key: string, modifier = false) =>
        isTypeaheadKey({ key, ctrlKey: modifier, metaKey: false, altKey: false });
      expect([press('d'), press('Ö'), press(' '), press('Enter'), press('d', true)]).toEqual([
        true,
        true,
        false,
        false,
        false,
      ]);
    });
  });
});
