import { createContext, useCallback, useContext } from 'react';
import tokensCss from '../../tokens/tokens.css?inline';
import displayPreferencesCss from './display-preferences.css?inline';
import hostResetCss from './host-reset.css?inline';

const sheetsByText = new Map<string, CSSStyleSheet>();

const canAdopt = () =>
  typeof CSSStyleSheet !== 'undefined' && 'replaceSync' in CSSStyleSheet.prototype;

/** One constructable sheet per CSS text, shared by every root that adopts it. */
export function styleSheet(cssText: string): CSSStyleSheet | undefined {
  if (!canAdopt()) return undefined;
  let sheet = sheetsByText.get(cssText);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    sheetsByText.set(cssText, sheet);
  }
  return sheet;
}

/**
 * The sheets every root adopts before an element's own: the host reset (no inherited property
 * of the page reaches an element's texts), the tokens, and the rules for forced colours and
 * reduced motion.
 */
export const HOST_SHEETS: readonly string[] = [hostResetCss, tokensCss, displayPreferencesCss];

interface ServerStyles {
  /** The server's `<style>` elements, by their CSS text. */
  readonly byText: ReadonlyMap<string, HTMLStyleElement>;
  /** What this library asked to adopt and found there already. */
  readonly skipped: Set<string>;
}

const serverStylesOfRoot = new WeakMap<ShadowRoot, ServerStyles>();

/**
 * Lets a root of server HTML keep the server's `<style>` elements: what they hold is not
 * adopted again while they are in the root. Replacing them with adopted sheets changed every
 * rule a root has, and the browser restyled the whole root (40–58 ms a root on a throttled
 * phone, in a task of its own, for styles that were the same).
 */
export function keepServerStyles(root: ShadowRoot, styles: readonly HTMLStyleElement[]): void {
  serverStylesOfRoot.set(root, {
    byText: new Map(styles.map((style) => [style.textContent ?? '', style])),
    skipped: new Set(),
  });
}

/** For a root whose server HTML was dropped: adopts what its server styles stood in for. */
export function adoptInsteadOfServerStyles(root: ShadowRoot): void {
  const serverStyles = serverStylesOfRoot.get(root);
  serverStylesOfRoot.delete(root);
  if (serverStyles) adoptStyles(root, [...serverStyles.skipped]);
}

/** Whether a server style of `root` holds `cssText`; if so, notes that it stands in for it. */
function heldByServerStyle(root: ShadowRoot | Document, cssText: string): boolean {
  const serverStyles = root instanceof ShadowRoot ? serverStylesOfRoot.get(root) : undefined;
  if (serverStyles?.byText.get(cssText)?.parentNode !== root) return false;
  serverStyles.skipped.add(cssText);
  return true;
}

/** Adopts the host sheets and the given CSS into a shadow root or document, once each. */
export function adoptStyles(root: Node, cssTexts: readonly string[]): void {
  if (!(root instanceof ShadowRoot || root instanceof Document)) return;
  const wanted = [...HOST_SHEETS, ...cssTexts]
    .filter((cssText) => !heldByServerStyle(root, cssText))
    .map(styleSheet)
    .filter((sheet): sheet is CSSStyleSheet => sheet !== undefined);
  const missing = wanted.filter((sheet) => !root.adoptedStyleSheets.includes(sheet));
  if (missing.length > 0) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...missing];
}

/**
 * On a server, the CSS texts the rendered components use, in the order they first render: the
 * server writes them into the declarative shadow root, where no sheet can be adopted.
 */
export const ServerStylesContext = createContext<Set<string> | undefined>(undefined);

/**
 * A callback ref that brings a component's styles into whatever root it renders in: its
 * element's shadow root, or the page when a React app renders it directly.
 */
export function useStyles<T extends Element>(cssText: string): (node: T | null) => void {
  useContext(ServerStylesContext)?.add(cssText);
  return useCallback(
    (node: T | null) => {
      if (node) adoptStyles(node.getRootNode(), [cssText]);
    },
    [cssText],
  );
}
