/**
 * What a server-rendered element hands the page's stores before it hydrates: the answers its
 * HTML was rendered from, by its declared needs. One lazy module with what it needs, so a page
 * with server HTML loads one chunk for it (the needs themselves are shared with the loader).
 */
import { takeServerData } from '../services/server-data/take-server-data';
import type { ServerMarkupState } from '../services/server-data/take-answers';
import { declaredNeedsOf } from './element-data-needs';

export function takeDeclaredServerData(
  tag: string,
  data: unknown,
  props: Readonly<Record<string, unknown>>,
): Promise<ServerMarkupState> {
  const { site, all, own } = declaredNeedsOf(tag, props);
  return takeServerData(data, { site, needs: all, ownNeeds: own });
}
