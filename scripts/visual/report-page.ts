// The HTML of `npm run visual:report`: a run's changed screenshots, with the compare slider and
// toggle, above the gallery of the unchanged baselines (gallery-page.ts, which the docs site's
// gallery shares).
import type { ComparisonRecord, RunRecord } from '../../test/visual/records.ts';
import {
  byWidth,
  escapeHtml,
  gallerySection,
  htmlPage,
  image,
  type GalleryShot,
} from './gallery-page.ts';

export type { GalleryShot };

export interface ChangedShot {
  record: ComparisonRecord;
  baseline?: string;
  actual?: string;
  diff?: string;
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

const when = (iso: string | undefined) =>
  iso
    ? new Date(iso)
        .toISOString()
        .replace('T', ' ')
        .replace(/\.\d+Z$/, ' UTC')
    : 'unknown';

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
  <h4>${escapeHtml(record.story)} <small>${escapeHtml(record.storyId)} · ${record.px.width}×${record.px.height} px${record.px.viewport ? ` on a ${record.px.viewport} px screen` : ''}</small></h4>
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
export function changedSection(changed: ChangedShot[]): string {
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

export const REPORT_STYLE = `
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
  .compare { margin-top: 1rem; }
  .compare-tools { display: flex; gap: 1rem; align-items: center; margin-bottom: 0.5rem; }
  .compare .hint { color: #595959; }
  .stage { position: relative; display: inline-block; max-width: 100%; }
  .stage .over { position: absolute; inset: 0 auto 0 0; overflow: hidden; border-right: 2px solid #c0392b; }
  .stage .over img { max-width: none; }
`;

export const COMPARE_SCRIPT = `
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
  return htmlPage(
    'shop-elements visual report',
    `<h1>Visual report</h1>
<p class="summary ${data.tone}">${data.summary}</p>
${facts}
${changedSection(data.changed)}
${gallerySection(data.gallery, data.tone === 'none' ? 'Baselines' : 'Unchanged baselines')}`,
    { style: REPORT_STYLE, script: COMPARE_SCRIPT },
  );
}
