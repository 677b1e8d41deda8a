/**
 * The service answers a server renders the header, the footer and the layout from, made from the
 * fake backend's fixtures for one site: the navigation, the theme worlds (as of today's start, UTC:
 * two renders of them are the same, and none has ended, which would end the fragment's lifetime), the top and category promotions and the footer's content. The
 * server tests, the workerd test and `npm run bench:server` render from the same answers.
 */
import type { ServerData } from '../../src/services/server-data/server-data';
import type { SiteCode } from '../../src/sites/sites';
import { navigation, promotion, themeWorlds } from '../fake-backend/fixtures';
import { footerContent } from '../fake-backend/fixtures/footer';

const startOfTodayUtc = () => new Date(new Date().toISOString().slice(0, 10));

export function serverAnswersOf(site: SiteCode): ServerData {
  const none = new URLSearchParams();
  return {
    navigation: navigation(site),
    themeWorlds: themeWorlds(site, startOfTodayUtc()),
    promotions: {
      '~header_top': promotion(site, '~header_top', none),
      category_coffee: promotion(site, 'category_coffee', none),
    },
    footerContent: { contentJSON: JSON.stringify(footerContent(site)) },
  };
}
