/**
 * A list whose entries take focus themselves: links, and entries that act like links without an
 * address (the country switcher's list), or buttons (a drawer's entries that open a level). The
 * prop getters mark the current entry, let the browser keep modified clicks on real links, and
 * make an entry without an address a focusable link that Enter chooses (or a native button), so
 * views write no `role` or `aria-*` themselves.
 *
 * By default Tab walks the entries (APG "disclosure navigation"). With `arrowKeys`, ArrowDown
 * and ArrowUp move focus with wraparound, Home and End to the ends, and typed letters to the
 * next entry starting with them (`list-navigation.ts`); the time comes from the key event, so
 * no timer runs. Render-safe on the server: the DOM is touched only in event handlers and in
 * `focusFirst`, which the owner calls from an effect.
 */
import { useRef, type KeyboardEvent } from 'react';
import {
  NO_TYPEAHEAD,
  isTypeaheadKey,
  moveForKey,
  movedKey,
  typeahead,
  type TypeaheadState,
} from './list-navigation';
import { actUnlessLeftToBrowser } from './option-click';

export interface UseLinkListOptions<T> {
  items: readonly T[];
  keyOf: (item: T) => string;
  /** The entry's address; without one it only acts (`onAction`). */
  hrefOf: (item: T) => string | undefined;
  /** The entry the page is on, and how it is current (`aria-current`). */
  isCurrent: (item: T) => boolean;
  current?: 'true' | 'page';
  /**
   * An entry is chosen by a click or, without an address, by Enter. Without it the entries keep
   * their own clicks: a link is followed as any link, a button does what its owner gives it.
   */
  onAction?: (item: T) => void;
  /** An entry without an address is a focusable link that only acts (default) or a button. */
  withoutAddress?: 'link' | 'button';
  /** Arrow keys, Home, End and typeahead move focus through the entries. */
  arrowKeys?: boolean;
  /** The text typeahead matches; the entry's key if not given. */
  textOf?: (item: T) => string;
  locale?: string;
}

export function useLinkList<T>({
  items,
  keyOf,
  hrefOf,
  isCurrent,
  current = 'true',
  onAction,
  withoutAddress = 'link',
  arrowKeys = false,
  textOf = keyOf,
  locale,
}: UseLinkListOptions<T>) {
  const entries = useRef(new Map<string, HTMLElement>());
  const typed = useRef<TypeaheadState>(NO_TYPEAHEAD);

  const focusedKey = (event: KeyboardEvent) =>
    [...entries.current].find(([, element]) => element === event.target)?.[0];

  const onListKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const from = focusedKey(event);
    if (from === undefined) return;
    const keys = items.map(keyOf);
    const move = moveForKey(event.key);
    let to: string | undefined;
    if (move) to = movedKey(keys, from, move);
    else if (isTypeaheadKey(event)) {
      const options = items.map((item) => ({ key: keyOf(item), text: textOf(item) }));
      const found = typeahead(typed.current, event.key, event.timeStamp, options, from, locale);
      typed.current = found.state;
      to = found.key;
    } else return;
    event.preventDefault();
    if (to !== undefined) entries.current.get(to)?.focus();
  };

  return {
    getListProps: () => (arrowKeys ? { onKeyDown: onListKeyDown } : {}),
    getItemProps: (item: T) => {
      const key = keyOf(item);
      const href = hrefOf(item);
      const button = href === undefined && withoutAddress === 'button';
      // Without an address (and not a button) the entry stays a focusable link that only acts.
      const linkWithoutAddress = href === undefined && !button;
      return {
        ref: (element: HTMLElement | null) => {
          if (element) entries.current.set(key, element);
          else entries.current.delete(key);
        },
        href,
        type: button ? ('button' as const) : undefined,
        role: linkWithoutAddress ? ('link' as const) : undefined,
        tabIndex: linkWithoutAddress ? 0 : undefined,
        'aria-current': isCurrent(item) ? current : undefined,
        ...(onAction && {
          onClick: actUnlessLeftToBrowser(() => onAction(item)),
          onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
            if (!linkWithoutAddress || event.key !== 'Enter') return;
            event.preventDefault();
            onAction(item);
          },
        }),
      };
    },
    /** Focuses the first entry that shows (a new level's, once the old one went with the focus). */
    focusFirst: () => {
      for (const item of items) {
        const element = entries.current.get(keyOf(item));
        if (element) {
          element.focus();
          return;
        }
      }
    },
  };
}
