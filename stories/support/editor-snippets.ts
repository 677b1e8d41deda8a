/**
 * The HTML and header lines the editors' pages (docs/editors/) give to copy, written once: the
 * pages show them with `<Source>`, and test/e2e/editor-snippets.test.ts loads them with the
 * built bundle on the demo server, so a snippet that stops working fails a test.
 */
import { fontFilesOf } from '../../scripts/build/font-files';
import { SITES, type Language, type SiteCode } from '../../src/sites/sites';
import { PUBLISHED_BASE } from './published-paths';

/** Where the page serves the library's `dist/` (the demo server serves it there too). */
export const BUNDLE_FOLDER = PUBLISHED_BASE;

/** The standalone bundle's script tag; with a nonce for a page with a strict CSP. */
export function bundleScriptTag({ nonce }: { nonce?: string } = {}): string {
  const nonceAttribute = nonce === undefined ? '' : ` nonce="${nonce}"`;
  return `<script type="module"${nonceAttribute} src="${BUNDLE_FOLDER}/shop-elements.js"></script>`;
}

/** The preload hint of one font file (`crossorigin` is required, also on the same origin). */
export const fontHint = (file: string): string => `<link
  rel="preload"
  href="${BUNDLE_FOLDER}/fonts/${file}"
  as="font"
  type="font/woff2"
  crossorigin
/>`;

/** The placeholder shop's address in each country: what an editor replaces with the shop's own. */
const PLACEHOLDER_COUNTRY_URLS: Readonly<Record<SiteCode, string>> = {
  DE: 'https://www.your-shop.de/',
  AT: 'https://www.your-shop.at/',
  CH: 'https://www.your-shop.ch/de/',
  CH_FR: 'https://www.your-shop.ch/fr/',
  PL: 'https://www.your-shop.pl/',
  CZ: 'https://www.your-shop.cz/',
  HU: 'https://www.your-shop.hu/',
  SK: 'https://www.your-shop.sk/',
  TR: 'https://www.your-shop.com.tr/',
};

/** Each country's consent-management script, at the placeholder shop's own address. */
const placeholderConsentScript = (site: SiteCode) =>
  new URL('/consent-management.js', PLACEHOLDER_COUNTRY_URLS[site]).href;

/**
 * The page configuration block with the placeholder shop's addresses. The same block serves
 * every site's page: the country switcher lists all nine countries on each, and each site finds
 * its own consent script. No benefits promotion: without one the header shows the site's default
 * benefits, right on every page (the Page configuration page says how to name the shop's own).
 */
export const PAGE_CONFIG_BLOCK = `<!-- Replace each your-shop address and the two app ids with your shop's own. -->
<script type="application/json" id="shop-elements-config">
  {
    "countryUrls": {
${Object.entries(PLACEHOLDER_COUNTRY_URLS)
  .map(([site, url]) => `      "${site}": "${url}"`)
  .join(',\n')}
    },
    "apps": { "android": "com.your_shop.app", "ios": "id000000000" },
    "consentScript": {
${Object.keys(PLACEHOLDER_COUNTRY_URLS)
  .map((site) => `      "${site}": "${placeholderConsentScript(site as SiteCode)}"`)
  .join(',\n')}
    }
  }
</script>`;

/** The block's configuration, as the bundle reads it. */
export const PAGE_CONFIG = JSON.parse(
  /<script[^>]*>([\s\S]*?)<\/script>/.exec(PAGE_CONFIG_BLOCK)![1]!,
) as {
  countryUrls: Record<SiteCode, string>;
  apps: { android: string; ios: string };
  consentScript: Record<SiteCode, string>;
};

/** The starter page's own content, in the site's language: what the editor replaces. */
const STARTER_CONTENT: Readonly<Record<Language, { heading: string; text: string }>> = {
  de: { heading: 'Kaffee', text: 'Frisch geröstet, direkt zu Ihnen nach Hause.' },
  fr: { heading: 'Café', text: 'Fraîchement torréfié, livré directement chez vous.' },
  pl: { heading: 'Kawa', text: 'Świeżo palona, prosto do Twojego domu.' },
  cs: { heading: 'Káva', text: 'Čerstvě pražená, přímo k vám domů.' },
  hu: { heading: 'Kávé', text: 'Frissen pörkölve, egyenesen az otthonába.' },
  sk: { heading: 'Káva', text: 'Čerstvo pražená, priamo k vám domov.' },
  tr: { heading: 'Kahve', text: 'Taze kavrulmuş, doğrudan evinize.' },
};

export const starterContentOf = (site: SiteCode) => STARTER_CONTENT[SITES[site].language];

const indented = (text: string, spaces: number): string =>
  text
    .split('\n')
    .map((line) => (line ? ' '.repeat(spaces) + line : line))
    .join('\n');

/**
 * The "header and footer on a page" starter: a whole page of the site with the font hints, the
 * page sheet, the bundle, the page configuration, `<shop-layout>` around the page's content and
 * the staff's `<shop-preview-panel>` (it shows nothing to shoppers; every page has it).
 */
export function starterPage(site: SiteCode, { nonce }: { nonce?: string } = {}): string {
  const { locale, language } = SITES[site];
  const { heading, text } = STARTER_CONTENT[language];
  const head = [
    '<meta charset="utf-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    `<title>${heading}</title>`,
    ...fontFilesOf(language).map(fontHint),
    `<link rel="stylesheet" href="${BUNDLE_FOLDER}/shop-elements.css" />`,
    bundleScriptTag({ nonce }),
    PAGE_CONFIG_BLOCK,
  ].join('\n');
  return `<!doctype html>
<html lang="${locale}" data-shop-site="${site}">
  <head>
${indented(head, 4)}
  </head>
  <body>
    <shop-layout>
      <h1>${heading}</h1>
      <p>${text}</p>
    </shop-layout>
    <shop-preview-panel></shop-preview-panel>
  </body>
</html>
`;
}

/** The policy that is enough for the elements: a nonce on the page's script tag. */
export const contentSecurityPolicy = (nonce = '…'): string =>
  `script-src 'nonce-${nonce}' 'strict-dynamic'; object-src 'none'; base-uri 'none'`;

/**
 * What a page may add when the elements' calls, pictures and font come from its own origin.
 * Client-rendered elements need nothing more; a page with server-rendered HTML names its nonce
 * for styles too, as that HTML carries its styles in `<style>` elements with the page's nonce.
 */
export const sameOriginDefaults = (nonce?: string): string =>
  `default-src 'self'; style-src 'self'${nonce === undefined ? '' : ` 'nonce-${nonce}'`}`;

/** What a page that enforces Trusted Types adds. */
export const TRUSTED_TYPES_POLICY =
  "require-trusted-types-for 'script'; trusted-types shop-elements dompurify";

/** The response header lines as a page server sends them. */
export const cspHeaderLines = (nonce = '…') => ({
  contentSecurityPolicy: `Content-Security-Policy: ${contentSecurityPolicy(nonce)}`,
  trustedTypes: `Content-Security-Policy: ${TRUSTED_TYPES_POLICY}`,
});

/** A static fragment per site and language, from the command line. */
export const RENDER_COMMANDS = `npx shop-elements render shop-footer --site HU --origin https://www.example-shop.hu > footer-hu.html
npx shop-elements render shop-header --site DE --data answers.json > header-de.html`;

/** A page server (Express, Fastify, any Node server) rendering the header per request. */
export const PAGE_SERVER_RENDER_CALL = `import { renderElement } from 'shop-elements/server';

// One HTML per site and language, right at every window width: cache it by those alone.
const header = await renderElement('shop-header', {
  site: 'PL',
  origin: 'https://www.example-shop.pl', // the same calls and readers as the browser
  pageConfig, // the page's #shop-elements-config block, as JSON
  nonce, // the page's CSP nonce, for the inline styles and the app banner's line of script
});
// <shop-header site="PL" data-shop-server-rendered="0.1.0"><template shadowrootmode="open">…`;

/** A page server that keeps a rendered header as long as it is right (`renderFragment`). */
export const PAGE_SERVER_FRAGMENT_LIFETIME = `import { renderFragment } from 'shop-elements/server';

const { html, lifetime } = await renderFragment('shop-header', { site: 'PL', origin, pageConfig, nonce });
// lifetime: { expiresAt: '2026-11-30T10:05:00.000Z', maxAgeSeconds: 300,
//             cacheControl: 'public, max-age=300' }
fragments.set('shop-header PL', html, { until: lifetime.expiresAt }); // render it again then
// The page's own header, unless something else on the page changes sooner:
response.setHeader('Cache-Control', lifetime.cacheControl);`;

/** A fragment published at deploy time, with its lifetime for the publishing job. */
export const RENDER_COMMAND_LIFETIME = `npx shop-elements render shop-header --site DE --origin https://www.example-shop.de \\
  --lifetime header-de.lifetime.json > header-de.html
# stderr: shop-elements: <shop-header> is right until 2026-11-30T10:05:00.000Z (Cache-Control: public, max-age=300)
# header-de.lifetime.json:
# { "expiresAt": "2026-11-30T10:05:00.000Z", "maxAgeSeconds": 300, "cacheControl": "public, max-age=300" }`;

/** Answers passed to the server (`data`, `--data`) with until when each is right. */
export const DATA_VALID_UNTIL = `{
  "navigation": [ … ],
  "themeWorlds": { "sections": { … } },
  "promotions": { "~header_top": { "type": "ApiTopBannerPromotion", "contentJSON": "…" } },
  "validUntil": { "promotions": { "~header_top": "2026-11-30T23:00:00Z" } }
}`;
