/**
 * The hostile values issue 17 puts into every field of a service answer, shared by the readers'
 * tests: script in text, script and document addresses, arrays where objects belong, nulls and
 * 10 kB strings.
 */
import {
  HTML_PAYLOADS,
  SAFE_LINK_URLS,
  SCRIPT_URL_PAYLOADS,
  URL_PAYLOADS,
} from '../../support/xss-payloads';

/** Every address that must never become a link or a picture, each once. */
export const UNSAFE_ADDRESSES: readonly string[] = [
  ...new Set([...SCRIPT_URL_PAYLOADS, ...URL_PAYLOADS]),
];

/** Addresses a page of the shop may be: paths and http(s) (not mailto or tel). */
export const PAGE_ADDRESSES: readonly string[] = SAFE_LINK_URLS.filter(
  (url) => !/^(mailto|tel):/i.test(url),
);

/** Text with markup and script in it: it must stay the text it is. */
export const TEXT_PAYLOADS: readonly string[] = HTML_PAYLOADS;

/** A 10 kB text with markup, white space and a script address in it. */
export const LONG_TEXT = `<b>Kaffee</b>  und  javascript:alert(1) `.repeat(256).slice(0, 10_240);

/** A 10 kB path on the shop. */
export const LONG_PATH = `/c/${'kaffee-'.repeat(1_500)}`.slice(0, 10_240);

/** What a one-line reader makes of a text: white space collapsed, trimmed. */
export const asLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A value that is no string where a string belongs. */
export const NOT_STRINGS: readonly (readonly [string, unknown])[] = [
  ['null', null],
  ['a number', 42],
  ['true', true],
  ['an array', ['Kaffee']],
  ['an object', { de: 'Kaffee' }],
];

/** Where a value stands in a JSON value: field names and list indexes, from the root down. */
export type Path = readonly (string | number)[];

/** Sets `value` at `path` in a JSON value (objects and arrays alike). */
export function setAt(target: unknown, path: Path, value: unknown): void {
  let at = target as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  at[path.at(-1)!] = value;
}

/** The value at `path` in a JSON value. */
export function getAt(target: unknown, path: Path): unknown {
  let at = target;
  for (const key of path) at = (at as Record<string | number, unknown>)[key];
  return at;
}

/** The paths of every object in a JSON value (the root included), deepest last. */
export function objectPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value))
    return value.flatMap((entry, index) => objectPaths(entry, [...path, index]));
  if (typeof value !== 'object' || value === null) return [];
  return [
    path,
    ...Object.entries(value).flatMap(([key, entry]) => objectPaths(entry, [...path, key])),
  ];
}

/** The paths of every value in a JSON value that is not itself an object or a list. */
export function leafPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value))
    return value.flatMap((entry, index) => leafPaths(entry, [...path, index]));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, entry]) => leafPaths(entry, [...path, key]));
  return [path];
}

/** Every path of a JSON value below its root: objects, lists and values. */
export function allPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  const below =
    typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, entry]) =>
          allPaths(entry, [...path, Array.isArray(value) ? Number(key) : key]),
        )
      : [];
  return path.length === 0 ? below : [path, ...below];
}

export { nullsEverywhere, objectsAsArrays } from '../../fake-backend/faults';

export const pathName = (path: Path) => path.join('.') || '(the answer)';
