import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createOutsidePress,
  focusedElement,
  listenForDismissal,
  passedThrough,
  returnFocus,
  takeEscape,
} from '../../../src/page-runtime/dismiss-layer/dismiss-layer';

const escape = () => new KeyboardEvent('keydown', { key: 'Escape', cancelable: true });

describe('the dismiss layer', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('given an Escape nobody took, the layer takes it; an Escape already taken is left alone', () => {
    const first = escape();
    expect(takeEscape(first)).toBe(true);
    expect(first.defaultPrevented).toBe(true);
    expect(takeEscape(first)).toBe(false);
    expect(takeEscape(new KeyboardEvent('keydown', { key: 'Enter', cancelable: true }))).toBe(
      false,
    );
  });

  it('when a click lands outside its parts, or Escape is pressed, it asks to be dismissed', () => {
    const panel = document.body.appendChild(document.createElement('div'));
    const outside = document.body.appendChild(document.createElement('button'));
    const onDismiss = vi.fn();
    const stop = listenForDismissal(document, {
      isInside: (event) => passedThrough(event, [null, panel]),
      onDismiss,
    });

    panel.click();
    expect(onDismiss).not.toHaveBeenCalled();
    outside.click();
    expect(onDismiss).toHaveBeenLastCalledWith('outside');
    document.dispatchEvent(escape());
    expect(onDismiss).toHaveBeenLastCalledWith('escape');

    stop();
    onDismiss.mockClear();
    outside.click();
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('a click outside counts only when the press started outside too (a drag out does not)', () => {
    const press = createOutsidePress();
    press.press(false);
    expect(press.release(true)).toBe(false);
    press.press(true);
    expect(press.release(true)).toBe(true);
    expect(press.release(true)).toBe(false);
  });

  it('gives the focus back to the opener only when it was inside the closing layer', () => {
    const opener = document.body.appendChild(document.createElement('button'));
    const layer = document.body.appendChild(document.createElement('div'));
    const inLayer = layer.appendChild(document.createElement('button'));
    const elsewhere = document.body.appendChild(document.createElement('button'));

    elsewhere.focus();
    returnFocus(layer, opener);
    expect(document.activeElement).toBe(elsewhere);

    inLayer.focus();
    returnFocus(layer, opener);
    expect(document.activeElement).toBe(opener);
  });

  it('given a modal dialog, it closes first and then gives the focus back, as the page is inert until then', () => {
    const opener = document.body.appendChild(document.createElement('button'));
    const lastFocused = document.body.appendChild(document.createElement('button'));
    const dialog = document.body.appendChild(document.createElement('dialog'));
    dialog.appendChild(document.createElement('button'));
    lastFocused.focus();
    dialog.showModal();
    expect(dialog.matches(':focus-within')).toBe(true);
    returnFocus(dialog, opener, () => dialog.close());
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('names what has the focus inside a shadow root as the opener, and nothing when the page has none', () => {
    const host = document.body.appendChild(document.createElement('div'));
    const inShadow = host
      .attachShadow({ mode: 'open' })
      .appendChild(document.createElement('button'));
    inShadow.focus();
    expect(focusedElement(document)).toBe(inShadow);
    inShadow.blur();
    expect(focusedElement(document)).toBeNull();
  });
});
