import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  KEYWORD_REDIRECT_TABLES,
  KEYWORD_TABLE_NAMES,
  checkKeywordTable,
  isKeywordTarget,
  keywordRedirectTarget,
} from '../../../../src/sites/content/keyword-redirects';
import {
  CART,
  CONTACT,
  CZECH,
  FRENCH,
  GERMAN,
  HUNGARIAN,
  NEWSLETTER,
  OUTLET,
  POLISH,
  SLOVAK,
  TR_NEWSLETTER,
  TURKISH,
} from '../../../../src/sites/content/paths';
import { SITES, SITE_CODES, type SiteCode } from '../../../../src/sites/sites';

afterEach(() => {
  vi.restoreAllMocks();
});

/** What a shopper of each site typically types, and where it should lead. */
const TYPICAL_TERMS: Record<SiteCode, Record<string, string>> = {
  DE: {
    service: GERMAN.service,
    rücksendung: GERMAN.returns,
    ruecksendung: GERMAN.returns,
    versandkosten: GERMAN.shipping,
    warenkorb: CART,
    kontakt: CONTACT,
    outlet: OUTLET,
    newsletter: NEWSLETTER,
    sendungsverfolgung: 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html',
  },
  AT: {
    service: GERMAN.service,
    retoure: GERMAN.returns,
    versandkosten: GERMAN.shipping,
    einkaufswagen: CART,
    warenkorb: CART,
    kontakt: CONTACT,
    abverkauf: OUTLET,
    sendungsverfolgung: 'https://www.post.at/s/sendungssuche',
  },
  CH: {
    service: GERMAN.service,
    rückgabe: GERMAN.returns,
    versandkosten: GERMAN.shipping,
    warenkorb: CART,
    einkaufswagen: CART,
    kontakt: CONTACT,
    outlet: OUTLET,
  },
  CH_FR: {
    'service client': FRENCH.service,
    retour: FRENCH.returns,
    'frais de livraison': FRENCH.shipping,
    'frais de port': FRENCH.shipping,
    panier: CART,
    contact: CONTACT,
    soldes: OUTLET,
    newsletter: NEWSLETTER,
  },
  PL: {
    'obsługa klienta': POLISH.service,
    zwrot: POLISH.returns,
    'koszty dostawy': POLISH.shipping,
    koszyk: CART,
    kontakt: CONTACT,
    wyprzedaż: OUTLET,
    newsletter: NEWSLETTER,
    'śledzenie przesyłki': 'https://inpost.pl/sledzenie-przesylek',
  },
  CZ: {
    'zákaznický servis': CZECH.service,
    'vrácení zboží': CZECH.returns,
    doprava: CZECH.shipping,
    košík: CART,
    kosik: CART,
    kontakt: CONTACT,
    výprodej: OUTLET,
    newsletter: NEWSLETTER,
  },
  SK: {
    'zákaznícky servis': SLOVAK.service,
    'vrátenie tovaru': SLOVAK.returns,
    doprava: SLOVAK.shipping,
    košík: CART,
    kontakt: CONTACT,
    výpredaj: OUTLET,
    newsletter: NEWSLETTER,
  },
  HU: {
    ügyfélszolgálat: HUNGARIAN.service,
    visszaküldés: HUNGARIAN.returns,
    'szállítási díj': HUNGARIAN.shipping,
    kosár: CART,
    kapcsolat: CONTACT,
    kiárusítás: OUTLET,
    hírlevél: NEWSLETTER,
  },
  TR: {
    'müşteri hizmetleri': TURKISH.service,
    iade: TURKISH.returns,
    'kargo ücreti': TURKISH.shipping,
    sepet: CART,
    iletişim: CONTACT,
    indirim: '/categories/indirim',
    bülten: TR_NEWSLETTER,
  },
};

describe('the keyword tables of the nine sites', () => {
  it.each(SITE_CODES)('on %s, the typical terms go to their pages', (site) => {
    const { locale } = SITES[site];
    for (const [term, target] of Object.entries(TYPICAL_TERMS[site])) {
      expect(keywordRedirectTarget(site, term), `${site} "${term}"`).toBe(target);
      const shouted = ` ${term.toLocaleUpperCase(locale)}\u00a0`;
      expect(keywordRedirectTarget(site, shouted), `${site} "${shouted}"`).toBe(target);
    }
  });

  it.each(SITE_CODES)('on %s, every table entry is a path or an http(s) address', (site) => {
    for (const target of Object.values(KEYWORD_REDIRECT_TABLES[KEYWORD_TABLE_NAMES[site]])) {
      expect(isKeywordTarget(target), target).toBe(true);
    }
  });

  it('reads the tables without a console error', () => {
    const errors = vi.spyOn(console, 'error');
    for (const site of SITE_CODES) keywordRedirectTarget(site, 'kaffee');
    for (const [name, table] of Object.entries(KEYWORD_REDIRECT_TABLES)) {
      expect(checkKeywordTable(name, table)).toEqual(table);
    }
    expect(errors).not.toHaveBeenCalled();
  });

  it('given a term that is in no table, gives nothing', () => {
    for (const site of SITE_CODES) expect(keywordRedirectTarget(site, 'kaffee')).toBeUndefined();
  });
});

describe('checkKeywordTable', () => {
  const refused = {
    script: 'javascript:alert(1)',
    shouted: 'JAVASCRIPT:alert(1)',
    'other host': '//evil.example/phish',
    backslash: '/\\evil.example',
    mail: 'mailto:kunde@example.com',
    'bare word': 'kontakt',
    data: 'data:text/html,<script>alert(1)</script>',
    padded: ' /c/service ',
    'with a tab': '/c/ser\tvice',
    ftp: 'ftp://files.example/katalog.pdf',
  };
  const kept = {
    path: '/c/service/versand',
    'path with query': '/service/storefinder/search?searchTerm=K%C3%B6ln',
    https: 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html',
  };

  it('keeps paths and https addresses and refuses the rest, each with a console error naming the table, term and target', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const checked = checkKeywordTable('XX', { ...refused, ...kept });
    expect(checked).toEqual(kept);
    expect(errors).toHaveBeenCalledTimes(Object.keys(refused).length);
    Object.entries(refused).forEach(([term, target], index) => {
      const message = String(errors.mock.calls[index]?.[0]);
      expect(message).toMatch(/^shop-elements: /);
      expect(message).toContain('XX');
      expect(message).toContain(JSON.stringify(term));
      expect(message).toContain(JSON.stringify(target));
    });
  });

  it('reports to the reporter it is given instead of the console', () => {
    const errors = vi.spyOn(console, 'error');
    const report = vi.fn();
    expect(checkKeywordTable('DE', { agb: 'javascript:void(0)', faq: '/c/faq' }, report)).toEqual({
      faq: '/c/faq',
    });
    expect(report).toHaveBeenCalledOnce();
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('isKeywordTarget', () => {
  it.each(['/c/service', '/', 'https://inpost.pl/sledzenie-przesylek', 'http://shop.example/x'])(
    'accepts %s',
    (target) => expect(isKeywordTarget(target)).toBe(true),
  );

  it.each([
    'javascript:alert(1)',
    '//evil.example',
    '/\\evil.example',
    'mailto:kunde@example.com',
    'tel:+49401234',
    'kontakt',
    'c/service',
    '',
    ' /c/service',
    42,
    undefined,
  ])('refuses %j', (target) => expect(isKeywordTarget(target)).toBe(false));
});
