/**
 * What the browser does with the answers a fragment was rendered from, before the element
 * hydrates. A fresh fragment's answers go to the stores, and nothing is asked again. Past the
 * fragment's lifetime the element still hydrates what the server rendered (the stores keep it as
 * their server snapshot), and every answer is asked for again: the stores then update in place.
 * An answer past its own end (an ended promotion) never goes to the stores: the element that
 * shows it renders anew instead of hydrating (decision 37).
 */
import type { SiteCode } from '../../sites/sites';
import { answerEndOf, readInstant } from './answer-validity';
import { provideServerDataLazily, refreshServerData } from './answer-kinds/lazy-answer-kinds';
import type { DataNeed, ServerData } from './server-data';

/** Whether the server's markup of an element still shows what is right. */
export type ServerMarkupState = 'current' | 'outdated';

/**
 * An element whose own answers are all current hydrates, whatever ended in the elements inside
 * it: each of those shows its own part and takes its answers itself.
 */
export async function takeAnswers(
  data: ServerData,
  {
    site,
    needs,
    ownNeeds,
    expiresAt,
  }: {
    site: SiteCode;
    needs: readonly DataNeed[];
    ownNeeds: readonly DataNeed[];
    expiresAt: unknown;
  },
  now = Date.now(),
): Promise<ServerMarkupState> {
  const ended = (need: DataNeed) => (answerEndOf(need, data) ?? Infinity) <= now;
  const current = needs.filter((need) => !ended(need));
  await provideServerDataLazily(data, site, current);
  // A script that states no lifetime (hand-written) counts as fresh, as it did before lifetimes.
  const expires = readInstant(expiresAt) ?? Infinity;
  if (expires <= now || current.length < needs.length) await refreshServerData(site, needs);
  return ownNeeds.some(ended) ? 'outdated' : 'current';
}
