/**
 * Until when each service answer a server rendered from is right. Two sources say so: the
 * answer's own validity (`ServerData.validUntil`: from its HTTP headers when the server loaded it,
 * or stated by a caller that passes the answers), and dates in the content that end what it
 * shows (a theme world's `endDate`, header-and-cart §3; the spec gives promotions none). The
 * server's fragment is right until the earliest of them; in the browser, an answer past its end
 * is not shown again (`take-answers.ts`).
 */
import { isRecord } from '../decoding/json-decoding';
import type { DataNeed, ServerData } from './server-data';

/**
 * Until when each answer is right, by the answers' names (promotions by id): ISO 8601 date-times
 * with a zone (`2026-11-30T23:00:00Z`), or a date alone, which counts through that day (UTC).
 */
export interface AnswerValidity {
  navigation?: string;
  themeWorlds?: string;
  footerContent?: string;
  promotions?: Readonly<Record<string, string>>;
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/**
 * A moment (ms since the epoch) from untrusted JSON: an ISO 8601 date-time with a zone, a date
 * (the end of that day, UTC), or a number of milliseconds. Anything else is undefined.
 */
export function readInstant(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const time = DATE_TIME.test(text) || DATE.test(text) ? Date.parse(text) : Number.NaN;
  if (!Number.isFinite(time)) return undefined;
  return DATE.test(text) ? time + DAY_MS : time;
}

const SINGLE_ANSWERS = ['navigation', 'themeWorlds', 'footerContent'] as const;

/**
 * Reads `validUntil` from untrusted JSON (a caller's data, a page's data script): each moment as
 * an ISO string; one console warning names what is left out.
 */
export function readAnswerValidity(value: unknown): AnswerValidity | undefined {
  if (value === undefined) return undefined;
  const left: string[] = [];
  const iso = (name: string, given: unknown) => {
    const at = readInstant(given);
    if (at === undefined) left.push(name);
    return at === undefined ? undefined : new Date(at).toISOString();
  };
  const validity: { -readonly [K in keyof AnswerValidity]: AnswerValidity[K] } = {};
  if (isRecord(value)) {
    for (const name of SINGLE_ANSWERS) {
      const at = name in value ? iso(name, value[name]) : undefined;
      if (at) validity[name] = at;
    }
    if (isRecord(value.promotions)) {
      const promotions: Record<string, string> = {};
      for (const [id, given] of Object.entries(value.promotions)) {
        const at = iso(`promotions.${id}`, given);
        if (at) promotions[id] = at;
      }
      validity.promotions = promotions;
    } else if ('promotions' in value) left.push('promotions');
  } else left.push('the whole value');
  if (left.length > 0) {
    console.warn(
      `shop-elements: validUntil takes ISO 8601 date-times (or dates) by answer; ${left.join(', ')} ${left.length === 1 ? 'is' : 'are'} left out.`,
    );
  }
  return isRecord(value) ? validity : undefined;
}

/** The earliest `endDate` of the theme worlds in an answer, read as `readInstant` reads. */
function themeWorldsEnd(answer: unknown): number | undefined {
  if (!isRecord(answer) || !isRecord(answer.sections)) return undefined;
  let end: number | undefined;
  for (const section of Object.values(answer.sections)) {
    for (const world of Array.isArray(section) ? (section as unknown[]) : []) {
      const at = isRecord(world) ? readInstant(world.endDate) : undefined;
      if (at !== undefined && (end === undefined || at < end)) end = at;
    }
  }
  return end;
}

/** Whether the data holds an answer for the need (`null`, a service's "none", is one). */
export function holdsAnswer(data: ServerData, need: DataNeed): boolean {
  if (need.kind !== 'promotion') return need.kind in data;
  return data.promotions?.[need.query.promotionId] !== undefined;
}

/**
 * Until when the data's answer for a need is right (ms since the epoch): the earlier of its
 * stated validity and the dates in its content; undefined when neither says, or there is none.
 */
export function answerEndOf(need: DataNeed, data: ServerData): number | undefined {
  if (!holdsAnswer(data, need)) return undefined;
  const stated = readInstant(
    need.kind === 'promotion'
      ? data.validUntil?.promotions?.[need.query.promotionId]
      : data.validUntil?.[need.kind],
  );
  const content = need.kind === 'themeWorlds' ? themeWorldsEnd(data.themeWorlds) : undefined;
  if (stated === undefined || content === undefined) return stated ?? content;
  return Math.min(stated, content);
}
