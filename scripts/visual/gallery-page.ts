// What the designers' two pages of screenshots share: the filterable gallery of baselines, the
// page around it (style, filters script) and the HTML helpers. `npm run visual:report` shows a
// run's changes above the gallery (report-page.ts); `npm run docs:build` writes the gallery of
// the committed baselines alone into the docs site (the page below). Plain HTML with a little
// inline script, no server needed; the images sit beside it.

export interface GalleryShot {
  name: string;
  element: string;
  site: string;
  width: string;
  src: string;
  /** What the last run did with it (the report's gallery); none in the docs site's. */
  status?: 'match' | 'updated' | 'not compared';
  /** The story showed nothing visible (its baseline is an empty corner). */
  empty?: boolean;
}

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const WIDTH_ORDER = ['xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', '3xl', '4xl'];
export const byWidth = (a: string, b: string) => WIDTH_ORDER.indexOf(a) - WIDTH_ORDER.indexOf(b);

const SITE_ORDER = ['de', 'at', 'ch', 'ch-fr', 'pl', 'cz', 'hu', 'sk', 'tr', 'every-site'];
/** The nine sites in the shop's order, then all nine together, then any other label. */
const bySite = (a: string, b: string) =>
  (SITE_ORDER.indexOf(a) + 1 || 99) - (SITE_ORDER.indexOf(b) + 1 || 99) || a.localeCompare(b);

export function image(src: string | undefined, alt: string): string {
  return src
    ? `<img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}" loading="lazy">`
    : '<p class="missing">none</p>';
}

/** The gallery's filters as a page address's fragment: `#element=shop-footer&site=hu`. */
const filterLink = (filters: Record<string, string>) =>
  `#${new URLSearchParams(filters).toString()}`;

function options(values: string[], all: string, sort: (a: string, b: string) => number) {
  return [
    `<option value="">${all}</option>`,
    ...[...new Set(values)]
      .sort(sort)
      .map((value) => `<option value="${escapeHtml(value)}">${escapeHtml(value)}</option>`),
  ].join('');
}

export function gallerySection(gallery: GalleryShot[], heading: string): string {
  const cards = gallery
    .map(
      (
        shot,
      ) => `<figure class="card" data-element="${escapeHtml(shot.element)}" data-site="${escapeHtml(shot.site)}" data-width="${escapeHtml(shot.width)}" data-name="${escapeHtml(shot.name)}">
  <figcaption><b>${escapeHtml(shot.element)}</b> · ${escapeHtml(shot.site.toUpperCase())} · ${escapeHtml(shot.width)}${shot.status === 'not compared' ? ' · <span class="warn">not compared</span>' : ''}${shot.empty ? ' · shows nothing' : ''}<br><small>${escapeHtml(shot.name)}</small></figcaption>
  ${image(shot.src, shot.name)}
</figure>`,
    )
    .join('\n');
  return `<section id="gallery">
<h2>${escapeHtml(heading)} (${gallery.length})</h2>
<form class="filters" onsubmit="return false">
  <label>Element <select data-filter="element">${options(
    gallery.map((shot) => shot.element),
    'all elements',
    (a, b) => a.localeCompare(b),
  )}</select></label>
  <label>Site <select data-filter="site">${options(
    gallery.map((shot) => shot.site),
    'all sites',
    bySite,
  )}</select></label>
  <label>Breakpoint <select data-filter="width">${options(
    gallery.map((shot) => shot.width),
    'all widths',
    byWidth,
  )}</select></label>
  <label>Name <input type="search" data-filter="name" placeholder="story name"></label>
  <output class="count" aria-live="polite"></output>
</form>
<div class="gallery">${cards}</div>
</section>`;
}

/**
 * Element × site, each cell the widths it has baselines at, each width a link that filters the
 * gallery to them: which element is seen on which site at which width, at a glance.
 */
function coverageTable(gallery: GalleryShot[]): string {
  const sites = [...new Set(gallery.map((shot) => shot.site))].sort(bySite);
  const elements = [...new Set(gallery.map((shot) => shot.element))].sort();
  const rows = elements.map((element) => {
    const cells = sites.map((site) => {
      const shots = gallery.filter((shot) => shot.element === element && shot.site === site);
      const widths = [...new Set(shots.map((shot) => shot.width))].sort(byWidth);
      const links = widths.map((width) => {
        const count = shots.filter((shot) => shot.width === width).length;
        return `<a href="${filterLink({ element, site, width })}">${escapeHtml(width)}${count > 1 ? ` ×${count}` : ''}</a>`;
      });
      return `<td>${links.join(' ')}</td>`;
    });
    return `<tr><th scope="row"><a href="${filterLink({ element })}">${escapeHtml(element)}</a></th>${cells.join('')}</tr>`;
  });
  const head = sites
    .map(
      (site) =>
        `<th scope="col"><a href="${filterLink({ site })}">${escapeHtml(site.toUpperCase())}</a></th>`,
    )
    .join('');
  return `<section id="coverage">
<h2>Element × site × width</h2>
<table class="coverage"><thead><tr><th scope="col">element</th>${head}</tr></thead>
<tbody>${rows.join('\n')}</tbody></table>
</section>`;
}

const FILTER_SCRIPT = `
const filters = [...document.querySelectorAll('[data-filter]')];
const cards = [...document.querySelectorAll('.card')];
const count = document.querySelector('.filters .count');
function applyFilters() {
  let shown = 0;
  for (const card of cards) {
    const visible = filters.every((filter) => {
      const value = filter.value.trim().toLowerCase();
      const key = filter.dataset.filter;
      return !value || (key === 'name' ? card.dataset.name.includes(value) : card.dataset[key] === value);
    });
    card.hidden = !visible;
    if (visible) shown += 1;
  }
  if (count) count.textContent = shown + ' of ' + cards.length + ' shown';
}
// The address's fragment holds the filters (#element=shop-footer&site=hu), so a view can be linked.
function filtersFromAddress() {
  const chosen = new URLSearchParams(location.hash.slice(1));
  for (const filter of filters) filter.value = chosen.get(filter.dataset.filter) ?? '';
  applyFilters();
}
for (const filter of filters) {
  filter.addEventListener('input', () => {
    const chosen = new URLSearchParams();
    for (const { dataset, value } of filters) if (value.trim()) chosen.set(dataset.filter, value.trim());
    history.replaceState(null, '', chosen.size ? '#' + chosen : location.pathname + location.search);
    applyFilters();
  });
}
addEventListener('hashchange', () => {
  filtersFromAddress();
  document.getElementById('gallery')?.scrollIntoView();
});
filtersFromAddress();
if (location.hash.length > 1) document.getElementById('gallery')?.scrollIntoView();
`;

const STYLE = `
  body { font: 15px/1.5 system-ui, sans-serif; margin: 2rem; color: #1b1b1b; }
  h1 { margin-top: 0; }
  a { color: #0b57a8; }
  figure { margin: 0; }
  figcaption { font-weight: 600; margin-bottom: 0.25rem; }
  img { display: block; max-width: 100%; height: auto; border: 1px solid #c9c4bc; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
  .missing { color: #595959; font-style: italic; }
  .coverage { border-collapse: collapse; margin-bottom: 2rem; }
  .coverage th, .coverage td { border: 1px solid #d8d3cb; padding: 0.2rem 0.5rem; text-align: left; }
  .coverage td a { margin-inline-end: 0.25rem; }
  .filters { display: flex; flex-wrap: wrap; gap: 1rem; align-items: end; margin-bottom: 1rem; position: sticky; top: 0; background: #fff; padding: 0.5rem 0; z-index: 1; }
  .filters label { display: flex; flex-direction: column; font-weight: 600; }
  .gallery { display: flex; flex-wrap: wrap; gap: 1.5rem; align-items: flex-start; }
  .card { max-width: min(100%, 640px); }
  .card small { font-weight: 400; color: #595959; word-break: break-all; }
  .warn { color: #8a1c1c; }
  code { background: #f1efeb; padding: 0 0.25em; border-radius: 4px; }
`;

/** A whole page: its body, with its own style and script besides the gallery's. */
export function htmlPage(
  title: string,
  body: string,
  { style = '', script = '' }: { style?: string; script?: string } = {},
): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}${style}</style>
</head>
<body>
${body}
<script>${script}${FILTER_SCRIPT}</script>
</body>
</html>
`;
}

export interface GalleryPageData {
  gallery: GalleryShot[];
  /** HTML: what the page shows and where it comes from. */
  intro: string;
  /** HTML: the baselines a change moved, above the coverage table (baseline-changes.ts). */
  changes?: string;
  /** The changes' own style and script (the report's compare slider). */
  extras?: { style?: string; script?: string };
}

/** The docs site's gallery: every committed baseline, by element, site and width. */
export function galleryPage({ gallery, intro, changes = '', extras }: GalleryPageData): string {
  return htmlPage(
    'shop-elements visual gallery',
    `<h1>Visual gallery</h1>
${intro}
${changes}
${coverageTable(gallery)}
${gallerySection(gallery, 'Baselines')}`,
    extras,
  );
}
