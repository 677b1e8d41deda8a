import { readFileSync, statSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROMOTION_KINDS, parsePromotion } from '../../../src/services/stores/promotions';
import type { FooterContent } from '../../../src/services/wire/footer';
import type { NavigationNode } from '../../../src/services/wire/navigation';
import type { PromotionContent } from '../../../src/services/wire/promotion';
import { SITE_CODES, type SiteCode } from '../../../src/sites/sites';
import { footerContent } from '../../fake-backend/fixtures/footer';
import { footerImage } from '../../fake-backend/fixtures/footer-images';
import { navigation } from '../../fake-backend/fixtures/navigation';
import { promotion } from '../../fake-backend/fixtures/promotions';
import { themeWorlds } from '../../fake-backend/fixtures/theme-worlds';

const NOW = new Date('2026-11-21T10:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const noTags = () => new URLSearchParams();

const depth = (node: NavigationNode): number =>
  1 + Math.max(0, ...(node.children ?? []).map((child) => depth(child)));
const flatten = (nodes: NavigationNode[]): NavigationNode[] =>
  nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);

const contentOf = (site: SiteCode, id: string) =>
  JSON.parse(promotion(site, id, noTags())?.contentJSON ?? 'null') as PromotionContent;

const footerLinkTexts = (footer: FooterContent) =>
  footer.teaser.groups.flatMap((group) => [
    group.heading.link.text,
    ...group.links.map(({ link }) => link.text),
  ]);

/** Every string a shopper reads: all string values except addresses, keys and codes. */
const NOT_SHOWN = new Set([
  'url',
  'href',
  'link',
  'src',
  'imgUrl',
  'desktopImg',
  'imagePath',
  'source',
  'iconName',
  'breakpoint',
  'availability',
  'badges',
  'benefitType',
  'endDate',
  'theme',
  'backgroundColorCode',
  'textColor',
  'voucherCode',
  'ctaButtonLink',
]);
function shownTexts(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return NOT_SHOWN.has(key) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((entry) => shownTexts(entry, key));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([name, entry]) =>
      name === 'link' && typeof entry === 'string' ? [] : shownTexts(entry, name),
    );
  }
  return [];
}

const PROMOTION_IDS = [
  '~header_top',
  'banner_cta',
  'header_benefits',
  'category_coffee',
  'phase_autumn',
] as const;

function everythingOf(site: SiteCode): unknown[] {
  return [
    navigation(site),
    themeWorlds(site, NOW),
    ...PROMOTION_IDS.map((id) => contentOf(site, id)),
    footerContent(site),
  ];
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('navigation fixture', () => {
  it.each(SITE_CODES)(
    '%s: six top entries, each a tree at least three levels deep with a teaser of 2–3 entries',
    (site) => {
      const nodes = navigation(site);
      expect(nodes).toHaveLength(6);
      for (const top of nodes) {
        expect(depth(top), top.title).toBeGreaterThanOrEqual(3);
        expect(top.children?.length).toBeGreaterThanOrEqual(2);
        const hrefs = flatten([top]).map((node) => node.href);
        expect(top.teaser?.title).toBeTruthy();
        expect(top.teaser?.entries.length).toBeGreaterThanOrEqual(2);
        expect(top.teaser?.entries.length).toBeLessThanOrEqual(3);
        for (const entry of top.teaser?.entries ?? []) {
          expect(entry.title).toBeTruthy();
          expect(hrefs, `${entry.title} links into its own tree`).toContain(entry.link);
          expect(entry.image.src).toMatch(/^\/fake-backend\/images\/[a-z-]+-\d+x\d+\.svg$/);
        }
      }
    },
  );

  it.each(SITE_CODES)(
    '%s: every path is a unique lower-case slug under /c/ or /categories/',
    (site) => {
      const hrefs = flatten(navigation(site)).map((node) => node.href);
      for (const href of hrefs)
        expect(href).toMatch(/^\/(c|categories)(\/[a-z0-9]+(-[a-z0-9]+)*)+$/);
      expect(new Set(hrefs).size).toBe(hrefs.length);
    },
  );

  it('names the coffee entry in each site language and nests Kaffee › Ganze Bohnen › Espresso', () => {
    const coffee = Object.fromEntries(SITE_CODES.map((site) => [site, navigation(site)[0]?.title]));
    expect(coffee).toEqual({
      DE: 'Kaffee',
      AT: 'Kaffee',
      CH: 'Kaffee',
      CH_FR: 'Café',
      PL: 'Kawa',
      CZ: 'Káva',
      HU: 'Kávé',
      SK: 'Káva',
      TR: 'Kahve',
    });
    const espresso = navigation('DE')[0]?.children?.[0]?.children?.[0];
    expect(espresso).toEqual({ title: 'Espresso', href: '/c/kaffee/ganze-bohnen/espresso' });
  });

  it('puts the sale tree under /categories/outlet, in Turkey under /categories/indirim', () => {
    expect(navigation('DE').at(-1)?.href).toBe('/categories/outlet');
    expect(navigation('TR').at(-1)?.href).toBe('/categories/indirim');
  });
});

describe('theme-worlds fixture', () => {
  it.each(SITE_CODES)(
    '%s: fills scout, new, more and lastChance with 2–4 theme worlds each',
    (site) => {
      const { sections } = themeWorlds(site, NOW);
      expect(Object.keys(sections)).toEqual(['scout', 'new', 'more', 'lastChance']);
      for (const worlds of Object.values(sections)) {
        expect(worlds.length).toBeGreaterThanOrEqual(2);
        expect(worlds.length).toBeLessThanOrEqual(4);
        for (const world of worlds) {
          expect(world.title).toBeTruthy();
          expect(world.url).toMatch(/^\/(c|scout)\/[a-z0-9-]+$/);
          expect(world.imgUrl).toMatch(/^\/fake-backend\/images\//);
          expect(world.desktopImg).toMatch(/^\/fake-backend\/images\//);
        }
      }
      expect(
        Object.values(sections)
          .flat()
          .some((world) => world.loyaltyCard),
      ).toBe(true);
    },
  );

  it.each(SITE_CODES)('%s: labels every badge and availability key it uses', (site) => {
    const { sections, badgeLabels, availabilityLabels } = themeWorlds(site, NOW);
    for (const world of Object.values(sections).flat()) {
      for (const badge of world.badges) expect(badgeLabels[badge], badge).toBeTruthy();
      if (world.availability) expect(availabilityLabels[world.availability]).toBeTruthy();
    }
    for (const key of ['NEW', 'ONLINE_ONLY', 'SUSTAINABLE', 'LOYALTY_CARD']) {
      expect(badgeLabels[key], key).toBeTruthy();
    }
    for (const key of ['ONLINE_AND_STORE', 'ONLINE_ONLY', 'STORE_ONLY']) {
      expect(availabilityLabels[key], key).toBeTruthy();
    }
  });

  it.each([NOW, new Date('2027-03-02T23:30:00Z')])(
    'ends the last-chance worlds 1–5 days after now (%s), with date and days-left texts',
    (now) => {
      for (const site of SITE_CODES) {
        const { sections } = themeWorlds(site, now);
        for (const world of Object.values(sections).flat()) {
          expect(Date.parse(world.endDate ?? '')).toBeGreaterThan(now.getTime());
        }
        for (const world of sections.lastChance) {
          const days = (Date.parse(world.endDate ?? '') - now.getTime()) / DAY_MS;
          expect(days).toBeGreaterThanOrEqual(1);
          expect(days).toBeLessThanOrEqual(5);
          expect(world.endDateText).toBeTruthy();
          expect(world.onlyXDaysLeftText).toBeTruthy();
          if (days > 1) expect(world.onlyXDaysLeftText).toContain(String(days));
        }
      }
    },
  );

  it('writes the end date and days left in the site language and time zone', () => {
    const de = themeWorlds('DE', NOW).sections.lastChance;
    expect(de.map((world) => world.onlyXDaysLeftText)).toEqual([
      'Nur noch 1 Tag',
      'Nur noch 3 Tage',
      'Nur noch 5 Tage',
    ]);
    expect(de[1]?.endDateText).toBe('Nur bis 24.11.');
    expect(themeWorlds('PL', NOW).sections.lastChance[1]?.endDateText).toBe(
      'Tylko do 24 listopada',
    );
    expect(themeWorlds('CZ', NOW).sections.lastChance[2]?.onlyXDaysLeftText).toBe('Už jen 5 dní');
    expect(themeWorlds('TR', NOW).sections.lastChance[1]?.onlyXDaysLeftText).toBe('Son 3 gün');
    // One day after 21:30 UTC on 1 March is 00:30 on 3 March in Istanbul.
    const late = new Date('2027-03-01T21:30:00Z');
    expect(themeWorlds('TR', late).sections.lastChance[0]?.endDateText).toBe(
      '3 Mart tarihine kadar',
    );
  });
});

describe('promotion fixture', () => {
  it.each(SITE_CODES)('%s: every known id parses into its kind with the real parser', (site) => {
    const expected = {
      '~header_top': 'BANNER',
      banner_cta: 'BANNER',
      header_benefits: 'BENEFITS',
      category_coffee: 'CATEGORY',
      phase_autumn: 'PHASE_INTEGRATION',
      hostile_banner: 'BANNER',
    } as const;
    for (const [id, kind] of Object.entries(expected)) {
      const state = parsePromotion(id, promotion(site, id, noTags()));
      expect(state, id).toMatchObject({ status: 'loaded', kind });
    }
  });

  it.each(SITE_CODES)('%s: SHOP_FOOTER carries the footer content as a JSON string', (site) => {
    const answer = promotion(site, 'SHOP_FOOTER', noTags());
    expect(answer?.type).toBe('ApiFooterPromotion');
    expect(JSON.parse(answer?.contentJSON ?? '')).toEqual(footerContent(site));
  });

  it('answers unknown_kind with readable JSON of a type the header does not know', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const answer = promotion('DE', 'unknown_kind', noTags());
    expect(answer?.type).toBe('ApiCountdownPromotion');
    expect(PROMOTION_KINDS[answer?.type ?? '']).toBeUndefined();
    expect(() => JSON.parse(answer?.contentJSON ?? '')).not.toThrow();
    expect(parsePromotion('unknown_kind', answer)).toEqual({ status: 'none' });
    expect(warn).toHaveBeenCalledOnce();
  });

  it('answers broken_json with a known type but unreadable content', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const answer = promotion('DE', 'broken_json', noTags());
    expect(answer?.type).toBe('ApiCategory');
    expect(() => JSON.parse(answer?.contentJSON ?? '')).toThrow();
    expect(parsePromotion('broken_json', answer)).toEqual({ status: 'none' });
    expect(warn).toHaveBeenCalledOnce();
  });

  it('answers hostile_banner with script payloads in the legal text and the background colour', () => {
    const content = contentOf('DE', 'hostile_banner');
    expect(content.legalText).toContain('<img src=x onerror=alert(1)>');
    expect(content.legalText).toContain('<a href="javascript:alert(1)">');
    expect(content.legalText).toContain('<svg onload=alert(1)>');
    expect(content.legalText).toContain('<style>body{display:none}</style>');
    expect(content.backgroundColorCode).toBe('red; background-image: url(javascript:alert(1))');
  });

  it('answers any other id with nothing, which the handler turns into a 404', () => {
    expect(promotion('DE', 'no_such_promotion', noTags())).toBeUndefined();
    expect(promotion('DE', '', noTags())).toBeUndefined();
  });

  it('honours allOfTags, anyOfTags and noneOfTags', () => {
    const ask = (query: string) => promotion('AT', '~header_top', new URLSearchParams(query));
    expect(ask('anyOfTags=coffee')).toBeDefined();
    expect(ask('allOfTags=autumn,voucher')).toBeDefined();
    expect(ask('allOfTags=autumn,kids')).toBeUndefined();
    expect(ask('anyOfTags=kids,garden')).toBeUndefined();
    expect(ask('noneOfTags=voucher')).toBeUndefined();
  });

  it.each(SITE_CODES)(
    '%s: the top banner is dark with a voucher, the CTA banner light with a button',
    (site) => {
      const top = contentOf(site, '~header_top');
      expect(top).toMatchObject({
        theme: 'dark',
        backgroundColorCode: '#0b2a5b',
        textColor: '#ffffff',
      });
      for (const field of [
        'headline',
        'headlineShort',
        'voucherCode',
        'voucherCodeInstructions',
        'legalText',
        'legalTextHint',
        'legalTextHintShort',
      ] as const) {
        expect(top[field], field).toBeTruthy();
      }
      expect(top.legalText).toMatch(/^<p>.*<strong>.*<a href="\/c\/[a-z-]+">/);
      expect(top.links).toHaveLength(1);
      const cta = contentOf(site, 'banner_cta');
      expect(cta).toMatchObject({ theme: 'light' });
      expect(cta.voucherCode).toBeUndefined();
      expect(cta.ctaButtonText).toBeTruthy();
      expect(cta.ctaButtonLink).toMatch(/^\//);
    },
  );

  it.each(SITE_CODES)(
    '%s: the category and phase promotions have images with sized cutouts',
    (site) => {
      const category = contentOf(site, 'category_coffee');
      for (const field of [
        'headline',
        'subline',
        'voucherCode',
        'legalTextHint',
        'legalText',
      ] as const) {
        expect(category[field], field).toBeTruthy();
      }
      for (const cutout of category.image?.cutouts ?? []) {
        expect(cutout.targetSize.width / cutout.targetSize.height).toBeCloseTo(16 / 9, 2);
      }
      const phase = contentOf(site, 'phase_autumn');
      expect(phase.image?.cutouts.map((cutout) => cutout.breakpoint)).toEqual(['xs', 'm', 'xl']);
      expect(phase.links).toHaveLength(1);
    },
  );

  it('gives four benefits, one per tracking type, with each site’s facts', () => {
    const facts: Record<SiteCode, string[]> = {
      DE: ['20 EUR', '10 %', '30 Tage'],
      AT: ['20 €', '10 %', '14 Tage'],
      CH: ['30 CHF', '10 %', '3 Monate'],
      CH_FR: ['30\u00a0CHF', '10\u00a0%', '3\u00a0mois'],
      PL: ['100 zł', '10%', '30 dni'],
      CZ: ['999 Kč', '10 %', '30 dní'],
      HU: ['10%', 'hírlevél', '30 napos'],
      SK: ['40 €', '10 %', '30 dní'],
      TR: ['175 TL', '%10', '90 gün'],
    };
    for (const site of SITE_CODES) {
      const links = contentOf(site, 'header_benefits').links ?? [];
      expect(links.map((link) => link.benefitType)).toEqual([
        'FREE_SHIPPING',
        'NEWSLETTER_SIGNUP',
        'CROSS_CHANNEL',
        'SERVICE',
      ]);
      const texts = links.map((link) => link.text).join(' | ');
      for (const fact of facts[site]) expect(texts, site).toContain(fact);
    }
    expect(contentOf('TR', '~header_top').headline).toContain('%15');
  });
});

describe('footer fixture', () => {
  const FACTS: Record<SiteCode, string[]> = {
    DE: ['30 Tage'],
    AT: ['14 Tage'],
    CH: ['3 Monate'],
    CH_FR: ['3 mois'],
    PL: ['100 zł', '30 dni'],
    CZ: ['999 Kč', '499 Kč', '30 dní', '11. káva'],
    HU: ['30 napos'],
    SK: ['40 €', '20 €', '30 dní', '11. káva'],
    TR: ['1000 TL', '90 gün', '09:00', '19:00'],
  };

  it.each(SITE_CODES)('%s: shows the spec’s footer facts as link texts', (site) => {
    const texts = footerLinkTexts(footerContent(site));
    for (const fact of FACTS[site]) {
      expect(
        texts.some((text) => text.includes(fact)),
        `${site}: "${fact}"`,
      ).toBe(true);
    }
  });

  it('ties the lower thresholds and the free 11th coffee to the loyalty card', () => {
    const cz = footerLinkTexts(footerContent('CZ'));
    const sk = footerLinkTexts(footerContent('SK'));
    expect(cz.find((text) => text.includes('499 Kč'))).toContain('věrnostní kartou');
    expect(cz.find((text) => text.includes('11. káva'))).toMatch(/na prodejně.*věrnostní kartou/);
    expect(sk.find((text) => text.includes('20 €'))).toContain('vernostnou kartou');
    expect(sk.find((text) => text.includes('11. káva'))).toMatch(/v predajni.*vernostnou kartou/);
    expect(footerLinkTexts(footerContent('TR'))).toContain(
      'Müşteri hizmetleri: her gün 09:00–19:00',
    );
  });

  it('on TR says which free-shipping amount is for coffee (175 TL) and which for every order (1000 TL)', () => {
    const tr = footerLinkTexts(footerContent('TR'));
    expect(tr.find((text) => text.includes('1000 TL'))).toContain('Tüm siparişlerde');
    expect(tr.find((text) => text.includes('175 TL'))).toContain('Kahve siparişlerinde');
  });

  it.each(SITE_CODES)(
    '%s: has the eight service groups, the last two hidden in checkout',
    (site) => {
      const { groups } = footerContent(site).teaser;
      expect(groups.map((group) => group.heading.iconName)).toEqual([
        'payment',
        'delivery',
        'store',
        'returns',
        'service',
        'loyalty-card',
        'services',
        'company',
      ]);
      expect(groups.map((group) => group.hideGroupInCheckout ?? false)).toEqual([
        false,
        false,
        false,
        false,
        false,
        false,
        true,
        true,
      ]);
      for (const group of groups) {
        expect(group.introductoryText).toBeTruthy();
        expect(group.links.length).toBeGreaterThanOrEqual(3);
      }
      expect(groups.flatMap((group) => group.links).some((link) => link.hideInClassic)).toBe(true);
      expect(groups[0]?.images?.length).toBeGreaterThanOrEqual(3);
    },
  );

  it.each(SITE_CODES)(
    '%s: has categories, social, app, legal, view-changer and quality-logo parts',
    (site) => {
      const footer = footerContent(site);
      expect(footer.seo?.columns).toHaveLength(4);
      for (const column of footer.seo?.columns ?? [])
        expect(column.links.length).toBeGreaterThanOrEqual(4);
      expect(footer.socialMedia?.icons.map((icon) => icon.iconName)).toEqual([
        'facebook',
        'instagram',
        'youtube',
        'pinterest',
        'tiktok',
      ]);
      expect(footer.appReferences?.icons.map((icon) => icon.iconName)).toEqual([
        'app-store',
        'google-play',
      ]);
      for (const icon of [
        ...(footer.socialMedia?.icons ?? []),
        ...(footer.appReferences?.icons ?? []),
      ]) {
        expect(icon.link.url).toMatch(/^https:\/\/[a-z.]+\//);
      }
      expect(footer.legalLinks.length).toBeGreaterThanOrEqual(4);
      expect(footer.legalLinks.some(({ link }) => link.url === '/privacy')).toBe(true);
      expect(footer.viewChanger?.toMobile).toBeTruthy();
      expect(footer.viewChanger?.toDesktop).toBeTruthy();
      expect(footer.qualityLogos?.logos.length).toBeGreaterThanOrEqual(2);
      const mail = footer.teaser.groups
        .flatMap((group) => group.links)
        .find(({ link }) => link.url.startsWith('mailto:'));
      expect(mail?.link.url).toMatch(/^mailto:[a-z]+@example-shop\.[a-z.]+$/);
    },
  );

  it('writes the German sales-tax note for DE and AT', () => {
    for (const site of ['DE', 'AT'] as const) {
      expect(footerContent(site).salesTax).toEqual({
        textBeforeLink: 'Alle Preise inkl. gesetzl. MwSt. zzgl.',
        link: { text: 'Versandkosten', url: '/c/service-versand' },
        textAfterLink: '',
      });
    }
  });

  it('uses country-specific carriers and seals', () => {
    const sources = (site: SiteCode) =>
      footerContent(site).qualityLogos?.logos.map((logo) => logo.image.source);
    expect(sources('CH')).toContain('SWISS_POST_DE');
    expect(sources('CH_FR')).toContain('SWISS_POST_FR');
    expect(sources('AT')).toEqual(
      expect.arrayContaining(['AUSTRIAN_POST', 'AUSTRIAN_QUALITY_SEAL']),
    );
    expect(sources('CZ')).toContain('CZECH_PARCEL');
    expect(sources('TR')).toEqual(expect.arrayContaining(['TURKISH_CARRIER', 'TROY']));
  });
});

describe('footer images', () => {
  const kebab = (source: string) => source.toLowerCase().replace(/_/g, '-');
  const parse = (text: string) => new DOMParser().parseFromString(text, 'image/svg+xml');

  it('draws a badge for every logo source the footers use', () => {
    const sources = new Set(
      SITE_CODES.flatMap((site) => {
        const footer = footerContent(site);
        return [
          ...(footer.qualityLogos?.logos ?? []).map((logo) => logo.image.source),
          ...footer.teaser.groups.flatMap((group) =>
            (group.images ?? []).map((image) => image.source),
          ),
        ];
      }),
    );
    expect(sources.size).toBeGreaterThanOrEqual(10);
    for (const source of sources) {
      const image = footerImage(`logo-${kebab(source)}.svg`);
      expect(image, source).toBeDefined();
      const root = parse(image ?? '').documentElement;
      expect(root.tagName.toLowerCase(), source).toBe('svg');
      expect(root.getAttribute('width')).toBe('66');
      expect(root.getAttribute('height')).toBe('44');
    }
  });

  it('draws a flag for every country, Swiss French sharing the Swiss flag', () => {
    const ratios: Record<string, number> = {
      de: 5 / 3,
      at: 3 / 2,
      ch: 1,
      pl: 8 / 5,
      cz: 3 / 2,
      hu: 2,
      sk: 3 / 2,
      tr: 3 / 2,
    };
    for (const [country, ratio] of Object.entries(ratios)) {
      const image = footerImage(`flag-${country}.svg`);
      expect(image, country).toBeDefined();
      const root = parse(image ?? '').documentElement;
      const [, , width, height] = (root.getAttribute('viewBox') ?? '').split(' ').map(Number);
      expect((width ?? 0) / (height ?? 1), country).toBeCloseTo(ratio, 5);
      expect(Number(root.getAttribute('width')) / Number(root.getAttribute('height'))).toBeCloseTo(
        ratio,
        1,
      );
    }
  });

  it('answers unknown files, and names of object members, with nothing', () => {
    expect(footerImage('flag-fr.svg')).toBeUndefined();
    expect(footerImage('logo-unknown.svg')).toBeUndefined();
    expect(footerImage('toString')).toBeUndefined();
    expect(footerImage('__proto__')).toBeUndefined();
  });
});

describe('fixture images and wording', () => {
  it('references only images that exist in public/fake-backend/images, under 8 KB, sized to their names', () => {
    const paths = new Set<string>();
    for (const site of SITE_CODES) {
      for (const top of navigation(site))
        for (const entry of top.teaser?.entries ?? []) paths.add(entry.image.src);
      for (const world of Object.values(themeWorlds(site, NOW).sections).flat()) {
        paths.add(world.imgUrl);
        paths.add(world.desktopImg);
      }
      for (const id of PROMOTION_IDS) {
        for (const cutout of contentOf(site, id).image?.cutouts ?? []) {
          paths.add(cutout.imagePath);
          const [, width, height] = /-(\d+)x(\d+)\.svg$/.exec(cutout.imagePath) ?? [];
          expect(cutout.targetSize).toEqual({ width: Number(width), height: Number(height) });
        }
      }
    }
    expect(paths.size).toBeGreaterThanOrEqual(15);
    for (const src of paths) {
      const file = `public${src}`;
      expect(statSync(file).size, src).toBeLessThan(8 * 1024);
      const root = new DOMParser().parseFromString(
        readFileSync(file, 'utf8'),
        'image/svg+xml',
      ).documentElement;
      const [, width, height] = /-(\d+)x(\d+)\.svg$/.exec(src) ?? [];
      expect(root.getAttribute('width'), src).toBe(width);
      expect(root.getAttribute('height'), src).toBe(height);
    }
  });

  it('writes "ss" for "ß" on the Swiss German site only', () => {
    expect(JSON.stringify(everythingOf('DE'))).toContain('ß');
    expect(JSON.stringify(everythingOf('CH'))).not.toContain('ß');
    expect(themeWorlds('CH', NOW).sections.scout[1]?.title).toBe('Süsse Weihnachtsbäckerei');
  });

  it.each(SITE_CODES)('%s: shopper-facing texts contain no English phrases', (site) => {
    const english =
      /\b(the|and|free|shipping|delivery|returns?|days?|now|only|with|your|our|shop now|discover|privacy|terms|help|new in|categories|follow us|coming soon|last chance)\b/i;
    const texts = shownTexts(everythingOf(site));
    expect(texts.length).toBeGreaterThan(200);
    for (const text of texts) expect(text).not.toMatch(english);
  });
});
