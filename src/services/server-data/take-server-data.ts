/**
 * What an element whose HTML came from a server does before it hydrates: the data script holds
 * the service answers it rendered from; they go to the page's stores, so the first render
 * matches the HTML and no call repeats. (The HTML is the same for every window and device, so
 * nothing else needs telling.)
 */
import { isSiteCode, DEFAULT_SITE } from '../../sites/sites';
import { isRecord } from '../decoding/json-decoding';
import { dataNeedsOf, provideServerData, readServerData, type DataProps } from './server-data';

/** The JSON a server writes beside an element's declarative shadow root. */
export interface ServerDataScript {
  answers?: unknown;
}

export async function takeServerData(
  tag: string,
  script: unknown,
  props: Readonly<Record<string, unknown>>,
): Promise<void> {
  if (!isRecord(script)) return;
  const site = isSiteCode(props.site) ? props.site : DEFAULT_SITE;
  const dataProps = { ...props, site } as DataProps;
  provideServerData(readServerData(script.answers), site, dataNeedsOf(tag, dataProps));
}
