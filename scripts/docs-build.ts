// `npm run docs:build [-- --out <folder>]`: the docs as a static site that any static host serves
// (at a host name's root; its address is `docsAddress` in package.json, decision 52): Storybook's
// static build, every docs page and story, and in `visual-gallery/` the gallery of the committed
// baselines (scripts/visual/gallery-page.ts), which needs no test run, with the baselines a
// change moved since `--since <git ref>` (default: the parent commit), each before, after and
// as a diff. Writes `docs-site/` (ignored by git) unless `--out` names another folder.
import { execFile, spawn } from 'node:child_process';
import { readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { baselineChangesSince, changedShots, isCommit } from './visual/baseline-changes.ts';
import { baselineGallery, storyElements } from './visual/baselines.ts';
import { escapeHtml, galleryPage } from './visual/gallery-page.ts';
import { COMPARE_SCRIPT, REPORT_STYLE, changedSection } from './visual/report-page.ts';

/** The gallery's folder in the site; docs/designers/Reviewing.mdx links to it. */
const GALLERY_FOLDER = 'visual-gallery';
/** The designers' page the gallery links back to, in the site's Storybook. */
const REVIEWING_PAGE = '../index.html?path=/docs/designers-reviewing-visual-changes--docs';

const { values } = parseArgs({
  options: { out: { type: 'string', short: 'o' }, since: { type: 'string' } },
});
const out = path.resolve(values.out ?? 'docs-site');
/** The commit a change starts from: its baselines are the "before" of the change's diffs. */
const since = values.since ?? 'HEAD~1';

/** A folder the build may empty: missing, empty, or a site it wrote before. */
async function checkOutputFolder(): Promise<void> {
  const entries = await readdir(out).catch(() => [] as string[]);
  if (entries.length > 0 && !entries.includes('iframe.html')) {
    throw new Error(`${out} is not empty and holds no docs site: name a new folder with --out.`);
  }
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/** The commit the baselines were read at, and whether they differ from it. */
async function baselinesVersion(): Promise<string> {
  const git = async (...args: string[]) => (await promisify(execFile)('git', args)).stdout.trim();
  try {
    const [commit, changed] = await Promise.all([
      git('log', '-1', '--format=%h of %cs'),
      git('status', '--porcelain', '--', 'test/visual/__baselines__'),
    ]);
    return `commit ${commit}${changed ? ', with changes not committed yet' : ''}`;
  } catch {
    return 'a copy without its git history';
  }
}

await checkOutputFolder();
await rm(out, { recursive: true, force: true });
await run('npx', ['storybook', 'build', '--output-dir', out, '--disable-telemetry']);

const galleryFolder = path.join(out, GALLERY_FOLDER);
const gallery = await baselineGallery(galleryFolder);
const stories = new Set(gallery.map((shot) => shot.name.split('__')[0])).size;
const intro = `<p>Every committed baseline screenshot (${gallery.length} for ${stories} stories), as the
stories run compares each story with it: read at ${escapeHtml(await baselinesVersion())}. Pick an
element, a site and a width in the table, or filter the gallery below; the address keeps the
filters, so a view can be linked. How baselines are made, named and reviewed, and how to see a
change's diffs: <a href="${REVIEWING_PAGE}">Reviewing visual changes</a>.</p>`;

/** The baselines moved since `since`, as the visual report shows a run's changes. */
async function changesSection(): Promise<string> {
  if (!(await isCommit(since))) {
    return `<p>No change shown: <code>${escapeHtml(since)}</code> is no commit of this copy (a shallow clone, or its first commit); name one with <code>npm run docs:build -- --since &lt;ref&gt;</code>.</p>`;
  }
  const changes = await baselineChangesSince(since);
  if (changes.length === 0) {
    return `<p class="summary ok">No baseline changed since <code>${escapeHtml(since)}</code>.</p>`;
  }
  const shots = await changedShots(changes, galleryFolder, await storyElements());
  return `<p class="summary changed">${changes.length} baseline${changes.length === 1 ? '' : 's'} changed since <code>${escapeHtml(since)}</code>: each before, after and as a diff.</p>
${changedSection(shots)}`;
}

await writeFile(
  path.join(galleryFolder, 'index.html'),
  galleryPage({
    gallery,
    intro,
    changes: await changesSection(),
    extras: { style: REPORT_STYLE, script: COMPARE_SCRIPT },
  }),
);

console.log(
  `npm run docs:build: ${out}/, Storybook and ${GALLERY_FOLDER}/index.html (${gallery.length} baselines)`,
);
