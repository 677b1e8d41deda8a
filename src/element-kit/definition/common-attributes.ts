import { DEFAULT_SITE, LOCALES, SITE_CODES, type SiteCode } from '../../sites/sites';
import type { EnumAttribute } from './element-definition';

export const SITE_ATTRIBUTE: EnumAttribute<'site', SiteCode> = {
  name: 'site',
  type: 'enum',
  values: SITE_CODES,
  default: DEFAULT_SITE,
  description:
    'The country site the element serves. Missing: the page default `<html data-shop-site="…">`, else `DE`. Codes match whatever their case (`pl` is `PL`). An unknown code logs a console error and renders as `DE`.',
};

export const LOCALE_ATTRIBUTE: EnumAttribute<'locale', (typeof LOCALES)[number]> = {
  name: 'locale',
  type: 'enum',
  values: LOCALES,
  description: "Optional override of the site's locale (texts and number formats).",
};

export const COMMON_ATTRIBUTES = [SITE_ATTRIBUTE, LOCALE_ATTRIBUTE] as const;
