/**
 * What an element whose HTML came from a server does before it hydrates: the data script holds
 * the service answers it rendered from; they go to the page's stores, so the first render
 * matches the HTML and no call repeats while the fragment's lifetime lasts (past it,
 * `take-answers.ts`). The HTML is the same for every window and device: nothing else needs
 * telling.
 */
import type { SiteCode } from '../../sites/sites';
import { isRecord } from '../decoding/json-decoding';
import { readServerData, type DataNeed } from './server-data';
import { takeAnswers, type ServerMarkupState } from './take-answers';

/** The JSON a server writes beside an element's declarative shadow root. */
export interface ServerDataScript {
  answers?: unknown;
  /** Until when the HTML is right (ISO 8601): past it, the browser asks for the answers again. */
  expiresAt?: string;
}

/** What the element's declaration says it shows (`dataNeeds`), for its site. */
export interface DeclaredNeeds {
  site: SiteCode;
  /** Every answer the element and the elements inside it show. */
  needs: readonly DataNeed[];
  /** Those it shows itself (the rest, the elements inside it show and take on their own). */
  ownNeeds: readonly DataNeed[];
}

export async function takeServerData(
  script: unknown,
  declared: DeclaredNeeds,
): Promise<ServerMarkupState> {
  if (!isRecord(script)) return 'current';
  return takeAnswers(readServerData(script.answers), { ...declared, expiresAt: script.expiresAt });
}
