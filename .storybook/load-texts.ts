import type { LoaderFunction } from '@storybook/react-vite';
import { loadAllCatalogues, loadCatalogue } from '../src/i18n/catalogues';
import { DEFAULT_SITE, SITES, isLocale, languageOfLocale, siteCodeOf } from '../src/sites/sites';

/**
 * The story waits only for the language the toolbar picks (a first Polish story shows in well
 * under a second instead of after all seven languages); the others load behind it, so a later
 * switch in the toolbar does not wait either.
 */
export const loadTexts: LoaderFunction = async ({ globals }) => {
  const site = siteCodeOf(globals.site) ?? DEFAULT_SITE;
  const locale = isLocale(globals.locale) ? globals.locale : SITES[site].locale;
  await loadCatalogue(languageOfLocale(locale));
  void loadAllCatalogues();
  return {};
};
