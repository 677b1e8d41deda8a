/**
 * Reads the preview services' answers (newsletter-footer §3.3, §7), which are untrusted: a value
 * of the wrong shape never throws. A status that is not one of the spec's reads as none; a test
 * list keeps the tests it can use and says once what it left out.
 */
import {
  isRecord,
  readList,
  readOneOf,
  readText,
  type ListReport,
} from '../../services/decoding/json-decoding';
import { TOKEN_STATUSES, type AbTest, type TokenStatus } from '../../services/wire/preview';

/**
 * The most tests and groups per test the panel offers: far more than ever run at once, and few
 * enough that a service gone wrong cannot make the dialog unusable.
 */
export const MAX_TESTS = 2000;
export const MAX_GROUPS = 100;

/** The `status` of a check-auth or token answer, when it is one of the spec's. */
export function readStatus(body: unknown): TokenStatus | undefined {
  return isRecord(body) ? readOneOf(body.status, TOKEN_STATUSES) : undefined;
}

function readGroup(entry: unknown): { name: string } | undefined {
  const name = isRecord(entry) ? readText(entry.name) : undefined;
  return name === undefined ? undefined : { name };
}

/** A name once: the first wins, so a choice always means one test or one group. */
function firstOfEachName<T extends { name: string }>(entries: readonly T[]): T[] {
  const seen = new Set<string>();
  return entries.filter(({ name }) => !seen.has(name) && Boolean(seen.add(name)));
}

export type AbTestsReading =
  { ok: true; tests: AbTest[]; problems: string[] } | { ok: false; problem: string };

/**
 * The tests of a `gettestsat` answer: each needs a name and at least one named group (a test
 * without groups cannot be previewed). An empty list is an answer (no test runs then); a list
 * none of whose tests can be used is not. Names stay exactly as sent, since they go back to the
 * token call; they are shown as text, never as markup.
 */
export function readAbTests(body: unknown): AbTestsReading {
  if (!Array.isArray(body)) return { ok: false, problem: 'the answer is not a list of tests' };
  const problems: string[] = [];
  let groupsDropped = 0;
  const noteDropped = (what: string) => (report: ListReport) => {
    if (report.notAList) problems.push(`${what} that is not a list`);
    else groupsDropped += report.dropped;
  };
  const tests = readList(body.slice(0, MAX_TESTS), (entry): AbTest | undefined => {
    if (!isRecord(entry)) return undefined;
    const name = readText(entry.name);
    const groups = firstOfEachName(
      readList(entry.groups, readGroup, noteDropped('groups')).slice(0, MAX_GROUPS),
    );
    return name === undefined || groups.length === 0 ? undefined : { name, groups };
  });
  const unique = firstOfEachName(tests);
  // Tests were sent, none of them usable: the service went wrong, and "No active tests" would
  // tell the staff member something the answer does not say.
  if (body.length > 0 && unique.length === 0)
    return { ok: false, problem: `none of its ${body.length} tests has a name and a named group` };
  const dropped = Math.min(body.length, MAX_TESTS) - unique.length;
  if (body.length > MAX_TESTS)
    problems.push(`${body.length - MAX_TESTS} tests beyond ${MAX_TESTS}`);
  if (dropped > 0) problems.push(`${dropped} tests without a name, a group or a name of their own`);
  if (groupsDropped > 0) problems.push(`${groupsDropped} groups without a name`);
  return { ok: true, tests: unique, problems };
}
