/** The design tokens of tokens.css in the groups its comments make, for the tokens page. */

export interface Token {
  name: string;
  value: string;
  /** The comment written right above the token, when it has one of its own. */
  note?: string;
}

export interface TokenGroup {
  title: string;
  /** What the group's heading comment says beyond its name. */
  note?: string;
  tokens: Token[];
}

/** A heading comment longer than this is a sentence, not a name: the tokens name the group. */
const MAX_TITLE_WORDS = 4;

const commentText = (comment: string) =>
  comment
    .replace(/^\/\*|\*\/$/g, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\*?\s?/, '').trim())
    .filter(Boolean)
    .join(' ');

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** `--shop-opacity-tint` → `Opacity`. */
const stemOf = (name: string) => capitalised(name.replace(/^--shop-/, '').split('-')[0] ?? name);

/**
 * A group heading from its comment: "Radii" stays "Radii"; "Controls: the minimum heights…"
 * is "Controls" with the rest as its note; a sentence ("How strongly a control is tinted…")
 * is all note, and the group is named by its tokens ("Opacity").
 */
function headingOf(text: string, tokens: Token[]): Pick<TokenGroup, 'title' | 'note'> {
  const [, name = text, rest = ''] = /^([^:(]+?)\s*(?:([:(].*))?$/.exec(text) ?? [];
  if (name.split(/\s+/).length <= MAX_TITLE_WORDS) {
    // "Controls: the minimum heights…" and "Icons (spec: 12, 16 and 24 px)" alike.
    const note = rest.replace(/^:\s*/, '').replace(/^\(([^)]*)\)/, '$1');
    return { title: name, note: note ? capitalised(note) : undefined };
  }
  return { title: stemOf(tokens[0]?.name ?? ''), note: text };
}

/**
 * The tokens as written in tokens.css, in the groups its comments make: a comment after a blank
 * line heads a group, a comment right below a token belongs to the token that follows it ("Codes
 * a shopper copies or types" is the monospace font's, not a group of its own). The comment at
 * the top, before any group, explains `--shop-rem` and is no group.
 */
export function readTokenGroups(css: string): TokenGroup[] {
  // The first rule (`:root, :host { … }`): the file's opening comment holds braces of its own.
  const start = css.search(/^[^\s/*][^{]*\{/m);
  const block = css.slice(css.indexOf('{', start) + 1, css.indexOf('\n}', start));
  const items = block.matchAll(/(\/\*[\s\S]*?\*\/)|(--shop-[\w-]+):\s*([^;]+);|(\n[ \t]*\n)/g);
  const groups: { heading: string; tokens: Token[] }[] = [];
  let afterBlankLine = false;
  let pendingNote: string | undefined;
  for (const [, comment, name, value, blank] of items) {
    if (blank) {
      afterBlankLine = true;
    } else if (comment) {
      if (afterBlankLine) groups.push({ heading: commentText(comment), tokens: [] });
      else if (groups.length > 0) pendingNote = commentText(comment);
      afterBlankLine = false;
    } else if (name && value) {
      groups.at(-1)?.tokens.push({ name, value: value.trim(), note: pendingNote });
      pendingNote = undefined;
      afterBlankLine = false;
    }
  }
  return groups
    .filter((group) => group.tokens.length > 0)
    .map((group) => ({ ...headingOf(group.heading, group.tokens), tokens: group.tokens }));
}
