import { DEFAULT_SITE, SITE_CODES, siteCodeOf, type SiteCode } from './sites';
import { isBrowser } from '../page-runtime/environment';

/** The page's default site: `<html data-shop-site="…">` when valid, else DE. */
export function pageDefaultSite(): SiteCode {
  if (!isBrowser()) return DEFAULT_SITE;
  const declared = document.documentElement.dataset.shopSite;
  if (declared === undefined) return DEFAULT_SITE;
  const site = siteCodeOf(declared);
  if (site) return site;
  console.error(
    `<html data-shop-site="${declared}"> is not a valid site. Valid sites: ${SITE_CODES.join(', ')}. Using "${DEFAULT_SITE}".`,
  );
  return DEFAULT_SITE;
}
