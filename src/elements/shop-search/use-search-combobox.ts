/**
 * The detail of `search-submit`. It stays in this file, by itself, until it is derived from the
 * definition's event (issue 25); the combobox's behaviour lives in `behaviour/`.
 */
export interface SearchSubmitDetail {
  term: string;
  href: string;
  redirect: boolean;
}
