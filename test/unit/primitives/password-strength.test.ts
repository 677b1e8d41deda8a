import { describe, expect, it } from 'vitest';
import { passwordStrength } from '../../../src/primitives/password-strength/password-strength';

describe('passwordStrength', () => {
  it.each(['', 'a', 'Kaff1!x'])('given %j (under 8 characters), it is too short', (password) => {
    expect(passwordStrength(password)).toBe('too-short');
  });

  it('given exactly 8 characters, it is no longer too short', () => {
    expect(passwordStrength('kaffeeta')).toBe('weak');
  });

  it('given an emoji, it counts it as one character, as a shopper does', () => {
    expect(passwordStrength('kaffee☕')).toBe('too-short');
    expect(passwordStrength('kaffee☕☕')).not.toBe('too-short');
  });

  it.each([
    ['kaffeetasse', 'weak', 'one class'],
    ['Kaffeetasse', 'ok', 'two classes'],
    ['Kaffee17', 'strong', 'three classes'],
    ['Kaffee17!', 'very-strong', 'four classes'],
  ])('given %j (%s under 12 characters), it is %s', (password, expected) => {
    expect(passwordStrength(password)).toBe(expected);
  });

  it.each([
    ['kaffeeundkuchen', 'ok', '12 to 15 characters'],
    ['kaffeeundkuchenbar', 'strong', '16 characters or more'],
    ['Kaffeeundkuchen', 'strong', '12 characters and two classes'],
    ['Kaffeeundkuchenbar7', 'very-strong', '16 characters and three classes'],
  ])('given %j, length adds to the classes: %s (%s)', (password, expected) => {
    expect(passwordStrength(password)).toBe(expected);
  });

  it('given more points than the top level needs, it stays very strong', () => {
    expect(passwordStrength('Kaffee und Kuchen 17!')).toBe('very-strong');
  });

  it.each(['aaaaaaaa', 'aaaa1111', 'Aa1!Aa1!Aa1!Aa1!'])(
    'given %j (fewer than 5 different characters), it is weak however long or mixed',
    (password) => {
      expect(passwordStrength(password)).toBe('weak');
    },
  );

  it('given letters of other alphabets, it sorts them by case like Latin ones', () => {
    expect(passwordStrength('çikolata')).toBe('weak');
    expect(passwordStrength('Çikolata')).toBe('ok');
    expect(passwordStrength('Łódźmiasto')).toBe('ok');
  });

  it('given letters without case, it counts them with the symbols, so every password scores', () => {
    expect(passwordStrength('咖啡咖啡咖啡茶水')).toBe('weak');
    expect(passwordStrength('咖啡茶水牛奶ab')).toBe('ok');
  });
});
