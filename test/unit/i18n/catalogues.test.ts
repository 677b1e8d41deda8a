import { describe, expect, it } from 'vitest';
import { loadAllCatalogues } from '../../../src/i18n/catalogues';
import type { Message, MessageKey, PluralMessage } from '../../../src/i18n/messages';
import { translatorFor } from '../../../src/i18n/translator';
import type { Language, Locale } from '../../../src/sites/sites';

/** One locale per language; the plural rules of a language do not differ between its sites. */
const LOCALE_OF: Readonly<Record<Language, Locale>> = {
  de: 'de-DE',
  fr: 'fr-CH',
  pl: 'pl-PL',
  cs: 'cs-CZ',
  hu: 'hu-HU',
  sk: 'sk-SK',
  tr: 'tr-TR',
};

const LANGUAGES = Object.keys(LOCALE_OF) as Language[];
// Every language but German loads lazily in the shop; the test loads them all up front.
const CATALOGUES = await loadAllCatalogues();
const GERMAN = CATALOGUES.de;
const GERMAN_KEYS = Object.keys(GERMAN).sort() as MessageKey[];

function isPlural(message: Message): message is PluralMessage {
  return typeof message === 'object' && message !== null;
}

/** Every text of a message: the message itself, or each of its plural forms. */
function formsOf(message: Message): string[] {
  if (!isPlural(message)) return [message];
  return Object.values(message).filter((form): form is string => typeof form === 'string');
}

function placeholdersOf(text: string): string[] {
  const names = [...text.matchAll(/\{(\w+)\}/g)].flatMap(([, name]) => (name ? [name] : []));
  return [...new Set(names)].sort();
}

function germanPlaceholders(key: MessageKey): string[] {
  return [...new Set(formsOf(GERMAN[key]).flatMap(placeholdersOf))].sort();
}

describe.each(LANGUAGES)('the %s catalogue', (language) => {
  const catalogue = CATALOGUES[language];
  const locale = LOCALE_OF[language];
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;

  it('has exactly the keys of the German catalogue', () => {
    expect(Object.keys(catalogue).sort()).toEqual(GERMAN_KEYS);
  });

  it('gives every plain message a non-empty text', () => {
    for (const key of GERMAN_KEYS) {
      if (isPlural(GERMAN[key])) continue;
      const message = catalogue[key];
      expect(typeof message, key).toBe('string');
      expect((message as string).trim(), key).not.toBe('');
    }
  });

  it(`gives every plural message each form ${locale} needs (${categories.join(', ')})`, () => {
    for (const key of GERMAN_KEYS) {
      if (!isPlural(GERMAN[key])) continue;
      const message = catalogue[key];
      expect(isPlural(message), key).toBe(true);
      for (const category of categories) {
        const form = (message as PluralMessage)[category];
        expect(typeof form, `${key}.${category}`).toBe('string');
        expect((form as string).trim(), `${key}.${category}`).not.toBe('');
      }
    }
  });

  it('keeps the German placeholders in every text, no more and no fewer', () => {
    for (const key of GERMAN_KEYS) {
      const expected = germanPlaceholders(key);
      for (const form of formsOf(catalogue[key])) {
        expect(placeholdersOf(form), `${key}: ${form}`).toEqual(expected);
      }
    }
  });

  it('writes no straight apostrophe where a typographic one belongs', () => {
    for (const key of GERMAN_KEYS) {
      for (const form of formsOf(catalogue[key])) {
        expect(form, key).not.toMatch(/\w'\w/);
      }
    }
  });
});

/** `cart.itemCount` for 1, 2, 5 and 22 articles: the forms a shopper sees in the mini cart. */
const ITEM_COUNTS: ReadonlyArray<[Locale, [string, string, string, string]]> = [
  ['de-DE', ['1 Artikel', '2 Artikel', '5 Artikel', '22 Artikel']],
  ['de-AT', ['1 Artikel', '2 Artikel', '5 Artikel', '22 Artikel']],
  ['de-CH', ['1 Artikel', '2 Artikel', '5 Artikel', '22 Artikel']],
  ['fr-CH', ['1 article', '2 articles', '5 articles', '22 articles']],
  ['pl-PL', ['1 artykuł', '2 artykuły', '5 artykułów', '22 artykuły']],
  ['cs-CZ', ['1 položka', '2 položky', '5 položek', '22 položek']],
  ['sk-SK', ['1 položka', '2 položky', '5 položiek', '22 položiek']],
  ['hu-HU', ['1 termék', '2 termék', '5 termék', '22 termék']],
  ['tr-TR', ['1 ürün', '2 ürün', '5 ürün', '22 ürün']],
];

describe('the article count in the cart', () => {
  it.each(ITEM_COUNTS)('in %s agrees with 1, 2, 5 and 22 articles', (locale, expected) => {
    const translator = translatorFor(locale);
    expect([1, 2, 5, 22].map((count) => translator.plural('cart.itemCount', count))).toEqual(
      expected,
    );
  });

  it('in Polish follows the last digit, not only the first ten numbers', () => {
    const translator = translatorFor('pl-PL');
    expect(translator.plural('cart.itemCount', 12)).toBe('12 artykułów');
    expect(translator.plural('cart.itemCount', 24)).toBe('24 artykuły');
    expect(translator.plural('cart.itemCount', 25)).toBe('25 artykułów');
  });

  it('in French treats 0 as singular', () => {
    expect(translatorFor('fr-CH').plural('cart.itemCount', 0)).toBe('0 article');
  });
});

describe('the cart limit messages', () => {
  it('in Polish, Czech and Slovak agree the noun with the limit', () => {
    expect(translatorFor('pl-PL').plural('cart.error.set.ITEM_LIMIT', 5)).toContain('5 sztuk ');
    expect(translatorFor('pl-PL').plural('cart.error.set.ITEM_LIMIT', 3)).toContain('3 sztuki ');
    expect(translatorFor('cs-CZ').plural('cart.error.set.CART_LIMIT', 3)).toContain('3 produkty.');
    expect(translatorFor('cs-CZ').plural('cart.error.set.CART_LIMIT', 10)).toContain(
      '10 produktů.',
    );
    expect(translatorFor('sk-SK').plural('cart.error.set.AVAILABILITY_LIMIT', 1)).toContain(
      'už len 1 kus.',
    );
    expect(translatorFor('sk-SK').plural('cart.error.set.AVAILABILITY_LIMIT', 7)).toContain(
      'už len 7 kusov.',
    );
  });
});

describe('the French catalogue’s typography', () => {
  const french = CATALOGUES.fr;
  const texts = GERMAN_KEYS.flatMap((key) =>
    formsOf(french[key]).map((form) => [key, form] as const),
  );

  it('sets a no-break space (or a narrow one) before ! ? ; and :, never a plain one or none', () => {
    for (const [key, form] of texts) {
      // Addresses ("https://…") and times are no punctuation.
      const text = form.replace(/\b\w+:\/\/\S+/g, '').replace(/\d:\d/g, '');
      expect(text, key).not.toMatch(/[^\u00a0\u202f][!?;:]/);
    }
  });

  it('writes an ellipsis right after its word ("Chargement…"), with no space before it', () => {
    for (const [key, form] of texts) expect(form, key).not.toMatch(/\s…/);
    expect(french['common.loading']).toBe('Chargement…');
  });
});

describe('the copy review of issue 24 (a native speaker’s read)', () => {
  const t = (locale: Locale) => translatorFor(locale).t;

  it('in Hungarian promises the voucher for the first online order and names the beans “kávészem”', () => {
    expect(
      t('hu-HU')('newsletter.voucherFootnote', { discount: '10%', conditionsLink: 'x' }),
    ).toContain(
      'egyszer, az első online rendelésénél használható fel, meghatározott minimális rendelési érték felett',
    );
    expect(t('hu-HU')('header.myBeanAccount')).toBe('Kávészemszámlám');
  });

  it('in Slovak names the bean account after the beans and speaks of the shopper’s own interests', () => {
    expect(t('sk-SK')('header.myBeanAccount')).toBe('Môj účet zrniek');
    expect(t('sk-SK')('newsletter.consentDne')).toContain('podľa svojich záujmov');
  });

  it('in Turkish lets the minimum order value itself qualify, and calls the service link customer service', () => {
    expect(
      t('tr-TR')('newsletter.voucherFootnote', { discount: '%10', conditionsLink: 'x' }),
    ).toContain('asgari sipariş tutarını karşılayan');
    expect(t('tr-TR')('newsletter.legalNotice', { privacyLink: '' }).trim()).toBe(
      'Aboneliğinizi, örneğin her e-bültende yer alan bağlantıyı kullanarak, istediğiniz zaman ücretsiz olarak sonlandırabilirsiniz.',
    );
    expect(t('tr-TR')('benefits.service')).toBe('Müşteri hizmetleri');
  });

  it('in Polish asks politely to select the code and speaks of one order', () => {
    expect(t('pl-PL')('voucherCode.copyFailed')).toBe(
      'Nie udało się skopiować kodu. Prosimy zaznaczyć go ręcznie.',
    );
    const pl = translatorFor('pl-PL');
    expect(pl.plural('cart.error.set.CART_LIMIT', 5)).toBe(
      'W jednym zamówieniu można kupić maksymalnie 5 produktów.',
    );
    expect(pl.plural('cart.error.set.ITEM_LIMIT', 2)).toBe(
      'W jednym zamówieniu można kupić maksymalnie 2 sztuki tego artykułu.',
    );
  });

  it('in French says “Copié !”, hides and shows the legal information, and counts the stars after the maximum', () => {
    expect(t('fr-CH')('voucherCode.copied')).toBe('Copié\u00a0!');
    expect(t('fr-CH')('legalText.show')).toBe('Afficher les informations juridiques');
    expect(t('fr-CH')('legalText.hide')).toBe('Masquer les informations juridiques');
    expect(t('fr-CH')('rating.label', { value: '1', max: '5' })).toBe('1 sur 5 étoiles');
  });

  it('in Czech shows the customer’s name alone, in the nominative, with no greeting that calls for the vocative', () => {
    expect(t('cs-CZ')('header.greeting', { name: 'Jana Nováková' })).toBe('Jana Nováková');
  });
});
