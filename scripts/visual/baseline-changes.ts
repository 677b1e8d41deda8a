// What a change did to the committed baselines, read from git with no test run: each baseline
// that a commit range changed, added or removed, with its picture before and after and a diff.
// `npm run docs:build` shows them above the docs site's gallery, so a reviewer sees a change's
// visual diffs in the built site that CI makes.
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { VISUAL_BASELINE_DIR } from '../../test/visual/paths.ts';
import { parseBaselineName } from '../../test/visual/records.ts';
import type { ChangedShot } from './report-page.ts';

const run = promisify(execFile);

/** The baselines' folder as git names it, from the repository's root. */
const BASELINE_FOLDER = path.relative(process.cwd(), VISUAL_BASELINE_DIR);

export interface BaselineChange {
  /** The baseline's file name (`elements-shop-footer-desktop__de_xl.png`). */
  file: string;
  kind: 'changed' | 'new' | 'removed';
  before?: Buffer;
  after?: Buffer;
}

/** Whether `ref` names a commit of this repository (a first commit has no `HEAD~1`). */
export async function isCommit(ref: string): Promise<boolean> {
  try {
    await run('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
    return true;
  } catch {
    return false;
  }
}

const KIND = { M: 'changed', A: 'new', D: 'removed' } as const;

/**
 * The baselines that differ between `since` and the working tree of the repository at `cwd`,
 * with both pictures.
 */
export async function baselineChangesSince(
  since: string,
  { cwd = process.cwd() }: { cwd?: string } = {},
): Promise<BaselineChange[]> {
  const { stdout } = await run(
    'git',
    ['diff', '--name-status', '--no-renames', since, '--', BASELINE_FOLDER],
    { cwd, maxBuffer: 16 * 1024 * 1024 },
  );
  const changes = stdout
    .split('\n')
    .map((line) => line.split('\t'))
    .filter(([status, file]) => file?.endsWith('.png') && status && status in KIND);
  return Promise.all(
    changes.map(async ([status, file]) => {
      const kind = KIND[status as keyof typeof KIND];
      const before =
        kind === 'new'
          ? undefined
          : (
              await run('git', ['show', `${since}:${file}`], {
                cwd,
                encoding: 'buffer',
                maxBuffer: 64 * 1024 * 1024,
              })
            ).stdout;
      const after = kind === 'removed' ? undefined : await readFile(path.join(cwd, file!));
      return { file: path.basename(file!), kind, before, after };
    }),
  );
}

/**
 * The changed pixels of two pictures in red over a faded copy of the new one. Pictures of
 * different sizes are compared on the larger canvas, so whatever grew or shrank is red.
 */
export function diffPicture(before: Buffer, after: Buffer): { png: Buffer; changedPixels: number } {
  const [old, current] = [PNG.sync.read(before), PNG.sync.read(after)];
  const width = Math.max(old.width, current.width);
  const height = Math.max(old.height, current.height);
  const onCanvas = (picture: PNG) => {
    if (picture.width === width && picture.height === height) return picture.data;
    const canvas = new PNG({ width, height });
    PNG.bitblt(picture, canvas, 0, 0, picture.width, picture.height, 0, 0);
    return canvas.data;
  };
  const diff = new PNG({ width, height });
  const changedPixels = pixelmatch(onCanvas(old), onCanvas(current), diff.data, width, height, {
    threshold: 0.1,
    includeAA: true,
  });
  return { png: PNG.sync.write(diff), changedPixels };
}

/** A change as the report's card shows it: pictures written beside the page in `images/`. */
export async function changedShots(
  changes: readonly BaselineChange[],
  folder: string,
  elementOf: (storyId: string) => string,
): Promise<ChangedShot[]> {
  const write = async (name: string, picture: Buffer | undefined) => {
    if (!picture) return undefined;
    await writeFile(path.join(folder, 'images', name), picture);
    return `images/${encodeURIComponent(name)}`;
  };
  return Promise.all(
    changes.map(async ({ file, kind, before, after }) => {
      const name = file.replace(/\.png$/, '');
      const parsed = parseBaselineName(name);
      const shown = PNG.sync.read((after ?? before)!);
      const diff = before && after ? diffPicture(before, after) : undefined;
      return {
        record: {
          name,
          storyId: parsed?.storyId ?? name,
          story: parsed?.storyId ?? name,
          element: parsed ? elementOf(parsed.storyId) : 'unknown',
          site: parsed?.site ?? 'unknown',
          sites: [],
          width: parsed?.width ?? 'unknown',
          px: { width: shown.width, height: shown.height, viewport: 0 },
          target: 'root',
          empty: false,
          result: kind === 'new' ? 'new' : 'changed',
          message:
            kind === 'removed'
              ? 'removed: the story or its width has no baseline any more'
              : diff && `${diff.changedPixels} pixels differ`,
          time: '',
        },
        baseline: await write(`${name}.before.png`, before),
        actual: await write(`${name}.after.png`, after),
        diff: diff && (await write(`${name}.diff.png`, diff.png)),
      } satisfies ChangedShot;
    }),
  );
}
