/**
 * The dismiss layer: how a layer over the page (a flyout, a modal dialog, the navigation's
 * drawer) is sent away and gives the focus back. Framework-free; `use-dismiss-layer.ts` is its
 * React side. One set of rules for every layer:
 *
 * - Escape dismisses the innermost layer only. Content that handled the key first (a search
 *   field closing its list) marks it handled with `preventDefault`, and the layer that takes it
 *   does the same, so an outer layer leaves it alone.
 * - A click outside dismisses: outside is decided on the event's composed path, so a click in
 *   the layer's part inside another shadow root still counts as inside.
 * - Focus left in a closing layer goes back to what opened it, never to the page's start.
 */

export type DismissReason = 'escape' | 'outside';

/** The parts of a key event the rule reads; React's and the DOM's both have them. */
interface KeyPress {
  readonly key: string;
  readonly defaultPrevented: boolean;
  preventDefault(): void;
}

/** Whether this key press dismisses the layer; if it does, the layer takes it (see above). */
export function takeEscape(event: KeyPress): boolean {
  if (event.key !== 'Escape' || event.defaultPrevented) return false;
  event.preventDefault();
  return true;
}

/** Whether the event passed through any of the nodes, across shadow roots. */
export function passedThrough(event: Event, nodes: readonly (Node | null)[]): boolean {
  const path = event.composedPath();
  return nodes.some((node) => node !== null && path.includes(node));
}

/**
 * What has the focus, looking into shadow roots: as a layer opens, what it gives the focus back
 * to when it has no trigger of its own (a modal dialog opened by the page's script).
 */
export function focusedElement(document: Document): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/**
 * Sends the focus back to `opener` when it is inside the closing `layer` (else leaves it). A
 * layer that must be gone before the page can take the focus (a modal dialog makes the rest of
 * the page inert) closes in `close`, after the look and before the return.
 */
export function returnFocus(
  layer: Element | null,
  opener: HTMLElement | null,
  close?: () => void,
): void {
  const inside = layer?.matches(':focus-within') ?? false;
  close?.();
  if (inside) opener?.focus();
}

export interface DismissListeners {
  /** Whether a click belongs to the layer (its trigger, its panel, the click that opened it). */
  isInside(event: MouseEvent): boolean;
  onDismiss(reason: DismissReason): void;
}

/**
 * Listens on the document for the layer's dismissal while it is open; returns the way to stop.
 * On the document, so Escape works wherever focus is, and after the layer's own content had the
 * chance to take it.
 */
export function listenForDismissal(document: Document, listeners: DismissListeners): () => void {
  const onClick = (event: MouseEvent) => {
    if (!listeners.isInside(event)) listeners.onDismiss('outside');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (takeEscape(event)) listeners.onDismiss('escape');
  };
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKeyDown);
  return () => {
    document.removeEventListener('click', onClick);
    document.removeEventListener('keydown', onKeyDown);
  };
}

/**
 * A click outside a box that fills its layer (a modal dialog, whose backdrop is the dialog
 * itself): only a press that started outside and ends outside counts, so a drag that began in
 * the box, as when selecting text, does not close it.
 */
export interface OutsidePress {
  /** At the pointer going down: whether it went down outside the box. */
  press(outside: boolean): void;
  /** At the click: whether it was a click outside; forgets the press. */
  release(outside: boolean): boolean;
}

export function createOutsidePress(): OutsidePress {
  let pressedOutside = false;
  return {
    press(outside) {
      pressedOutside = outside;
    },
    release(outside) {
      const clickedOutside = outside && pressedOutside;
      pressedOutside = false;
      return clickedOutside;
    },
  };
}
