import { HTML_PAYLOADS, SCRIPT_URL_PAYLOADS } from '../support/xss-payloads';
import type { CallId } from './call-table';

/**
 * What can go wrong with a call; Storybook's toolbar and tests pick one per call or for all.
 *
 * - `client-error`, `server-error`: 4xx (default 404) or 5xx (default 500) with a JSON body.
 * - `hang`: no answer, ever. `slow`: the usual answer, 3 s late (`delayMs`).
 * - `unreadable`: 200 with a body that is not JSON. `empty`: 200 with no body at all.
 * - `array`: the usual answer with every object turned into the list of its values, so an
 *   array stands wherever an object belongs (`{ "cacheKey": "k" }` becomes `["k"]`).
 * - `nulls`: the usual answer's shape with every value in it null (lists keep their length).
 * - `wrong-shape`: 200 with the fault's JSON `body` (default `{ "unexpected": "shape" }`).
 * - `hostile`: the usual answer with script in every text (`test/support/xss-payloads.ts`) and
 *   a script or document address in every other address, so some entries stay to be shown.
 */
export const FAULT_KINDS = [
  'client-error',
  'server-error',
  'hang',
  'slow',
  'unreadable',
  'wrong-shape',
  'empty',
  'array',
  'nulls',
  'hostile',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** Every way a call can fail; script in the answers (`hostile`) has suites of its own. */
export type FailureKind = Exclude<FaultKind, 'hostile'>;
export const FAILURE_KINDS = FAULT_KINDS.filter((kind): kind is FailureKind => kind !== 'hostile');

export interface Fault {
  call: CallId | 'all';
  kind: FaultKind;
  /** For client-error (default 404) and server-error (default 500). */
  status?: number;
  /** For slow (default 3000 ms). */
  delayMs?: number;
  /**
   * For client-error and server-error: the answer's JSON body, e.g. a cart error with its limit.
   * For wrong-shape: the JSON body a 200 answer carries instead of the real one (default
   * `{ "unexpected": "shape" }`), e.g. a test list with hostile names.
   */
  body?: unknown;
}

let activeFaults: Fault[] = [];

/**
 * Faults of one story, by its id: a docs page renders several stories at once, and the calls
 * that name their story (`FAKE_BACKEND_STORY_HEADER`) get its faults, not those of the story
 * prepared last.
 */
const storyFaults = new Map<string, Fault[]>();

/** The request header that names the story a call belongs to. */
export const FAKE_BACKEND_STORY_HEADER = 'X-Fake-Backend-Story';

export function setFaults(faults: readonly Fault[], story?: string): void {
  activeFaults = [...faults];
  if (story !== undefined) storyFaults.set(story, [...faults]);
}

export function clearFaults(story?: string): void {
  activeFaults = [];
  if (story !== undefined) storyFaults.delete(story);
}

/** The fault for a call: its story's, when the call names a story the backend knows. */
export function faultFor(call: CallId, story?: string | null): Fault | undefined {
  const faults = (story && storyFaults.get(story)) || activeFaults;
  return faults.find((fault) => fault.call === call || fault.call === 'all');
}

/** `array`: every object of `value`, at any depth, becomes the list of its values. */
export function objectsAsArrays(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(objectsAsArrays);
  if (typeof value === 'object' && value !== null) return Object.values(value).map(objectsAsArrays);
  return value;
}

/** `nulls`: `value`'s objects and lists with null in place of every string, number and flag. */
export function nullsEverywhere(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(nullsEverywhere);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [key, nullsEverywhere(entry)]),
    );
  return null;
}

/** Fields that hold an address (links and pictures) in the services' answers. */
const ADDRESS_FIELD = /(url|href|link|src|img|thumb)$/i;

/** `hostile`: `value` with a payload in every text, and an unsafe address in every other address. */
export function scriptEverywhere(value: unknown): unknown {
  let texts = 0;
  let addresses = 0;
  const spoil = (entry: unknown, key: string): unknown => {
    if (Array.isArray(entry)) return entry.map((item) => spoil(item, key));
    if (typeof entry === 'object' && entry !== null)
      return Object.fromEntries(
        Object.entries(entry).map(([name, field]) => [name, spoil(field, name)]),
      );
    if (typeof entry !== 'string') return entry;
    if (ADDRESS_FIELD.test(key)) {
      addresses += 1;
      return addresses % 2 === 1
        ? SCRIPT_URL_PAYLOADS[(addresses >> 1) % SCRIPT_URL_PAYLOADS.length]
        : entry;
    }
    texts += 1;
    return HTML_PAYLOADS[texts % HTML_PAYLOADS.length];
  };
  return spoil(value, '');
}
