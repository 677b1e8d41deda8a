/**
 * Moving through a list of options, framework-free (WAI-ARIA APG listbox and combobox): the
 * arrow keys step with wraparound, Home and End go to the ends, typed letters go to the next
 * option whose text starts with them. Options are named by key, not place, so an active option
 * keeps its identity when the list around it changes. No React, no DOM, no timers: the caller
 * passes the time, so the same rules run on the server, in a store and in a hook.
 */

/** Where a key press moves the active option. */
export type ListMove = 'next' | 'previous' | 'first' | 'last';

/** The move a navigation key asks for, or none for any other key. */
export function moveForKey(key: string): ListMove | undefined {
  switch (key) {
    case 'ArrowDown':
      return 'next';
    case 'ArrowUp':
      return 'previous';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    default:
      return undefined;
  }
}

export interface MoveOptions {
  /** Past the last option comes the first again, before the first the last (default true). */
  wrap?: boolean;
}

/**
 * The key of the option a move reaches from `activeKey`. With no active option (or one the
 * list no longer has), `next` starts at the first option and `previous` at the last.
 */
export function movedKey(
  keys: readonly string[],
  activeKey: string | undefined,
  move: ListMove,
  { wrap = true }: MoveOptions = {},
): string | undefined {
  if (keys.length === 0) return undefined;
  const last = keys.length - 1;
  const from = activeKey === undefined ? -1 : keys.indexOf(activeKey);
  let index: number;
  if (move === 'first') index = 0;
  else if (move === 'last') index = last;
  else if (from === -1) index = move === 'next' ? 0 : last;
  else {
    const step = move === 'next' ? 1 : -1;
    index = wrap
      ? (from + step + keys.length) % keys.length
      : Math.min(last, Math.max(0, from + step));
  }
  return keys[index];
}

/** What typeahead remembers between key presses. */
export interface TypeaheadState {
  /** The letters typed so far. */
  text: string;
  /** When the last letter came (milliseconds, any clock). */
  at: number;
}

export const NO_TYPEAHEAD: TypeaheadState = Object.freeze({ text: '', at: -Infinity });

/** A pause this long (ms) between letters starts a new search. */
export const TYPEAHEAD_PAUSE_MS = 500;

/** A key press that types a letter for typeahead (one printable character, no modifier). */
export function isTypeaheadKey(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}): boolean {
  return (
    event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey
  );
}

export interface TypeaheadOption {
  key: string;
  /** The text the shopper sees, which typed letters are matched against. */
  text: string;
}

/**
 * Typeahead: the option the letters typed so far lead to, and what to remember. The search
 * starts after the active option, so pressing the same letter again walks the options that
 * start with it; case is ignored in the given locale's way.
 */
export function typeahead(
  state: TypeaheadState,
  letter: string,
  now: number,
  options: readonly TypeaheadOption[],
  activeKey: string | undefined,
  locale?: string,
): { state: TypeaheadState; key: string | undefined } {
  const continued = now - state.at < TYPEAHEAD_PAUSE_MS;
  const text = (continued ? state.text : '') + letter.toLocaleLowerCase(locale);
  const next: TypeaheadState = { text, at: now };
  // The same letter again walks the options starting with it; more letters narrow the match.
  const repeated = [...text].every((character) => character === text[0]);
  const needle = repeated ? (text[0] ?? '') : text;
  const start = options.findIndex((option) => option.key === activeKey);
  const from = repeated || start === -1 ? start + 1 : start;
  for (let offset = 0; offset < options.length; offset += 1) {
    const option = options[(from + offset) % options.length];
    if (option && option.text.toLocaleLowerCase(locale).startsWith(needle)) {
      return { state: next, key: option.key };
    }
  }
  return { state: next, key: undefined };
}
