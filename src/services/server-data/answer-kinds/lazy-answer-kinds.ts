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

/**
 * Uses what the page does with the need's kind of answer, once its code is there. Code that does
 * not load (the network failed) is reported and leaves the kind's elements as they are; they ask
 * for their answer as their own code loads.
 */
function withAnswerKind(need: DataNeed, use: (kind: AnswerKind) => unknown): Promise<unknown> {
  return LAZY_ANSWER_KINDS[need.kind]().then(
    (kind) => use(kind as AnswerKind),
    (error: unknown) =>
      console.error(`shop-elements: the code for the ${need.kind} answers could not load.`, error),
  );
}

/**
 * Starts loading what the needs name, through the page's stores: each call is made once per page,
 * however many elements need the same answer, and an answer the stores were given (by a server's
 * data) is not asked for at all.
 */
export function loadDataNeeds(site: SiteCode, needs: readonly DataNeed[]): void {
  for (const need of needs) void withAnswerKind(need, (kind) => kind.load(site, need));
}

/**
 * Asks again for the answers of the needs (a fragment past its lifetime): the stores update in
 * place. Each store asks once per page, however many elements rendered from the same answer.
 * Settles when every call has started.
 */
export async function refreshServerData(site: SiteCode, needs: readonly DataNeed[]): Promise<void> {
  await Promise.all(needs.map((need) => withAnswerKind(need, (kind) => kind.refresh(site, need))));
}

/**
 * The browser's `provideServerData` (`provide-server-data.ts`): gives the page's stores what the
 * data holds for the needs, each kind once its code is there; settles when every store has it.
 */
export async function provideServerDataLazily(
  data: ServerData,
  site: SiteCode,
  needs: readonly DataNeed[],
): Promise<void> {
  await Promise.all(
    needs.map((need) => withAnswerKind(need, (kind) => kind.provide(data, site, need))),
  );
}
