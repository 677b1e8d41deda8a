import type { SiteCode } from '../../../sites/sites';
import type { DataNeed, ServerData } from '../server-data';
import type { AnswerKind, EveryAnswerKind } from './answer-kind';
import { footerContentAnswers } from '../../footer-content/footer-content-store';
import { navigationAnswers, themeWorldAnswers } from '../../stores/navigation';
import { promotionAnswers } from '../../stores/promotions';

/**
 * Every kind at hand, for the server's render, which gives the stores their answers before it
 * renders (the browser imports each kind when needed: `lazy-answer-kinds.ts`).
 */
const ANSWER_KINDS: EveryAnswerKind = {
  navigation: navigationAnswers,
  themeWorlds: themeWorldAnswers,
  footerContent: footerContentAnswers,
  promotion: promotionAnswers,
};

/** What the page does with the need's kind of answer. */
const answerKindOf = (need: DataNeed) => ANSWER_KINDS[need.kind] as AnswerKind;

/**
 * Gives the page's stores what the data holds for the needs, through the same readers as a
 * call's answer, so the stores make no call for it. A need the data lacks is left to the call.
 */
export function provideServerData(
  data: ServerData,
  site: SiteCode,
  needs: readonly DataNeed[],
): void {
  for (const need of needs) answerKindOf(need).provide(data, site, need);
}
