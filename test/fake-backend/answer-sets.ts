/**
 * Answer sets: the shop's answers as another day, another season or another shop has them,
 * unlike the fixtures' usual ones. What an element shows before its answers arrive (its room,
 * its skeleton) and what it shows on a page of any length must hold for any answer, not only
 * for the demo's; tests and the demo choose a set (`setAnswerSet`, or on the demo server
 * `POST /__fake-backend/answers` with `{"set": "sparse"}`) and a reset goes back to `usual`.
 * A set changes the answers it names and leaves every other one as the fixtures have it; faults
 * (`faults.ts`) still apply on top.
 *
 * - `usual`: the fixtures as they are (a filled cart, the autumn banner, six categories).
 * - `sparse`: a quiet shop on a first visit: an empty cart, a top banner with a short headline
 *   and nothing else (no link, voucher code or legal text), three categories without teasers,
 *   no theme worlds, a footer of two service groups and its legal links.
 * - `crowded`: a busy day: a cart of 150 lines, a top banner whose headline, link, voucher
 *   instructions and legal hint run long, ten more categories with long titles (most of them
 *   behind the bar's "more" item), the footer as usual.
 */
import type { FooterContent } from '../../src/services/wire/footer';
import type { NavigationNode, ThemeWorldAnswer } from '../../src/services/wire/navigation';
import type { PromotionAnswer, PromotionContent } from '../../src/services/wire/promotion';
import type { SiteCode } from '../../src/sites/sites';
import { resetCarts, type CartScenario } from './cart-state';

export const ANSWER_SETS = ['usual', 'sparse', 'crowded'] as const;
export type AnswerSetName = (typeof ANSWER_SETS)[number];

export const isAnswerSetName = (value: unknown): value is AnswerSetName =>
  (ANSWER_SETS as readonly unknown[]).includes(value);

/** How a set changes the usual answers; what it leaves out stays as the fixtures answer. */
interface AnswerSet {
  cart: CartScenario;
  navigation?: (site: SiteCode, usual: NavigationNode[]) => NavigationNode[];
  themeWorlds?: (usual: ThemeWorldAnswer) => ThemeWorldAnswer;
  /** The top banner's content (`~header_top`). */
  topBanner?: (site: SiteCode, usual: PromotionContent) => PromotionContent;
  /** The footer's content (`SHOP_FOOTER`). */
  footer?: (usual: FooterContent) => FooterContent;
}

/** Long category titles in the set's two main languages; other sites join two of their own. */
const LONG_CATEGORIES: Partial<Record<SiteCode, readonly string[]>> = {
  DE: [
    'Kaffeevollautomaten & Zubehör für Zuhause',
    'Sport- und Outdoorbekleidung für die ganze Familie',
    'Bettwäsche, Decken & Kissen für erholsamen Schlaf',
    'Kindermode, Spielzeug & Babyausstattung',
    'Küchenhelfer, Töpfe & Pfannen aus Edelstahl',
    'Garten, Balkon & Terrasse im Frühjahr',
    'Nachhaltige Mode aus Bio-Baumwolle',
    'Geschenkideen für jeden Anlass und jedes Budget',
    'Heimwerken, Werkzeug & Aufbewahrung',
    'Schmuck, Uhren & Accessoires für Damen und Herren',
  ],
  TR: [
    'Ev için tam otomatik kahve makineleri ve aksesuarları',
    'Tüm aile için spor ve outdoor giyim',
    'Rahat bir uyku için nevresim, yorgan ve yastıklar',
    'Çocuk giyim, oyuncak ve bebek ürünleri',
    'Paslanmaz çelik mutfak gereçleri, tencere ve tavalar',
    'İlkbahar için bahçe, balkon ve teras',
    'Organik pamuktan sürdürülebilir moda',
    'Her bütçeye ve her güne uygun hediye fikirleri',
    'Kendin yap, alet ve saklama çözümleri',
    'Kadın ve erkek için takı, saat ve aksesuarlar',
  ],
};

/** Ten long category titles for `site`, in its language. */
function longCategoryTitles(site: SiteCode, usual: readonly NavigationNode[]): string[] {
  const given = LONG_CATEGORIES[site];
  if (given) return [...given];
  const titles = usual.map((node) => node.title);
  return Array.from({ length: 10 }, (_, index) => {
    const first = titles[index % titles.length];
    const second = titles[(index + 1 + Math.floor(index / titles.length)) % titles.length];
    return `${first} & ${second}`;
  });
}

/** A long top banner in the set's two main languages; other sites say theirs twice over. */
const LONG_BANNER: Partial<Record<SiteCode, Partial<PromotionContent>>> = {
  DE: {
    headline:
      'Herbstzeit ist Genusszeit: 15 % auf alle Kaffeesorten, die neue Herbstmode und ausgewählte Wohnaccessoires – nur für kurze Zeit im Onlineshop',
    headlineShort: '15 % auf Kaffee, Herbstmode und Wohnaccessoires – nur kurze Zeit',
    voucherCodeInstructions:
      'Code im Warenkorb eingeben, auf „Einlösen“ tippen und bei jeder Bestellung bis Ende November sparen',
    legalTextHint: 'Aktionsbedingungen, Ausnahmen und Hinweise zur Einlösung',
  },
  TR: {
    headline:
      'Sonbahar keyfi başladı: tüm kahvelerde, yeni sonbahar modasında ve seçili ev aksesuarlarında %15 indirim – yalnızca kısa bir süre için online mağazada',
    headlineShort: 'Kahve, sonbahar modası ve ev aksesuarlarında %15 – kısa süre için',
    voucherCodeInstructions:
      'Kodu sepette girin, “Uygula” düğmesine dokunun ve kasım sonuna kadar her siparişte tasarruf edin',
    legalTextHint: 'Kampanya koşulları, istisnalar ve kullanım bilgileri',
  },
};

const twice = (text: string | undefined) => (text ? `${text} – ${text}` : text);

const SETS: Record<AnswerSetName, AnswerSet> = {
  usual: { cart: 'filled' },
  sparse: {
    cart: 'empty',
    navigation: (_site, usual) => usual.slice(0, 3).map(({ title, href }) => ({ title, href })),
    themeWorlds: (usual) => ({
      ...usual,
      sections: { scout: [], new: [], more: [], lastChance: [] },
    }),
    topBanner: (_site, { headline, headlineShort, theme, backgroundColorCode, textColor }) => ({
      headline: headlineShort ?? headline,
      theme,
      backgroundColorCode,
      textColor,
    }),
    footer: ({ teaser, legalLinks }) => ({
      teaser: { groups: teaser.groups.slice(0, 2) },
      legalLinks,
    }),
  },
  crowded: {
    cart: 'many',
    navigation: (site, usual) => [
      ...usual,
      ...longCategoryTitles(site, usual).map((title, index) => ({
        title,
        href: `/c/weitere-${index + 1}`,
      })),
    ],
    topBanner: (site, usual) => {
      const long = LONG_BANNER[site] ?? {
        headline: twice(usual.headline),
        headlineShort: twice(usual.headlineShort),
        voucherCodeInstructions: twice(usual.voucherCodeInstructions),
        legalTextHint: twice(usual.legalTextHint),
      };
      const [link] = usual.links ?? [];
      return {
        ...usual,
        ...long,
        links: link ? [{ ...link, text: `${link.text} – ${link.text}` }] : [],
      };
    },
  },
};

let current: AnswerSetName = 'usual';

/** Answers as `name` has them from now on, with its cart (every site starts anew). */
export function setAnswerSet(name: AnswerSetName): void {
  current = name;
  resetCarts(SETS[name].cart);
}

/** Back to the fixtures' usual answers (the cart is reset by its own reset). */
export function clearAnswerSet(): void {
  current = 'usual';
}

export function answerSetName(): AnswerSetName {
  return current;
}

export function navigationIn(site: SiteCode, usual: NavigationNode[]): NavigationNode[] {
  return SETS[current].navigation?.(site, usual) ?? usual;
}

export function themeWorldsIn(usual: ThemeWorldAnswer): ThemeWorldAnswer {
  return SETS[current].themeWorlds?.(usual) ?? usual;
}

/** A promotion answer as the current set has it: the top banner's and the footer's content. */
export function promotionIn(
  site: SiteCode,
  promotionId: string,
  usual: PromotionAnswer | undefined,
): PromotionAnswer | undefined {
  const set = SETS[current];
  if (!usual) return usual;
  if (promotionId === '~header_top' && set.topBanner) {
    const content = JSON.parse(usual.contentJSON) as PromotionContent;
    return { ...usual, contentJSON: JSON.stringify(set.topBanner(site, content)) };
  }
  if (promotionId === 'SHOP_FOOTER' && set.footer) {
    const content = JSON.parse(usual.contentJSON) as FooterContent;
    return { ...usual, contentJSON: JSON.stringify(set.footer(content)) };
  }
  return usual;
}
