// The HTML of `npm run visual:report`: plain HTML with a little inline script (filters, the
// compare slider and toggle), no server needed; the images sit beside it.
import type { ComparisonRecord, RunRecord } from '../../test/visual/records.ts';

export interface ChangedShot {
  record: ComparisonRecord;
  baseline?: string;
  actual?: string;
  diff?: string;
}

export interface GalleryShot {
  name: string;
  element: string;
  site: string;
  width: string;
  src: string;
  /** The last run compared it and found it the same (or had no record of it). */
  status: 'match' | 'updated' | 'not compared';
  /** The story showed nothing visible (its baseline is an empty corner). */
  empty?: boolean;
}

export interface ReportData {
  run?: RunRecord;
  records: ComparisonRecord[];
  changed: ChangedShot[];
  gallery: GalleryShot[];
  baselineCount: number;
  summary: string;
  tone: 'ok' | 'changed' | 'none';
  /** Baselines the last run did not compare (their story failed or was not run). */
  notCompared: string[];
}

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const WIDTH_ORDER = ['xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', '3xl', '4xl'];
const byWidth = (a: string, b: string) => WIDTH_ORDER.indexOf(a) - WIDTH_ORDER.indexOf(b);

const when = (iso: string | undefined) =>
  iso
    ? new Date(iso)
        .toISOString()
        .replace('T', ' ')
        .replace(/\.\d+Z$/, ' UTC')
    : 'unknown';

function image(src: string | undefined, alt: string): string {
  return src
    ? `<img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}" loading="lazy">`
    : '<p class="missing">none</p>';
}

function changedShot({ record, baseline, actual, diff }: ChangedShot): string {
  const label = `${record.story} (${record.storyId})`;
  const kind =
    record.result === 'new' ? 'New baseline: there was none before' : 'Differs from its baseline';
  const compare =
    baseline && actual
      ? `<div class="compare" data-mode="slider">
  <div class="compare-tools">
    <label>Slide <input type="range" min="0" max="100" value="50" class="slider" aria-label="Baseline to new"></label>
    <button type="button" class="toggle" aria-pressed="false">Show new</button>
    <span class="hint">left: baseline, right: new</span>
  </div>
  <div class="stage">
    <img class="under" src="${escapeHtml(actual)}" alt="New: ${escapeHtml(label)}">
    <div class="over" style="width:50%"><img src="${escapeHtml(baseline)}" alt="Baseline: ${escapeHtml(label)}"></div>
  </div>
</div>`
      : '';
  return `<article class="shot changed-shot">
  <h4>${escapeHtml(record.story)} <small>${escapeHtml(record.storyId)} · ${record.px.width}×${record.px.height} px on a ${record.px.viewport} px screen</small></h4>
  <p class="kind">${kind}${record.message ? ` — ${escapeHtml(record.message)}` : ''}</p>
  <div class="triple">
    <figure><figcaption>Baseline</figcaption>${image(baseline, `Baseline: ${label}`)}</figure>
    <figure><figcaption>New</figcaption>${image(actual, `New: ${label}`)}</figure>
    <figure><figcaption>Diff (changed pixels in red)</figcaption>${image(diff, `Diff: ${label}`)}</figure>
  </div>
  ${compare}
</article>`;
}

/** Changed screenshots under element, then site, then breakpoint headings. */
function changedSection(changed: ChangedShot[]): string {
  if (changed.length === 0) return '';
  const tree = new Map<string, Map<string, Map<string, ChangedShot[]>>>();
  for (const shot of changed) {
    const { element, site, width } = shot.record;
    const sites = tree.get(element) ?? new Map<string, Map<string, ChangedShot[]>>();
    const widths = sites.get(site) ?? new Map<string, ChangedShot[]>();
    widths.set(width, [...(widths.get(width) ?? []), shot]);
    sites.set(site, widths);
    tree.set(element, sites);
  }
  const parts: string[] = [`<section id="changed"><h2>Changed (${changed.length})</h2>`];
  for (const [element, sites] of [...tree].sort(([a], [b]) => a.localeCompare(b))) {
    parts.push(`<section class="group"><h3>${escapeHtml(element)}</h3>`);
    for (const [site, widths] of [...sites].sort(([a], [b]) => a.localeCompare(b))) {
      for (const [width, shots] of [...widths].sort(([a], [b]) => byWidth(a, b))) {
        parts.push(
          `<h4 class="where">${escapeHtml(element)} · site ${escapeHtml(site.toUpperCase())} · ${escapeHtml(width)}</h4>`,
          ...shots.map(changedShot),
        );
      }
    }
    parts.push('</section>');
  }
  parts.push('</section>');
  return parts.join('\n');
}

function options(
  values: string[],
  all: string,
  sort = (a: string, b: string) => a.localeCompare(b),
) {
  return [
    `<option value="">${all}</option>`,
    ...[...new Set(values)]
      .sort(sort)
      .map((value) => `<option value="${escapeHtml(value)}">${escapeHtml(value)}</option>`),
  ].join('');
}

function gallerySection(gallery: GalleryShot[], compared: boolean): string {
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
<h2>${compared ? 'Unchanged baselines' : 'Baselines'} (${gallery.length})</h2>
<form class="filters" onsubmit="return false">
  <label>Element <select data-filter="element">${options(
    gallery.map((shot) => shot.element),
    'all elements',
  )}</select></label>
  <label>Site <select data-filter="site">${options(
    gallery.map((shot) => shot.site),
    'all sites',
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

const SCRIPT = `
for (const compare of document.querySelectorAll('.compare')) {
  const over = compare.querySelector('.over');
  const slider = compare.querySelector('.slider');
  const toggle = compare.querySelector('.toggle');
  slider.addEventListener('input', () => { over.style.width = slider.value + '%'; });
  toggle.addEventListener('click', () => {
    const showNew = toggle.getAttribute('aria-pressed') !== 'true';
    toggle.setAttribute('aria-pressed', String(showNew));
    toggle.textContent = showNew ? 'Show baseline' : 'Show new';
    slider.value = showNew ? '0' : '100';
    over.style.width = slider.value + '%';
  });
}
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
for (const filter of filters) filter.addEventListener('input', applyFilters);
applyFilters();
`;

const STYLE = `
  body { font: 15px/1.5 system-ui, sans-serif; margin: 2rem; color: #1b1b1b; }
  h1 { margin-top: 0; }
  h3 { border-bottom: 2px solid #1b1b1b; margin-top: 2.5rem; }
  h4.where { margin: 1.5rem 0 0.5rem; color: #4a4a4a; }
  .summary { padding: 0.75rem 1rem; border-radius: 8px; font-size: 1.1em; }
  .summary.ok { background: #e7f4eb; } .summary.changed { background: #fdecec; } .summary.none { background: #fff4d6; }
  dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
  dl.facts dt { font-weight: 600; }
  .shot { margin-bottom: 2rem; padding: 1rem; border: 1px solid #d8d3cb; border-radius: 8px; }
  .shot h4 { margin: 0; } .shot small { font-weight: 400; color: #595959; }
  .kind { margin: 0.25rem 0 0.75rem; color: #8a1c1c; }
  .triple { display: grid; grid-template-columns: repeat(3, minmax(0, max-content)); gap: 1rem; align-items: start; }
  figure { margin: 0; }
  figcaption { font-weight: 600; margin-bottom: 0.25rem; }
  img { display: block; max-width: 100%; height: auto; border: 1px solid #c9c4bc; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
  .missing { color: #595959; font-style: italic; }
  .compare { margin-top: 1rem; }
  .compare-tools { display: flex; gap: 1rem; align-items: center; margin-bottom: 0.5rem; }
  .compare .hint { color: #595959; }
  .stage { position: relative; display: inline-block; max-width: 100%; }
  .stage .over { position: absolute; inset: 0 auto 0 0; overflow: hidden; border-right: 2px solid #c0392b; }
  .stage .over img { max-width: none; }
  .filters { display: flex; flex-wrap: wrap; gap: 1rem; align-items: end; margin-bottom: 1rem; position: sticky; top: 0; background: #fff; padding: 0.5rem 0; z-index: 1; }
  .filters label { display: flex; flex-direction: column; font-weight: 600; }
  .gallery { display: flex; flex-wrap: wrap; gap: 1.5rem; align-items: flex-start; }
  .card { max-width: min(100%, 640px); }
  .card small { font-weight: 400; color: #595959; word-break: break-all; }
  .warn { color: #8a1c1c; }
  code { background: #f1efeb; padding: 0 0.25em; border-radius: 4px; }
`;

export function reportPage(data: ReportData): string {
  const { run, records } = data;
  const counts = (result: ComparisonRecord['result']) =>
    records.filter((record) => record.result === result).length;
  const sites = [...new Set(records.flatMap((record) => record.sites))].sort();
  const facts = run
    ? `<dl class="facts">
  <dt>Run</dt><dd>${run.mode === 'update' ? 'updated the baselines (<code>npm run visual:update</code>): nothing was compared' : 'compared screenshots with the baselines'}</dd>
  <dt>Started</dt><dd>${when(run.startedAt)}</dd>
  <dt>Finished</dt><dd>${run.finishedAt ? when(run.finishedAt) : 'not finished (still running, or stopped)'}</dd>
  <dt>Screenshots</dt><dd>${records.length}: ${counts('match')} same, ${counts('changed')} changed, ${counts('new')} new, ${counts('updated')} updated</dd>
  <dt>Sites</dt><dd>${sites.join(', ') || 'none'}</dd>
  <dt>Baselines</dt><dd>${data.baselineCount} committed${data.notCompared.length ? `; <details><summary>${data.notCompared.length} not compared in this run (their story failed, did not run or no longer exists)</summary>${data.notCompared.map(escapeHtml).join('<br>')}</details>` : ''}</dd>
</dl>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>shop-elements visual report</title>
<style>${STYLE}</style>
</head>
<body>
<h1>Visual report</h1>
<p class="summary ${data.tone}">${data.summary}</p>
${facts}
${changedSection(data.changed)}
${gallerySection(data.gallery, data.tone !== 'none')}
<script>${SCRIPT}</script>
</body>
</html>
`;
}
