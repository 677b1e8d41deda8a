/** Spec: a password has at least 8 characters. */
export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_STRENGTH_LEVELS = ['weak', 'ok', 'strong', 'very-strong'] as const;

/** One of the spec's four levels. */
export type PasswordStrengthLevel = (typeof PASSWORD_STRENGTH_LEVELS)[number];

/** A level, or `'too-short'` below the minimum length. */
export type PasswordStrengthResult = 'too-short' | PasswordStrengthLevel;

const LONG_LENGTH = 12;
const VERY_LONG_LENGTH = 16;
/** Fewer different characters than this make a pattern ("Aa1!Aa1!"), not a password. */
const MIN_DISTINCT_CHARACTERS = 5;

/** Every character falls into exactly one class, so any password uses at least one. */
const CHARACTER_CLASSES = [
  /\p{Ll}/u, // lowercase letters, in every script (ä, ł, ş …)
  /[\p{Lu}\p{Lt}]/u, // uppercase letters
  /\p{Nd}/u, // digits
  /[^\p{Ll}\p{Lu}\p{Lt}\p{Nd}]/u, // anything else: punctuation, spaces, emoji, uncased letters
];

/**
 * How strong a password is, for the meter beside a password field. A guide for the shopper,
 * not a policy: the server decides what it accepts.
 *
 * The rule, counting characters as Unicode code points (an emoji is one character):
 * 1. Fewer than 8 characters: `'too-short'`.
 * 2. Fewer than 5 different characters: `'weak'`, however long.
 * 3. Otherwise one point for each character class used beyond the first (classes: lowercase
 *    letters, uppercase letters, digits, anything else), one point at 12 characters and one
 *    more at 16. 0 points: `'weak'`, 1: `'ok'`, 2: `'strong'`, 3 or more: `'very-strong'`.
 *
 * @example
 * passwordStrength('kaffee') // 'too-short'
 * passwordStrength('aaaa1111') // 'weak': two different characters
 * passwordStrength('kaffeetasse') // 'weak': one class
 * passwordStrength('Kaffeetasse') // 'ok': two classes
 * passwordStrength('Kaffee17') // 'strong': three classes
 * passwordStrength('Kaffee17!') // 'very-strong': four classes
 * passwordStrength('kaffeeundkuchen') // 'ok': one class, 12 characters or more
 * passwordStrength('kaffeeundkuchenbar') // 'strong': one class, 16 characters or more
 */
export function passwordStrength(password: string): PasswordStrengthResult {
  const characters = [...password];
  if (characters.length < PASSWORD_MIN_LENGTH) return 'too-short';
  if (new Set(characters).size < MIN_DISTINCT_CHARACTERS) return 'weak';
  const classesUsed = CHARACTER_CLASSES.filter((pattern) => pattern.test(password)).length;
  const lengthPoints =
    (characters.length >= LONG_LENGTH ? 1 : 0) + (characters.length >= VERY_LONG_LENGTH ? 1 : 0);
  const points = classesUsed - 1 + lengthPoints;
  const highest = PASSWORD_STRENGTH_LEVELS.length - 1;
  return PASSWORD_STRENGTH_LEVELS[Math.min(points, highest)] ?? 'very-strong';
}
