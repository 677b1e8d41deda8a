/**
 * An element starts loading the answers it shows as it connects, beside its code, by its
 * declared needs: one lazy module with what it needs.
 */
import { loadDataNeeds } from '../services/server-data/answer-kinds/lazy-answer-kinds';
import { declaredNeedsOf } from './element-data-needs';

export function loadDeclaredData(tag: string, props: Readonly<Record<string, unknown>>): void {
  const { site, all } = declaredNeedsOf(tag, props);
  if (all.length > 0) loadDataNeeds(site, all);
}
