// `npm run visual:report`: one HTML page for designers about the last stories run
// (`npm run test:stories`, `npm test`): what it compared and when; first the screenshots that
// changed, grouped by element, site and breakpoint, with baseline, new and diff side by side
// and a slider or toggle to compare them; then every unchanged baseline as a filterable
// gallery. Reads the records the story setup writes (test/visual/story-screenshots.ts).
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { VISUAL_BASELINE_DIR, VISUAL_OUTPUT_DIR } from '../test/visual/paths.ts';
import {
  RECORDS_FOLDER,
  RUN_FILE,
  type ComparisonRecord,
  type RunRecord,
} from '../test/visual/records.ts';
import {
  baselineFiles,
  byElementAndName,
  galleryShot,
  imageCopier,
  pngs,
  storyElements,
} from './visual/baselines.ts';
import {
  reportPage,
  type ChangedShot,
  type GalleryShot,
  type ReportData,
} from './visual/report-page.ts';

/** Beside the run's images, ignored by git like them; kept when the next run starts. */
const REPORT_DIR = path.resolve('.vitest-attachments/visual-report');

async function readJson<T>(file: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

await rm(REPORT_DIR, { recursive: true, force: true });
await mkdir(REPORT_DIR, { recursive: true });
const copyInto = await imageCopier(REPORT_DIR);
const elementOf = await storyElements();

const run = await readJson<RunRecord>(path.resolve(RUN_FILE));
const recordFiles = (await readdir(path.resolve(RECORDS_FOLDER)).catch(() => [] as string[]))
  .filter((file) => file.endsWith('.json'))
  .sort();
const records = (
  await Promise.all(
    recordFiles.map((file) => readJson<ComparisonRecord>(path.join(RECORDS_FOLDER, file))),
  )
).filter((record): record is ComparisonRecord => record !== undefined);
const recordOf = new Map(records.map((record) => [record.name, record]));

const baselines = await baselineFiles();
const outputs = new Set(await pngs(VISUAL_OUTPUT_DIR));

const changed: ChangedShot[] = [];
for (const record of records.filter(({ result }) => result === 'changed' || result === 'new')) {
  const output = (suffix: string) =>
    outputs.has(`${record.name}-${suffix}.png`)
      ? copyInto(
          path.join(VISUAL_OUTPUT_DIR, `${record.name}-${suffix}.png`),
          `${record.name}.${suffix}.png`,
        )
      : Promise.resolve(undefined);
  const baseline = baselines.includes(`${record.name}.png`)
    ? await copyInto(
        path.join(VISUAL_BASELINE_DIR, `${record.name}.png`),
        `${record.name}.baseline.png`,
      )
    : undefined;
  changed.push({
    record,
    // Vitest keeps the baseline it compared with as `-reference` when it differs.
    baseline: (await output('reference')) ?? baseline,
    actual: (await output('actual')) ?? (record.result === 'new' ? baseline : undefined),
    diff: await output('diff'),
  });
}

const changedNames = new Set(changed.map(({ record }) => record.name));
const gallery: GalleryShot[] = [];
for (const file of baselines) {
  const name = file.replace(/\.png$/, '');
  if (changedNames.has(name)) continue;
  const src = await copyInto(path.join(VISUAL_BASELINE_DIR, file), file);
  gallery.push(galleryShot(file, src, elementOf, { record: recordOf.get(name) }));
}
gallery.sort(byElementAndName);

const notCompared = run
  ? gallery.filter((shot) => shot.status === 'not compared').map((shot) => shot.name)
  : [];
const differing = changed.filter(({ record }) => record.result === 'changed').length;
const added = changed.length - differing;
let summary: string;
let tone: ReportData['tone'];
if (!run || records.length === 0) {
  tone = 'none';
  summary = run
    ? `The last stories run (${run.startedAt}) recorded no screenshot: nothing was compared. Run <code>npm run test:stories</code> first.`
    : 'No run recorded; run <code>npm run test:stories</code> first. Nothing has been compared yet, so this page only shows the committed baselines.';
} else if (run.mode === 'update') {
  tone = 'none';
  summary = `The last run (${run.startedAt}) replaced ${records.length} baselines instead of comparing them; run <code>npm run test:stories</code> to compare.`;
} else if (changed.length > 0) {
  tone = 'changed';
  const parts = [
    differing
      ? `${differing} of ${records.length} screenshots compared differ from their baseline`
      : '',
    added
      ? `${added} of ${records.length} had no baseline yet (Vitest has written one: review it)`
      : '',
  ].filter(Boolean);
  summary = `${parts.join('; ')}. If the change is intended, run <code>npm run visual:update</code> and commit the new baselines.`;
} else {
  tone = 'ok';
  summary = `All ${records.length} screenshots compared match their baselines${notCompared.length ? `; ${notCompared.length} of the ${baselines.length} baselines were not compared (their story failed or did not run)` : ''}.`;
}

await writeFile(
  path.join(REPORT_DIR, 'index.html'),
  reportPage({
    run,
    records,
    changed,
    gallery,
    baselineCount: baselines.length,
    summary,
    tone,
    notCompared,
  }),
);
const plain = summary.replace(/<[^>]+>/g, '');
console.log(`${path.relative(process.cwd(), path.join(REPORT_DIR, 'index.html'))}`);
console.log(
  run && records.length
    ? `${plain} (run of ${run.startedAt}; ${notCompared.length} of ${baselines.length} baselines not compared)`
    : plain,
);
