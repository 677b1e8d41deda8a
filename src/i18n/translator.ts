import { languageOfLocale, type Locale } from '../sites/sites';
import { loadCatalogue, loadedCatalogue } from './catalogues';
import { numberFormat as cachedNumberFormat, plainNumberText } from './format';
import type { Messages, PluralKey, PluralMessage, TextKey } from './messages';

export type MessageParams = Readonly<Record<string, string | number>>;

export interface Translator {
  readonly locale: Locale;
  /** A plain message with its `{placeholders}` filled; numbers are formatted for the locale. */
  t(key: TextKey, params?: MessageParams): string;
  /** The plural form of `key` that `count` takes in this language; `{count}` is filled in. */
  plural(key: PluralKey, count: number, params?: MessageParams): string;
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string;
}

const PLACEHOLDER = /\{(\w+)\}/g;

function fill(
  template: string,
  params: MessageParams,
  writeNumber: (value: number) => string,
): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? writeNumber(value) : value;
  });
}

/**
 * A value made on first use: the first `Intl` formatter or plural rules of a page cost tens of
 * milliseconds on a phone (the locale data loads), and most texts need neither.
 */
function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

function pluralForm(message: PluralMessage, category: Intl.LDMLPluralRule): string {
  return message[category] ?? message.other;
}

const translators = new Map<Locale, Translator>();

/** The translator of a locale whose catalogue has loaded (see `loadTranslator`). */
export function translatorFor(locale: Locale): Translator {
  const cached = translators.get(locale);
  if (cached) return cached;
  const messages = loadedCatalogue(languageOfLocale(locale));
  if (!messages) {
    throw new Error(
      `shop-elements: the texts of ${locale} have not loaded yet; await loadTranslator("${locale}") first.`,
    );
  }
  return createTranslator(locale, messages);
}

/** Loads the locale's catalogue if needed, then gives its translator. */
export async function loadTranslator(locale: Locale): Promise<Translator> {
  await loadCatalogue(languageOfLocale(locale));
  return translatorFor(locale);
}

function createTranslator(locale: Locale, messages: Messages): Translator {
  const pluralRules = onFirstUse(() => new Intl.PluralRules(locale));
  const formatNumber = (value: number, options?: Intl.NumberFormatOptions) =>
    plainNumberText(value, locale, options) ??
    cachedNumberFormat(locale, options ?? {}).format(value);
  const translator: Translator = {
    locale,
    t: (key, params = {}) => fill(messages[key], params, formatNumber),
    plural: (key, count, params = {}) =>
      fill(
        pluralForm(messages[key], pluralRules().select(count)),
        { ...params, count },
        formatNumber,
      ),
    formatNumber,
  };
  translators.set(locale, translator);
  return translator;
}
