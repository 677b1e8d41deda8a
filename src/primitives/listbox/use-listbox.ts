/**
 * A listbox whose focus stays in the field that controls it (WAI-ARIA APG "combobox with
 * listbox popup", `aria-activedescendant`): the prop getters wire the field, the list, its
 * labelled groups and its options, so views write no `role` or `aria-*` themselves. Which option
 * is active is the caller's state (`activeKey`); the keys that move it go through
 * `list-navigation.ts`. Render-safe on the server: ids come from `useId`, nothing reads the DOM.
 */
import { useId, type MouseEvent } from 'react';
import { actUnlessLeftToBrowser } from './option-click';

export interface UseListboxOptions<T> {
  options: readonly T[];
  keyOf: (option: T) => string;
  /** The active option's key; it counts only while the list is expanded. */
  activeKey: string | undefined;
  expanded: boolean;
  /** The list's accessible name. */
  label: string;
  /** The pointer rests on an option: it becomes the active one. */
  onHover: (option: T) => void;
  /** An option is clicked (a modified click on a link is left to the browser). */
  onAction: (option: T) => void;
}

/** What an option gets: its id, its role and state, and the pointer's handlers. */
export interface ListboxOptionProps {
  id: string;
  role: 'option';
  'aria-selected': boolean;
  'data-active': '' | undefined;
  onMouseDown: (event: MouseEvent) => void;
  onMouseMove: () => void;
  onClick: (event: MouseEvent<HTMLElement>) => void;
}

/** Keeps focus in the field when an option is pressed, so the click lands as a choice. */
const keepFocusInField = (event: MouseEvent) => event.preventDefault();

export function useListbox<T>({
  options,
  keyOf,
  activeKey,
  expanded,
  label,
  onHover,
  onAction,
}: UseListboxOptions<T>) {
  const listboxId = useId();
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const activeIndex =
    activeKey === undefined ? -1 : options.findIndex((option) => keyOf(option) === activeKey);
  const activeDescendantId = expanded && activeIndex !== -1 ? optionId(activeIndex) : undefined;

  return {
    listboxId,
    activeIndex,
    activeDescendantId,
    /** The text field that controls the list and keeps focus. */
    getComboboxProps: () => ({
      role: 'combobox' as const,
      'aria-autocomplete': 'list' as const,
      'aria-expanded': expanded,
      'aria-controls': listboxId,
      'aria-activedescendant': activeDescendantId,
    }),
    getListboxProps: () => ({ id: listboxId, role: 'listbox' as const, 'aria-label': label }),
    /** A group of options under a heading; `name` tells the list's groups apart. */
    getGroupProps: (name: string) => ({
      role: 'group' as const,
      'aria-labelledby': `${listboxId}-${name}`,
    }),
    getGroupLabelProps: (name: string) => ({
      id: `${listboxId}-${name}`,
      role: 'presentation' as const,
    }),
    getOptionProps: (option: T): ListboxOptionProps => {
      const index = options.indexOf(option);
      const active = index !== -1 && index === activeIndex;
      return {
        id: optionId(index),
        role: 'option',
        'aria-selected': active,
        'data-active': active ? '' : undefined,
        onMouseDown: keepFocusInField,
        onMouseMove: () => {
          if (!active) onHover(option);
        },
        onClick: actUnlessLeftToBrowser(() => onAction(option)),
      };
    },
  };
}
