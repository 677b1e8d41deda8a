import type { Language } from '../../sites/sites';
import type { Messages } from '../messages';
import { trackPending } from '../../page-runtime/pending-work';
import { de } from './de';

/**
 * German ships inside every bundle (DE, AT and CH read it, and it is the fallback); the other
 * languages are chunks of their own that load when an element first needs them.
 */
const LAZY_CATALOGUES: Readonly<Record<Exclude<Language, 'de'>, () => Promise<Messages>>> = {
  fr: () => import('./fr').then((module) => module.fr),
  pl: () => import('./pl').then((module) => module.pl),
  cs: () => import('./cs').then((module) => module.cs),
  hu: () => import('./hu').then((module) => module.hu),
  sk: () => import('./sk').then((module) => module.sk),
  tr: () => import('./tr').then((module) => module.tr),
};

/** A promise React's `use` can read at once when it has already settled. */
export type CatalogueLoad = Promise<Messages> & { status?: 'fulfilled'; value?: Messages };

const loads = new Map<Language, CatalogueLoad>();

function settled(messages: Messages): CatalogueLoad {
  return Object.assign(Promise.resolve(messages), {
    status: 'fulfilled' as const,
    value: messages,
  });
}

loads.set('de', settled(de));

/**
 * The catalogue of a language, loading it on first request. It never rejects: when its chunk
 * cannot load, the shopper gets German and developers a console error.
 */
export function loadCatalogue(language: Language): CatalogueLoad {
  const existing = loads.get(language);
  if (existing) return existing;
  const importCatalogue = language === 'de' ? () => Promise.resolve(de) : LAZY_CATALOGUES[language];
  const load: CatalogueLoad = trackPending(importCatalogue())
    .catch((error: unknown) => {
      console.error(
        `shop-elements: the "${language}" texts could not be loaded; showing German.`,
        error,
      );
      return de;
    })
    .then((messages: Messages) => {
      Object.assign(load, { status: 'fulfilled', value: messages });
      return messages;
    });
  loads.set(language, load);
  return load;
}

/** The catalogue when it has loaded, else undefined. */
export function loadedCatalogue(language: Language): Messages | undefined {
  return loads.get(language)?.value;
}

export const LANGUAGES: readonly Language[] = ['de', 'fr', 'pl', 'cs', 'hu', 'sk', 'tr'];

/** Every catalogue, loaded: for tests, Storybook and tools. */
export async function loadAllCatalogues(): Promise<Readonly<Record<Language, Messages>>> {
  const entries = await Promise.all(
    LANGUAGES.map(async (language) => [language, await loadCatalogue(language)] as const),
  );
  return Object.fromEntries(entries) as Record<Language, Messages>;
}
