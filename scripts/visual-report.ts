// `npm run visual:report`: one HTML page for designers with, for every story whose screenshot
// changed, the baseline, the new screenshot and the diff side by side; then every baseline.
import { copyFile, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { VISUAL_BASELINE_DIR, VISUAL_OUTPUT_DIR } from '../test/visual/paths.ts';

const REPORT_DIR = path.resolve('visual-report');
const IMAGES = path.join(REPORT_DIR, 'images');

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

async function pngs(folder: string): Promise<string[]> {
  const files = await readdir(folder).catch(() => [] as string[]);
  return files.filter((file) => file.endsWith('.png')).sort();
}

async function copyInto(source: string, name: string): Promise<string> {
  await copyFile(source, path.join(IMAGES, name));
  return `images/${encodeURIComponent(name)}`;
}

await rm(REPORT_DIR, { recursive: true, force: true });
await mkdir(IMAGES, { recursive: true });

const baselines = await pngs(VISUAL_BASELINE_DIR);
const changed = (await pngs(VISUAL_OUTPUT_DIR))
  .filter((file) => file.endsWith('-actual.png'))
  .map((file) => file.replace(/-actual\.png$/, ''));

const figure = (caption: string, src: string | undefined) =>
  `<figure><figcaption>${caption}</figcaption>${
    src ? `<img src="${src}" alt="${caption}" loading="lazy">` : '<p class="missing">none</p>'
  }</figure>`;

const changedSections: string[] = [];
for (const name of changed) {
  const baseline = baselines.includes(`${name}.png`)
    ? await copyInto(path.join(VISUAL_BASELINE_DIR, `${name}.png`), `${name}.baseline.png`)
    : undefined;
  const actual = await copyInto(
    path.join(VISUAL_OUTPUT_DIR, `${name}-actual.png`),
    `${name}.new.png`,
  );
  const diffs = await pngs(VISUAL_OUTPUT_DIR);
  const diff = diffs.includes(`${name}-diff.png`)
    ? await copyInto(path.join(VISUAL_OUTPUT_DIR, `${name}-diff.png`), `${name}.diff.png`)
    : undefined;
  changedSections.push(
    `<section class="changed"><h3>${escapeHtml(name)}</h3><div class="row">${figure('Baseline', baseline)}${figure('New', actual)}${figure('Diff', diff)}</div></section>`,
  );
}

const gallery: string[] = [];
for (const file of baselines) {
  const src = await copyInto(path.join(VISUAL_BASELINE_DIR, file), file);
  gallery.push(figure(escapeHtml(file.replace(/\.png$/, '')), src));
}

const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>shop-elements visual report</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 2rem; color: #1b1b1b; }
  h1 { margin-top: 0; }
  .summary { padding: 0.75rem 1rem; border-radius: 8px; background: ${changed.length ? '#fdecec' : '#e7f4eb'}; }
  .row { display: grid; grid-template-columns: repeat(3, 1fr); gap: 1rem; align-items: start; }
  .gallery { display: grid; grid-template-columns: repeat(auto-fill, minmax(280px, 1fr)); gap: 1.5rem; }
  figure { margin: 0; }
  figcaption { font-weight: 600; margin-bottom: 0.25rem; word-break: break-all; }
  img { max-width: 100%; border: 1px solid #c9c4bc; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
  .missing { color: #595959; font-style: italic; }
  section.changed { margin-bottom: 2.5rem; }
</style>
</head>
<body>
<h1>Visual report</h1>
<p class="summary">${
  changed.length
    ? `${changed.length} of ${baselines.length} screenshots differ from their baseline. If the change is intended, run <code>npm run visual:update</code> and commit the new baselines.`
    : `All ${baselines.length} screenshots match their baselines (as of the last <code>npm test</code> or <code>npm run test:stories</code>).`
}</p>
${changed.length ? `<h2>Changed</h2>${changedSections.join('\n')}` : ''}
<h2>All baselines</h2>
<div class="gallery">${gallery.join('\n')}</div>
</body>
</html>
`;
await writeFile(path.join(REPORT_DIR, 'index.html'), html);
console.log(`visual-report/index.html: ${changed.length} changed, ${baselines.length} baselines`);
