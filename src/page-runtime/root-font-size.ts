import { pageSingleton } from './page-singleton';

/**
 * The custom property every size token counts in (src/tokens/tokens.css): `1rem` unless the
 * page's root font size differs from the browser's. Public: a page may set it itself.
 */
export const SIZE_UNIT_PROPERTY = '--shop-rem';

/**
 * How many root ems the browser's own font size (`medium`, the shopper's setting) is worth:
 * 1.6 on a page with `html { font-size: 62.5% }`, 1 on a page that leaves the root alone.
 */
export function browserFontSizeInRootEms(rootPx: number, mediumPx: number): number {
  if (!(rootPx > 0) || !(mediumPx > 0)) return 1;
  return mediumPx / rootPx;
}

/**
 * Anchors the elements' sizes on the browser's font size instead of the page's root, once per
 * page: on a 62.5 % root every `rem` token would otherwise shrink to 10 px per rem. Sizes stay
 * relative to the root (rem), so they follow zoom and the shopper's font-size setting. A value
 * the page set itself wins: a page that renders elements on the server sets it in its CSS, so
 * the first paint already has it. Runs before the first element renders, so nothing moves.
 */
export function anchorSizesOnBrowserFontSize(page: Document = document): void {
  pageSingleton('size-unit-anchored', () => {
    const root = page.documentElement;
    if (getComputedStyle(root).getPropertyValue(SIZE_UNIT_PROPERTY).trim() !== '') return true;
    // `medium` resolves only on an element in the page; the probe lives for one style read.
    const probe = page.createElement('span');
    probe.style.fontSize = 'medium';
    probe.style.position = 'absolute';
    root.append(probe);
    const mediumPx = parseFloat(getComputedStyle(probe).fontSize);
    probe.remove();
    const ratio = browserFontSizeInRootEms(parseFloat(getComputedStyle(root).fontSize), mediumPx);
    if (Math.abs(ratio - 1) > 0.001) {
      root.style.setProperty(SIZE_UNIT_PROPERTY, `${Number(ratio.toFixed(4))}rem`);
    }
    return true;
  });
}
