import type { SiteCode } from '../../../sites/sites';
import type { DataNeed, ServerData } from '../server-data';
import type { AnswerKind, EveryLazyAnswerKind } from './answer-kind';

/**
 * Each kind's store and readers, imported when an element first needs that kind: a page with the
 * footer alone then downloads neither the navigation's readers nor the promotions' (decision 31).
 * The element that shows an answer imports the same store module, so the bundle puts it in that
 * element's shared chunk, which loads beside the module asking here: no round trip more.
 */
const LAZY_ANSWER_KINDS: EveryLazyAnswerKind = {
  navigation: () => import('../../stores/navigation').then((module) => module.navigationAnswers),
  themeWorlds: () => import('../../stores/navigation').then((module) => module.themeWorldAnswers),
  footerContent: () =>
    import('../../footer-content/footer-content-store').then(
      (module) => module.footerContentAnswers,
    ),
  promotion: () => import('../../stores/promotions').then((module) => module.promotionAnswers),
};

/** What the page does with the need's kind of answer, once its code is there. */
async function answerKindOf(need: DataNeed): Promise<AnswerKind> {
  return (await LAZY_ANSWER_KINDS[need.kind]()) as AnswerKind;
}

/** A kind's code that does not load (the network failed) leaves its elements as they are. */
const reportUnloaded = (need: DataNeed) => (error: unknown) =>
  console.error(`shop-elements: the code for the ${need.kind} answers could not load.`, error);

/**
 * Starts loading what the needs name, through the page's stores: each call is made once per page,
 * however many elements need the same answer, and an answer the stores were given (by a server's
 * data) is not asked for at all.
 */
export function loadDataNeeds(site: SiteCode, needs: readonly DataNeed[]): void {
  for (const need of needs)
    void answerKindOf(need)
      .then((kind) => kind.load(site, need))
      .catch(reportUnloaded(need));
}

/**
 * Asks again for the answers of the needs (a fragment past its lifetime): the stores update in
 * place. Each store asks once per page, however many elements rendered from the same answer.
 * Settles when every call has started.
 */
export async function refreshServerData(site: SiteCode, needs: readonly DataNeed[]): Promise<void> {
  await Promise.all(
    needs.map((need) =>
      answerKindOf(need)
        .then((kind) => kind.refresh(site, need))
        .catch(reportUnloaded(need)),
    ),
  );
}

/**
 * Gives the page's stores what the data holds for the needs, through the same readers as a
 * call's answer, so the stores make no call for it; settles when every store has it (or its code
 * did not load: then its elements ask for the answer themselves).
 */
export async function provideServerData(
  data: ServerData,
  site: SiteCode,
  needs: readonly DataNeed[],
): Promise<void> {
  await Promise.all(
    needs.map((need) =>
      answerKindOf(need)
        .then((kind) => kind.provide(data, site, need))
        .catch(reportUnloaded(need)),
    ),
  );
}
