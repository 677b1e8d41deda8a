// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PNG } from 'pngjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  baselineChangesSince,
  changedShots,
  diffPicture,
} from '../../../scripts/visual/baseline-changes';

const git = (cwd: string, ...args: string[]) => promisify(execFile)('git', args, { cwd });

/** A `width` × `height` picture in one grey, with the pixels at `marked` in black. */
function picture(width: number, height: number, marked: [number, number][] = []): Buffer {
  const png = new PNG({ width, height });
  png.data.fill(200);
  for (const [x, y] of marked) png.data.set([0, 0, 0, 255], (y * width + x) * 4);
  return PNG.sync.write(png);
}

describe('a diff of two baselines', () => {
  it('given the same picture › no pixel differs', () => {
    expect(diffPicture(picture(8, 8), picture(8, 8)).changedPixels).toBe(0);
  });

  it('given two pixels painted black › those two differ, and the diff is a picture of the same size', () => {
    const { png, changedPixels } = diffPicture(
      picture(8, 8),
      picture(8, 8, [
        [1, 1],
        [5, 2],
      ]),
    );
    expect(changedPixels).toBe(2);
    expect(PNG.sync.read(png)).toMatchObject({ width: 8, height: 8 });
  });

  it('given a picture that grew › the new rows differ, the old ones not, on a canvas as large as the larger', () => {
    const { png, changedPixels } = diffPicture(picture(8, 8), picture(8, 10));
    // The 16 new pixels, less the odd one pixelmatch's colour distance lets pass.
    expect(changedPixels).toBeGreaterThan(8);
    expect(changedPixels).toBeLessThanOrEqual(16);
    expect(PNG.sync.read(png)).toMatchObject({ width: 8, height: 10 });
  });
});

describe('the baselines a change moved', () => {
  let repository: string;
  const baselines = () => path.join(repository, 'test/visual/__baselines__');

  beforeEach(async () => {
    repository = await mkdtemp(path.join(tmpdir(), 'baseline-changes-'));
    await mkdir(baselines(), { recursive: true });
    await git(repository, 'init', '--quiet');
    await writeFile(path.join(baselines(), 'elements-shop-modal-small__de_xl.png'), picture(8, 8));
    await writeFile(path.join(baselines(), 'elements-shop-footer-old__de_xs.png'), picture(4, 4));
    await writeFile(path.join(repository, 'README.md'), 'no picture\n');
    await git(repository, 'add', '.');
    await git(repository, '-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'before');
  });

  afterEach(async () => {
    await rm(repository, { recursive: true, force: true });
  });

  it('given one baseline changed, one added and one removed › it lists each with its pictures, and a diff for the changed one', async () => {
    await writeFile(
      path.join(baselines(), 'elements-shop-modal-small__de_xl.png'),
      picture(8, 8, [[0, 0]]),
    );
    await writeFile(path.join(baselines(), 'elements-shop-search-open__tr_xs.png'), picture(6, 6));
    await unlink(path.join(baselines(), 'elements-shop-footer-old__de_xs.png'));
    await writeFile(path.join(repository, 'README.md'), 'still no picture\n');

    const changes = await baselineChangesSince('HEAD', { cwd: repository });
    expect(changes.map(({ file, kind }) => [file, kind])).toEqual([
      ['elements-shop-footer-old__de_xs.png', 'removed'],
      ['elements-shop-modal-small__de_xl.png', 'changed'],
    ]);

    await git(repository, 'add', '.');
    const staged = await baselineChangesSince('HEAD', { cwd: repository });
    expect(staged.map(({ file, kind }) => [file, kind]).sort()).toEqual([
      ['elements-shop-footer-old__de_xs.png', 'removed'],
      ['elements-shop-modal-small__de_xl.png', 'changed'],
      ['elements-shop-search-open__tr_xs.png', 'new'],
    ]);

    const folder = path.join(repository, 'site');
    await mkdir(path.join(folder, 'images'), { recursive: true });
    const shots = await changedShots(staged, folder, (storyId) => storyId.split('-')[1] ?? '');
    const changed = shots.find(({ record }) => record.name.startsWith('elements-shop-modal'))!;
    expect(changed.record).toMatchObject({ site: 'de', width: 'xl', result: 'changed' });
    expect(changed.record.message).toBe('1 pixels differ');
    expect(
      PNG.sync.read(await readFile(path.join(folder, decodeURIComponent(changed.diff!)))),
    ).toMatchObject({ width: 8, height: 8 });
    const added = shots.find(({ record }) => record.result === 'new')!;
    expect([added.baseline, added.diff, added.actual !== undefined]).toEqual([
      undefined,
      undefined,
      true,
    ]);
  });
});
