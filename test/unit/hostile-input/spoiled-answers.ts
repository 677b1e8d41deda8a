/**
 * The cases issue 17 runs against every reader of a service answer: each part of a well-formed
 * answer spoiled in turn (null in its place, a list where an object belongs), script in each
 * text, an unsafe address in each address, and whole answers no reader can use. What a reader
 * must make of them is the same for all readers (a spoiled part costs only itself, with at most
 * one warning, and nothing throws), so the cases are written once, here; a reader's suite says
 * how to read its answer and where the texts and addresses are.
 */
import { describe, expect, it } from 'vitest';
import {
  LONG_PATH,
  LONG_TEXT,
  PAGE_ADDRESSES,
  TEXT_PAYLOADS,
  UNSAFE_ADDRESSES,
  allPaths,
  getAt,
  nullsEverywhere,
  objectPaths,
  objectsAsArrays,
  pathName,
  setAt,
  type Path,
} from './answer-fields';

/** What a reader made of an answer, and what it warned the developer of on the way. */
export interface Reading<Result> {
  result: Result;
  warnings: readonly string[];
}

/** One service's reader, as its suite hands it to the shared cases. */
export interface AnswerReader<Result> {
  /** The answer as the service should send it, with every field the reader knows. */
  answer: unknown;
  /** Reads `body` as the page does, listening to its warnings. */
  read(body: unknown): Reading<Result> | Promise<Reading<Result>>;
  /** Reads `body` without listening: what a spoiled answer is compared to. */
  readQuietly(body: unknown): Result;
  /** What the reader makes of an answer it cannot use at all. */
  nothing: Result;
  /** How a test name says the shopper gets `nothing`, e.g. "it shows no node". */
  nothingSaid: string;
}

/** Reads `body` with a reader that tells `warn` what it left out; a throw fails the test. */
export function readWarned<Result>(
  readAnswer: (body: unknown, warn: (message: string) => void) => Result,
  body: unknown,
): Reading<Result> {
  const warnings: string[] = [];
  let result!: Result;
  expect(() => (result = readAnswer(body, (message) => warnings.push(message)))).not.toThrow();
  return { result, warnings };
}

/** A copy of `answer` with `value` at `path`; the empty path stands for the whole answer. */
export function spoiled(answer: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(answer);
  setAt(copy, path, value);
  return copy;
}

/**
 * A copy of `answer` without what `path` (below the root) points at: a field, or an entry of a
 * list, the later entries moving up as if the service had sent one fewer.
 */
export function without(answer: unknown, path: Path): unknown {
  const copy = structuredClone(answer);
  const parent = getAt(copy, path.slice(0, -1));
  const key = path.at(-1)!;
  if (Array.isArray(parent)) parent.splice(Number(key), 1);
  else Reflect.deleteProperty(parent as object, key);
  return copy;
}

/** What `reader` makes of its answer with the part at `path` missing. */
const readWithout = <Result>(reader: AnswerReader<Result>, path: Path): Result =>
  path.length === 0 ? reader.nothing : reader.readQuietly(without(reader.answer, path));

/** One part of an answer spoiled, named as a test gives it. */
interface SpoiledPart {
  given: string;
  /** How the test says the spoiled part: "that", "that object". */
  that: string;
  path: Path;
  body: unknown;
}

/**
 * Every object of `answer` (the root included) as the list of its values, as a service that
 * writes maps as lists sends it, and null at every path below the root.
 */
function spoiledParts(answer: unknown): SpoiledPart[] {
  return [
    ...objectPaths(answer).map((path) => ({
      given: `a list where the object ${pathName(path)} belongs`,
      that: 'that object',
      path,
      body: spoiled(answer, path, objectsAsArrays(getAt(answer, path))),
    })),
    ...allPaths(answer).map((path) => ({
      given: `null at ${pathName(path)}`,
      that: 'that',
      path,
      body: spoiled(answer, path, null),
    })),
  ];
}

/** Each part of the answer spoiled: the reader takes it as missing and keeps the rest. */
export function describeEverySpoiledPart<Result>(reader: AnswerReader<Result>): void {
  for (const { given, that, path, body } of spoiledParts(reader.answer))
    describe(`given ${given}`, () => {
      it(`it reads the answer as if ${that} were missing, and warns at most once`, async () => {
        const { result, warnings } = await reader.read(body);
        expect(result).toEqual(readWithout(reader, path));
        expect(warnings.length).toBeLessThanOrEqual(1);
      });
    });
}

/**
 * Whole answers of the wrong shape: `nothing`, and one warning. `alsoUnusable` adds a reader's
 * own, e.g. a list answer wrapped in an object.
 */
export function describeUnusableAnswers<Result>(
  reader: AnswerReader<Result>,
  ...alsoUnusable: (readonly [string, unknown])[]
): void {
  it.each<readonly [string, unknown]>([
    ['nulls everywhere', nullsEverywhere(reader.answer)],
    ['a list of lists', objectsAsArrays(reader.answer)],
    ['a list', [reader.answer]],
    ['null', null],
    ['nothing (an empty body)', undefined],
    ['a text', JSON.stringify(reader.answer)],
    ...alsoUnusable,
  ])(`given %s as the whole answer › ${reader.nothingSaid} and warns once`, async (_kind, body) => {
    const { result, warnings } = await reader.read(body);
    expect(result).toEqual(reader.nothing);
    expect(warnings).toHaveLength(1);
  });
}

/** A text of the answer, and where and how the reader gives it. */
export interface TextField<Result> {
  /** The text as a test name says it: "a product title". */
  field: string;
  path: Path;
  shown: (result: Result) => unknown;
  /** What `shown` must be for `text`: as it is, trimmed, on one line… */
  as: (text: string) => unknown;
}

/** Markup and script in a text are text: shown as such, and no reason to warn. */
export function describeScriptInTexts<Result>(
  reader: AnswerReader<Result>,
  texts: readonly TextField<Result>[],
): void {
  for (const { field, path, shown, as } of texts)
    describe(`given script in ${field}`, () => {
      it.each(TEXT_PAYLOADS)('given %j › it keeps it as the text it is', async (payload) => {
        const { result, warnings } = await reader.read(spoiled(reader.answer, path, payload));
        expect(shown(result)).toEqual(as(payload));
        expect(warnings).toEqual([]);
      });

      it('given 10 kB of it › it keeps the text', async () => {
        const { result } = await reader.read(spoiled(reader.answer, path, LONG_TEXT));
        expect(shown(result)).toEqual(as(LONG_TEXT));
      });
    });
}

/** An address of the answer, what an unsafe one costs, and where the reader gives it. */
export interface AddressField<Result> {
  /** The address as a test name says it: "a product’s picture". */
  field: string;
  path: Path;
  /** What goes with an unsafe address: the entry it leads to, or the address alone. */
  dropped: Path;
  shown: (result: Result) => unknown;
}

/**
 * An unsafe address costs what it belongs to and nothing else, with one warning that says so
 * (`warning`); a page's path or http(s) address, however long, is kept as given.
 */
export function describeUnsafeAddresses<Result>(
  reader: AnswerReader<Result>,
  addresses: readonly AddressField<Result>[],
  warning: RegExp,
): void {
  for (const { field, path, dropped, shown } of addresses)
    describe(`given an unsafe address in ${field}`, () => {
      it.each(UNSAFE_ADDRESSES)(
        'given %j › it leaves that out, keeps everything else and warns once',
        async (url) => {
          const { result, warnings } = await reader.read(spoiled(reader.answer, path, url));
          expect(result).toEqual(reader.readQuietly(without(reader.answer, dropped)));
          // The reading is searched as JSON, so the address is sought as JSON escapes it.
          expect(JSON.stringify(result)).not.toContain(JSON.stringify(url).slice(1, -1));
          expect(warnings).toHaveLength(1);
          expect(warnings[0]).toMatch(warning);
        },
      );

      it.each([...PAGE_ADDRESSES, LONG_PATH])(
        'given %j instead › it keeps it as given',
        async (url) => {
          const { result, warnings } = await reader.read(spoiled(reader.answer, path, url));
          expect(shown(result)).toBe(url);
          expect(warnings).toEqual([]);
        },
      );
    });
}
