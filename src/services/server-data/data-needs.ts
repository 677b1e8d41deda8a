/**
 * What the stores ask for, from what the declarations name (`declared-needs.ts`): a promotion's
 * attributes become its query, and a promotion without an id that can be asked for is none.
 */
import { promotionQuery } from '../stores/promotion-query';
import type { DeclaredNeed } from './declared-needs';
import type { DataNeed } from './server-data';

/** `need` as the stores ask for it; none for a promotion that cannot be asked for. */
export function dataNeedOf(need: DeclaredNeed | DataNeed): DataNeed | undefined {
  if (need.kind !== 'promotion' || !('request' in need)) return need;
  const query = promotionQuery(need.request);
  return query ? { kind: 'promotion', query } : undefined;
}
