// The committed baselines as the designers' pages show them (`npm run visual:report`, and the
// docs site's gallery that `npm run docs:build` writes): each file with its element, site and
// width, and its picture copied beside the page.
import { copyFile, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { VISUAL_BASELINE_DIR } from '../../test/visual/paths.ts';
import { parseBaselineName, type ComparisonRecord } from '../../test/visual/records.ts';
import type { GalleryShot } from './gallery-page.ts';

/** The PNG files of a folder, sorted (none when it does not exist). */
export async function pngs(folder: string): Promise<string[]> {
  const files = await readdir(folder).catch(() => [] as string[]);
  return files.filter((file) => file.endsWith('.png')).sort();
}

/** The committed baselines' file names (`elements-shop-footer-desktop__de_xl.png`), sorted. */
export const baselineFiles = (): Promise<string[]> => pngs(VISUAL_BASELINE_DIR);

/** Story files that show several elements, one per story: `Elements/Every site`, `…/Longest texts`. */
const STORY_FILES_OF_SEVERAL_ELEMENTS = new Set(['every-site', 'longest-texts']);

/**
 * The element of a story id (`shop-footer`, `button`), from the story files' names: what a
 * stories run records with each screenshot, found again without a run.
 */
export async function storyElements(): Promise<(storyId: string) => string> {
  const storyFiles = (await readdir(path.resolve('stories'), { recursive: true }).catch(() => []))
    .map((file) => path.basename(String(file)))
    .filter((file) => file.endsWith('.stories.tsx'))
    .map((file) => file.replace(/\.stories\.tsx$/, ''))
    .sort((a, b) => b.length - a.length);
  return (storyId) => {
    const rest = storyId.replace(/^(elements|primitives|foundations)-/, '');
    const file = storyFiles.find((stem) => rest.startsWith(`${stem}-`));
    if (file && !STORY_FILES_OF_SEVERAL_ELEMENTS.has(file)) return file;
    // Their stories are named after the element without its `shop-` prefix.
    const inner = storyFiles.find(
      (stem) => stem.startsWith('shop-') && rest.includes(stem.slice(5)),
    );
    return inner ?? file ?? rest.split('-')[0] ?? 'unknown';
  };
}

/** Copies pictures into `<folder>/images/`; each copy's address is relative to the folder. */
export async function imageCopier(
  folder: string,
): Promise<(source: string, name: string) => Promise<string>> {
  const images = path.join(folder, 'images');
  await mkdir(images, { recursive: true });
  return async (source, name) => {
    await copyFile(source, path.join(images, name));
    return `images/${encodeURIComponent(name)}`;
  };
}

/**
 * A baseline as a gallery card: element, site and width from its record in the last run, else
 * from its file name. Shown with a run (`npm run visual:report`), it has that run's status:
 * `not compared` without a record.
 */
export function galleryShot(
  file: string,
  src: string,
  elementOf: (storyId: string) => string,
  run?: { record: ComparisonRecord | undefined },
): GalleryShot {
  const name = file.replace(/\.png$/, '');
  const parsed = parseBaselineName(name);
  const record = run?.record;
  return {
    name,
    element: record?.element ?? (parsed ? elementOf(parsed.storyId) : 'unknown'),
    site: record?.site ?? parsed?.site ?? 'unknown',
    width: record?.width ?? parsed?.width ?? 'unknown',
    src,
    ...(run && {
      status: record ? (record.result === 'updated' ? 'updated' : 'match') : 'not compared',
      empty: record?.empty,
    }),
  };
}

/** By element, then by name. */
export const byElementAndName = (a: GalleryShot, b: GalleryShot) =>
  a.element.localeCompare(b.element) || a.name.localeCompare(b.name);

/** Every committed baseline as a card, its picture copied into `<folder>/images/`. */
export async function baselineGallery(folder: string): Promise<GalleryShot[]> {
  const [files, elementOf, copy] = await Promise.all([
    baselineFiles(),
    storyElements(),
    imageCopier(folder),
  ]);
  const shots = await Promise.all(
    files.map(async (file) =>
      galleryShot(file, await copy(path.join(VISUAL_BASELINE_DIR, file), file), elementOf),
    ),
  );
  return shots.sort(byElementAndName);
}
