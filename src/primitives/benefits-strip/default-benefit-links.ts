import { priceText } from '../../i18n/format';
import type { Translator } from '../../i18n/translator';
import type { PromotionLinkView } from '../../services/cms/promotion-content';
import { DEFAULT_BENEFITS, type DefaultBenefit } from '../../sites/content/benefits';
import type { SiteCode } from '../../sites/sites';

/** The text of one default benefit in the translator's language (header-and-cart §1). */
export function defaultBenefitText(
  benefit: DefaultBenefit,
  site: SiteCode,
  translator: Translator,
): string {
  const params: Record<string, string | number> = { ...benefit.params };
  if (typeof params.amount === 'number') {
    params.amount = priceText(params.amount, site, {
      locale: translator.locale,
      wholeAmountsPlain: true,
    });
  }
  if (benefit.message === 'benefits.returnsDays' || benefit.message === 'benefits.returnsMonths') {
    return translator.plural(benefit.message, Number(params.count), params);
  }
  return translator.t(benefit.message, params);
}

/** The site's default benefits as strip links, for a strip without (working) promotion. */
export function defaultBenefitLinks(site: SiteCode, translator: Translator): PromotionLinkView[] {
  return DEFAULT_BENEFITS[site].map((benefit) => ({
    text: defaultBenefitText(benefit, site, translator),
    href: benefit.href,
    bold: false,
    benefitType: benefit.type,
  }));
}
