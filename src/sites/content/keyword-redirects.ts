/**
 * The keyword redirect tables of the search (header-and-cart §2, §5): a submitted term that
 * matches a table key exactly goes straight to its page instead of the results. The table names
 * are the spec's (CH uses CHDE, CH_FR uses CHFR); their contents are chosen, in each language,
 * one file a language in `keyword-tables/`.
 */
import { SITES, type SiteCode } from '../sites';
import { AT_TABLE, CHDE_TABLE, DE_TABLE } from './keyword-tables/de';
import { CZ_TABLE } from './keyword-tables/cs';
import { CHFR_TABLE } from './keyword-tables/fr';
import { HU_TABLE } from './keyword-tables/hu';
import { PL_TABLE } from './keyword-tables/pl';
import { SK_TABLE } from './keyword-tables/sk';
import { TR_TABLE } from './keyword-tables/tr';

/** Maps a typed search term (lower-case, in the site's language) to a path or an https URL. */
export type KeywordRedirectTable = Readonly<Record<string, string>>;

/** The names of the keyword tables (header-and-cart §2): CH uses CHDE, CH_FR uses CHFR. */
export type KeywordTableName = 'DE' | 'AT' | 'CHDE' | 'CHFR' | 'PL' | 'CZ' | 'SK' | 'HU' | 'TR';

/**
 * The keyword redirect tables (header-and-cart §2, "Keyword redirects"). The specs do not show
 * their contents; these are chosen: the typical terms of the spec in each language, with the
 * common spellings without diacritics. Every key is already in the normal form
 * `keywordRedirectTarget` looks up (trimmed, lower-cased in the site's locale).
 */
export const KEYWORD_REDIRECT_TABLES: Readonly<Record<KeywordTableName, KeywordRedirectTable>> = {
  DE: DE_TABLE,
  AT: AT_TABLE,
  CHDE: CHDE_TABLE,
  CHFR: CHFR_TABLE,
  PL: PL_TABLE,
  CZ: CZ_TABLE,
  SK: SK_TABLE,
  HU: HU_TABLE,
  TR: TR_TABLE,
};

/** Which table each site's search uses. */
export const KEYWORD_TABLE_NAMES: Readonly<Record<SiteCode, KeywordTableName>> = {
  DE: 'DE',
  AT: 'AT',
  CH: 'CHDE',
  CH_FR: 'CHFR',
  PL: 'PL',
  CZ: 'CZ',
  HU: 'HU',
  SK: 'SK',
  TR: 'TR',
};

/**
 * The form a typed term is compared in: leading and trailing white space removed (`trim`, which
 * includes no-break spaces), then lower-cased with the site's locale (`toLocaleLowerCase`), so
 * Turkish "İADE" becomes "iade" and "KARGO" becomes "kargo" only where the locale says so.
 * Nothing else is normalised: inner spaces, punctuation, diacritics and Unicode normal form
 * stay as typed.
 */
export function normaliseKeyword(site: SiteCode, term: string): string {
  return term.trim().toLocaleLowerCase(SITES[site].locale);
}

/** Reports a table entry that was refused; the default writes a console error. */
export type KeywordProblemReporter = (message: string) => void;

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/**
 * Whether a keyword target may be visited: a path on the shop (`/c/service`, one leading slash)
 * or an absolute http(s) address. Anything else (`javascript:`, `//host`, `mailto:`, a bare
 * word) is refused.
 */
export function isKeywordTarget(target: unknown): target is string {
  if (typeof target !== 'string' || target !== target.trim() || CONTROL_CHARACTERS.test(target)) {
    return false;
  }
  if (target.startsWith('/')) return !target.startsWith('//') && !target.startsWith('/\\');
  try {
    const url = new URL(target);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * A table as it is read: every entry whose target is not a path or an http(s) address is left
 * out, each with one report naming the table, the term and the target.
 */
export function checkKeywordTable(
  name: string,
  table: KeywordRedirectTable,
  report: KeywordProblemReporter = (message) => console.error(`shop-elements: ${message}`),
): KeywordRedirectTable {
  const checked: Record<string, string> = {};
  for (const [term, target] of Object.entries(table)) {
    if (isKeywordTarget(target)) checked[term] = target;
    else {
      report(
        `the keyword table ${name} sends ${JSON.stringify(term)} to ${JSON.stringify(target)}, which is neither a path nor an http(s) address; the entry is ignored.`,
      );
    }
  }
  return checked;
}

const checkedTables = new Map<KeywordTableName, KeywordRedirectTable>();

/** A site's keyword table, checked the first time it is read. */
export function keywordTableOf(site: SiteCode): KeywordRedirectTable {
  const name = KEYWORD_TABLE_NAMES[site];
  let table = checkedTables.get(name);
  if (!table) {
    table = checkKeywordTable(name, KEYWORD_REDIRECT_TABLES[name]);
    checkedTables.set(name, table);
  }
  return table;
}

/**
 * The redirect target for a submitted search term, or undefined when the term is not in the
 * site's table (header-and-cart §5: "checked against the site's keyword table (exact match)").
 * "Exact match" means: the term in the form `normaliseKeyword` gives equals a table key. A term
 * with extra words ("versandkosten schweiz") does not match "versandkosten".
 */
export function keywordRedirectTarget(site: SiteCode, term: string): string | undefined {
  const table = keywordTableOf(site);
  const key = normaliseKeyword(site, term);
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
