/**
 * The one kit for reading untrusted JSON (service answers, CMS content, attributes, storage):
 * small readers that answer `undefined` for a value of the wrong shape instead of throwing, so
 * each parser states the shape it accepts and drops (with one warning) what does not fit.
 */

/** A JSON object: not null, not an array. */
export type JsonRecord = Readonly<Record<string, unknown>>;

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Any string, the empty one included. */
export function readString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** A string with something besides white space, as given. */
export function readText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Text shown on one line (a title, a label): white space collapsed, trimmed; blank is none. */
export function readLine(value: unknown): string | undefined {
  return readText(value)?.replace(/\s+/g, ' ').trim();
}

/** A finite number; numeric strings ("12.5") count, as some services send them. */
export function readNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

export function readBoolean(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}

/** One of the given values, else undefined. */
export function readOneOf<const T extends string>(
  value: unknown,
  allowed: readonly T[],
): T | undefined {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value)
    ? (value as T)
    : undefined;
}

/** An object whose values are all strings (label maps, session entries). */
export function readStringMap(value: unknown): Readonly<Record<string, string>> | undefined {
  if (!isRecord(value)) return undefined;
  return Object.values(value).every((entry) => typeof entry === 'string')
    ? (value as Readonly<Record<string, string>>)
    : undefined;
}

export interface ListReport {
  /** Entries `readEntry` refused. */
  readonly dropped: number;
  /** The value was there but not an array. */
  readonly notAList: boolean;
}

/**
 * The entries of a list that `readEntry` accepts. A missing list (undefined or null) is empty;
 * `onDropped` hears once per list when something was left out, so callers warn once.
 */
export function readList<T>(
  value: unknown,
  readEntry: (entry: unknown, index: number) => T | undefined,
  onDropped?: (report: ListReport) => void,
): T[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    onDropped?.({ dropped: 0, notAList: true });
    return [];
  }
  const entries: T[] = [];
  value.forEach((entry, index) => {
    const read = readEntry(entry, index);
    if (read !== undefined) entries.push(read);
  });
  if (entries.length < value.length)
    onDropped?.({ dropped: value.length - entries.length, notAList: false });
  return entries;
}

export type JsonTextResult = { ok: true; value: unknown } | { ok: false; error: unknown };

/** `JSON.parse` that reports instead of throwing (CMS `contentJSON`, attributes, storage). */
export function parseJsonText(text: unknown): JsonTextResult {
  if (typeof text !== 'string') return { ok: false, error: new TypeError('not a string') };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, error };
  }
}
