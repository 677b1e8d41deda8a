// `npm run docs:build [-- --out <folder>]`: the docs as a static site that any static host serves
// (at a host name's root; its address is `docsAddress` in package.json, decision 52): Storybook's
// static build, every docs page and story, and in `visual-gallery/` the gallery of the committed
// baselines (scripts/visual/gallery-page.ts), which needs no test run. Writes `docs-site/`
// (ignored by git) unless `--out` names another folder.
import { execFile, spawn } from 'node:child_process';
import { readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { baselineGallery } from './visual/baselines.ts';
import { escapeHtml, galleryPage } from './visual/gallery-page.ts';

/** The gallery's folder in the site; docs/designers/Reviewing.mdx links to it. */
const GALLERY_FOLDER = 'visual-gallery';
/** The designers' page the gallery links back to, in the site's Storybook. */
const REVIEWING_PAGE = '../index.html?path=/docs/designers-reviewing-visual-changes--docs';

const { values } = parseArgs({ options: { out: { type: 'string', short: 'o' } } });
const out = path.resolve(values.out ?? 'docs-site');

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
await writeFile(path.join(galleryFolder, 'index.html'), galleryPage({ gallery, intro }));

console.log(
  `npm run docs:build: ${out}/, Storybook and ${GALLERY_FOLDER}/index.html (${gallery.length} baselines)`,
);
