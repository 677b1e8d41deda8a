/**
 * A page stylesheet that sets every inherited property Chromium knows to something odd on the
 * body (issue 27): what a CMS page may pass down to the elements. Custom
 * properties are left out: the `--shop-…` tokens are meant to come through.
 */
export const ODD_INHERITED_DECLARATIONS = `
  accent-color: magenta;
  border-collapse: collapse;
  border-spacing: 7px 3px;
  caption-side: bottom;
  caret-color: lime;
  clip-rule: evenodd;
  color: #0a7a00;
  color-interpolation: linearRGB;
  color-interpolation-filters: sRGB;
  color-rendering: optimizeSpeed;
  color-scheme: dark;
  cursor: crosshair;
  direction: rtl;
  dominant-baseline: hanging;
  empty-cells: hide;
  fill: red;
  fill-opacity: 0.3;
  fill-rule: evenodd;
  font-family: 'Courier New', 'DejaVu Serif', serif;
  font-size: 23px;
  font-style: italic;
  font-weight: 900;
  font-variant: small-caps slashed-zero;
  font-variant-ligatures: none;
  font-variant-position: super;
  font-variant-emoji: text;
  font-stretch: condensed;
  font-kerning: none;
  font-feature-settings: 'smcp', 'zero';
  font-variation-settings: 'wght' 900;
  font-optical-sizing: none;
  font-size-adjust: 0.3;
  font-synthesis: none;
  font-palette: dark;
  forced-color-adjust: none;
  hyphenate-character: '*';
  hyphenate-limit-chars: 5 2 2;
  hyphens: auto;
  image-orientation: none;
  image-rendering: pixelated;
  letter-spacing: 0.15em;
  line-break: anywhere;
  line-height: 2.4;
  list-style: square inside;
  marker: none;
  math-depth: 3;
  math-style: compact;
  orphans: 7;
  overflow-wrap: anywhere;
  paint-order: stroke markers;
  pointer-events: visiblestroke;
  print-color-adjust: exact;
  quotes: '«' '»';
  ruby-position: under;
  scrollbar-color: red blue;
  shape-rendering: crispEdges;
  stroke: red;
  stroke-dasharray: 3 1;
  stroke-dashoffset: 2;
  stroke-linecap: square;
  stroke-linejoin: bevel;
  stroke-miterlimit: 9;
  stroke-opacity: 0.4;
  stroke-width: 3px;
  tab-size: 13;
  text-align: center;
  text-align-last: right;
  text-anchor: end;
  text-autospace: no-autospace;
  text-decoration-skip-ink: none;
  text-emphasis: filled circle red;
  text-emphasis-position: under left;
  text-indent: 3em;
  text-orientation: upright;
  text-rendering: geometricPrecision;
  text-shadow: 2px 2px red;
  text-size-adjust: 150%;
  text-spacing-trim: space-all;
  text-transform: uppercase;
  text-underline-offset: 5px;
  text-underline-position: under;
  text-wrap: balance;
  visibility: collapse;
  white-space: pre;
  widows: 7;
  word-break: break-all;
  word-spacing: 1em;
  writing-mode: vertical-rl;
  -webkit-border-horizontal-spacing: 9px;
  -webkit-box-direction: reverse;
  -webkit-font-smoothing: none;
  -webkit-line-break: after-white-space;
  -webkit-locale: 'tr';
  -webkit-print-color-adjust: exact;
  -webkit-rtl-ordering: visual;
  -webkit-tap-highlight-color: red;
  -webkit-text-combine: horizontal;
  -webkit-text-fill-color: orange;
  -webkit-text-security: disc;
  -webkit-text-stroke: 1px red;
  -webkit-user-modify: read-write;
`;

/**
 * The page (`body { text-transform: uppercase; … }`) with every other inherited
 * property too. On the body: the root's font size sets what a rem is, a matter of its own
 * (issue 27, part 1).
 */
export const ODD_PAGE_CSS = `body { ${ODD_INHERITED_DECLARATIONS} }`;

/** Adds the odd page stylesheet to the document; returns the function that takes it away. */
export function addOddPageStyles(): () => void {
  const style = document.createElement('style');
  style.textContent = ODD_PAGE_CSS;
  document.head.append(style);
  return () => style.remove();
}
