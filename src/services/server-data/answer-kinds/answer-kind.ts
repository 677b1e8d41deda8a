import type { SiteCode } from '../../../sites/sites';
import type { DataNeed, ServerData } from '../server-data';

/** A need of one kind. */
export type NeedOf<Kind extends DataNeed['kind']> = Extract<DataNeed, { kind: Kind }>;

/**
 * What the page does with one kind of answer, through its store, declared in the store's module:
 * the browser imports a kind's store and readers only when an element needs that kind
 * (`lazy-answer-kinds.ts`), and the server has them all at hand (`provide-server-data.ts`).
 */
export interface AnswerKind<Kind extends DataNeed['kind'] = DataNeed['kind']> {
  /** Starts loading the answer; made once per page, not at all when the store has it. */
  load(site: SiteCode, need: NeedOf<Kind>): Promise<unknown>;
  /** Asks again (a fragment past its lifetime): the store updates in place. */
  refresh(site: SiteCode, need: NeedOf<Kind>): void;
  /**
   * Gives the store what the server's data holds for the need, through the same readers as a
   * call's answer. A need the data lacks is left to the call.
   */
  provide(data: ServerData, site: SiteCode, need: NeedOf<Kind>): void;
}

/** Every kind of answer, each with what the page does with it. */
export type EveryAnswerKind = { readonly [Kind in DataNeed['kind']]: AnswerKind<Kind> };

/** Every kind of answer, each with the import of what the page does with it. */
export type EveryLazyAnswerKind = {
  readonly [Kind in DataNeed['kind']]: () => Promise<AnswerKind<Kind>>;
};
