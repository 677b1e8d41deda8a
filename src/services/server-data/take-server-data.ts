/**
 * What an element whose HTML came from a server does before it hydrates: the data script holds
 * the service answers it rendered from; they go to the page's stores, so the first render
 * matches the HTML and no call repeats while the fragment's lifetime lasts (past it,
 * `take-answers.ts`). The HTML is the same for every window and device: nothing else needs
 * telling.
 */
import { isSiteCode, DEFAULT_SITE } from '../../sites/sites';
import { isRecord } from '../decoding/json-decoding';
import { dataNeedsOf, readServerData, type DataProps } from './server-data';
import { takeAnswers, type ServerMarkupState } from './take-answers';

/** The JSON a server writes beside an element's declarative shadow root. */
export interface ServerDataScript {
  answers?: unknown;
  /** Until when the HTML is right (ISO 8601): past it, the browser asks for the answers again. */
  expiresAt?: string;
}

export async function takeServerData(
  tag: string,
  script: unknown,
  props: Readonly<Record<string, unknown>>,
): Promise<ServerMarkupState> {
  if (!isRecord(script)) return 'current';
  const site = isSiteCode(props.site) ? props.site : DEFAULT_SITE;
  const dataProps = { ...props, site } as DataProps;
  const needs = dataNeedsOf(tag, dataProps);
  return takeAnswers(tag, readServerData(script.answers), {
    site,
    needs,
    expiresAt: script.expiresAt,
  });
}
