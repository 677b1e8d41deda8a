/**
 * What a page of a shop site runs whatever its elements show: the login-token service (spec
 * newsletter-footer §3.4, §4.3) and the site's consent-management script (header-and-cart §7).
 * The spec ties both to the site, not to the header: a page whose header is hidden
 * (`Hunter-Content: no_header`) or that holds a footer alone needs them as much. The first header
 * or footer of a page starts them; each runs once per page however many elements or bundles it
 * holds (their own page singletons).
 */
import type { SiteCode } from '../sites/sites';
import { loadConsentScript } from './browser/consent-script';
import { startLoginTokenService } from './login/login-token-service';

export function startSiteServices(site: SiteCode): void {
  startLoginTokenService();
  loadConsentScript(site);
}
