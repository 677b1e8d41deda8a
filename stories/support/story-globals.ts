import { translatorFor, type Translator } from '../../src/i18n/translator';
import { SITES, isLocale, isSiteCode, type Language, type Site } from '../../src/sites/sites';

type Globals = Record<string, unknown>;

/** The site the toolbar chose. */
export function siteOf(globals: Globals): Site {
  return SITES[isSiteCode(globals.site) ? globals.site : 'DE'];
}

/** The texts components show, in the locale the toolbar chose (Storybook loads every language). */
export function componentTexts(globals: Globals): Translator {
  return translatorFor(isLocale(globals.locale) ? globals.locale : siteOf(globals).locale);
}

/** A story's own sample content in the language of the toolbar's site. */
export function samplesIn<T>(samples: Readonly<Record<Language, T>>, globals: Globals): T {
  return samples[siteOf(globals).language];
}
