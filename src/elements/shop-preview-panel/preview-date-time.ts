/**
 * The simulated moment of a preview (newsletter-footer §5, Preview): the staff member enters a
 * date and a time in their own time zone; the calls get one ISO 8601 timestamp in UTC.
 *
 * - The date must be `YYYY-MM-DD` (and a real day); otherwise an error is logged and the current
 *   time is used.
 * - The time is `HH:mm` (a time field's value); an empty time is the start of the day, and a
 *   malformed one is logged and counts as the start of the day too.
 * - The fields start at the `initial-date` attribute at 00:00, or at the current date and time
 *   when there is none (an invalid one is logged).
 */

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;

/** The start of a day, for an empty time field. */
export const START_OF_DAY = '00:00';

export interface PreviewMoment {
  /** ISO 8601 in UTC: the test list's `time` and the token call's header. */
  dateTime: string;
  /** What the moment is in the staff member's time zone: `YYYY-MM-DD` and `HH:mm`. */
  date: string;
  time: string;
}

export interface MomentOptions {
  now?: () => Date;
  /** Tells developers about an invalid date or time; the default logs an error. */
  report?: (message: string) => void;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** `YYYY-MM-DD` of a moment, in the browser's time zone. */
export function localDate(moment: Date): string {
  return `${String(moment.getFullYear()).padStart(4, '0')}-${twoDigits(moment.getMonth() + 1)}-${twoDigits(moment.getDate())}`;
}

/** `HH:mm` of a moment, in the browser's time zone. */
export function localTime(moment: Date): string {
  return `${twoDigits(moment.getHours())}:${twoDigits(moment.getMinutes())}`;
}

/** The local midnight of a `YYYY-MM-DD` date, or undefined when it is no real day. */
function dayOf(date: string): Date | undefined {
  const match = DATE_PATTERN.exec(date);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const moment = new Date(2000, 0, 1);
  // setFullYear, not the constructor: the constructor reads years below 100 as 19xx.
  moment.setFullYear(year, month - 1, day);
  const real =
    moment.getFullYear() === year && moment.getMonth() === month - 1 && moment.getDate() === day;
  return real ? moment : undefined;
}

/** Whether a text is a preview date the spec accepts: `YYYY-MM-DD`, a real day. */
export function isPreviewDate(date: string): boolean {
  return dayOf(date) !== undefined;
}

const defaultReport = (message: string) => console.error(`shop-preview-panel: ${message}`);

/** The moment a date and time field give (spec §5), with the current time for an invalid date. */
export function previewMoment(
  date: string,
  time: string,
  { now = () => new Date(), report = defaultReport }: MomentOptions = {},
): PreviewMoment {
  const day = dayOf(date);
  if (!day) {
    report(
      `the preview date ${JSON.stringify(date.slice(0, 40))} is not YYYY-MM-DD; the current time is used.`,
    );
    const current = now();
    return { dateTime: current.toISOString(), date: localDate(current), time: localTime(current) };
  }
  const match = TIME_PATTERN.exec(time);
  if (!match && time !== '') {
    report(`the preview time ${JSON.stringify(time.slice(0, 40))} is not HH:mm; 00:00 is used.`);
  }
  const [hours, minutes] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
  const valid = hours < 24 && minutes < 60;
  if (match && !valid) report(`the preview time ${JSON.stringify(time)} is no time of day.`);
  day.setHours(valid ? hours : 0, valid ? minutes : 0, 0, 0);
  return { dateTime: day.toISOString(), date: localDate(day), time: localTime(day) };
}

/** Where the date and time fields start: `initial-date` at 00:00, else now. */
export function initialFields(
  initialDate: string,
  { now = () => new Date(), report = defaultReport }: MomentOptions = {},
): { date: string; time: string } {
  if (initialDate !== '') {
    if (isPreviewDate(initialDate)) return { date: initialDate, time: START_OF_DAY };
    report(
      `initial-date ${JSON.stringify(initialDate.slice(0, 40))} is not YYYY-MM-DD; today is used.`,
    );
  }
  const current = now();
  return { date: localDate(current), time: localTime(current) };
}
