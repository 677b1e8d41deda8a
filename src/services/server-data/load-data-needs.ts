import type { SiteCode } from '../../sites/sites';
import { footerContents } from '../footer-content/footer-content-store';
import { navigationStore, themeWorldStore } from '../stores/navigation';
import { promotions } from '../stores/promotions';
import type { DataNeed } from './server-data';

/**
 * Starts loading what the needs name, through the page's stores: each call is made once per page,
 * however many elements need the same answer, and an answer the stores were given (by a server's
 * data) is not asked for at all. A module of its own: an element loads it as it connects, without
 * the readers of server data.
 */
export function loadDataNeeds(site: SiteCode, needs: readonly DataNeed[]): void {
  for (const need of needs) {
    if (need.kind === 'navigation') void navigationStore().load(site);
    else if (need.kind === 'themeWorlds') void themeWorldStore().load(site);
    else if (need.kind === 'footerContent') void footerContents().load(site);
    else void promotions().load(need.query);
  }
}
