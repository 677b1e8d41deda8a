// `npm run size`: raw, gzip and brotli size of what each entry makes a browser download at
// once (the entry and every chunk it imports statically), of every lazily loaded chunk, and of
// the page sheet's font files a page of each site loads, against size-budgets.json.
// `npm run size -- --out docs/figures/size.json` also writes the figures as JSON, which the
// docs' performance page shows against the budgets.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { SITES, SITE_CODES } from '../src/sites/sites.ts';
import { writeFigures } from './bench/figures-file.ts';

const { values: options } = parseArgs({
  options: { out: { type: 'string', default: '-' } },
});

/** One of the two. */
interface Budget {
  /** Brotli bytes, what a shopper's browser downloads. */
  brotli?: number;
  /** Bytes as they are: for files that come compressed (WOFF2), which no server compresses again. */
  raw?: number;
}

const budgets = JSON.parse(await readFile('size-budgets.json', 'utf8')) as Record<string, Budget>;

async function scripts(folder: string): Promise<string[]> {
  const files = await readdir(folder).catch(() => [] as string[]);
  return files.filter((file) => file.endsWith('.js')).map((file) => `${folder}/${file}`);
}

const STATIC_IMPORT = /(?:^|;|\})\s*import\s*(?:[^"'()]*?from\s*)?["']([^"']+)["']/g;

/** The file and every module it imports statically, transitively: what loads before it runs. */
async function initialLoad(entry: string, seen = new Set<string>()): Promise<Set<string>> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const code = await readFile(entry, 'utf8');
  for (const [, specifier] of code.matchAll(STATIC_IMPORT)) {
    if (specifier?.startsWith('.'))
      await initialLoad(path.join(path.dirname(entry), specifier), seen);
  }
  return seen;
}

/** Budget by file, else by the first pattern that matches (`*` stands for any part of a name). */
function budgetOf(name: string): Budget | undefined {
  if (budgets[name]) return budgets[name];
  const pattern = Object.keys(budgets).find((key) =>
    new RegExp(`^${key.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`).test(name),
  );
  return pattern ? budgets[pattern] : undefined;
}

/** Chunk file names carry a content hash; budgets name them without it. */
const withoutHash = (file: string) => file.replace(/-[\w-]{8}\.js$/, '.js');

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const rows: string[][] = [['what', 'files', 'raw', 'gzip', 'brotli', 'budget', '']];
/** The same figures as data, for `--out`. */
const figures: {
  name: string;
  files: number;
  rawBytes: number;
  gzipBytes: number;
  brotliBytes: number;
  budget: Budget | null;
}[] = [];
const failures: string[] = [];

async function report(name: string, files: string[]) {
  const content = Buffer.concat(await Promise.all(files.map((file) => readFile(file))));
  const gzip = gzipSync(content, { level: 9 }).length;
  const brotli = brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;
  const budget = budgetOf(name);
  const [measure, limit, size] =
    budget?.raw === undefined
      ? (['brotli', budget?.brotli, brotli] as const)
      : (['raw', budget.raw, content.length] as const);
  let verdict = 'ok';
  if (limit === undefined) {
    verdict = 'NO BUDGET';
    failures.push(`${name} has no budget in size-budgets.json`);
  } else if (size > limit) {
    verdict = 'OVER';
    failures.push(`${name} is ${kb(size)} ${measure}, over its budget of ${kb(limit)}`);
  }
  figures.push({
    name,
    files: files.length,
    rawBytes: content.length,
    gzipBytes: gzip,
    brotliBytes: brotli,
    budget: budget ?? null,
  });
  rows.push([
    name,
    String(files.length),
    kb(content.length),
    kb(gzip),
    kb(brotli),
    limit === undefined ? '—' : `${kb(limit)} ${measure}`,
    verdict,
  ]);
}

const entries = ['dist/shop-elements.js', 'dist/index.js', ...(await scripts('dist/elements'))];
const loadedAtOnce = new Set<string>();
for (const entry of entries) {
  const files = [...(await initialLoad(entry))];
  for (const file of files) loadedAtOnce.add(file);
  await report(`${entry} (initial load)`, files);
}
await report('dist/shop-elements.css', ['dist/shop-elements.css']);
await reportFonts();
for (const folder of ['dist/chunks', 'dist/elements/chunks', 'dist/lib']) {
  for (const chunk of await scripts(folder)) {
    if (!loadedAtOnce.has(chunk)) await report(withoutHash(chunk), [chunk]);
  }
}

/** The page sheet's faces: each file with the code points of its `unicode-range`. */
async function fontFaces(): Promise<{ file: string; has: (code: number) => boolean }[]> {
  const sheet = await readFile('dist/shop-elements.css', 'utf8');
  return [...sheet.matchAll(/@font-face\{([^}]*)\}/g)].map(([, rule = '']) => {
    const file = /url\(["']?(?:\.\/)?([^"')]+)/.exec(rule)?.[1];
    if (!file) throw new Error(`A @font-face of dist/shop-elements.css has no url(): ${rule}`);
    // `U+20-7E`, `U+E9` or, as minifiers write a whole block, `U+1??`.
    const ranges = (/unicode-range:([^;]+)/.exec(rule)?.[1] ?? 'U+0-10FFFF')
      .split(',')
      .map((range) => range.trim().slice(2))
      .map((range) =>
        range.includes('?')
          ? [parseInt(range.replaceAll('?', '0'), 16), parseInt(range.replaceAll('?', 'F'), 16)]
          : range.split('-').map((hex) => parseInt(hex, 16)),
      );
    return {
      file: `dist/${file}`,
      has: (code) => ranges.some(([from = 0, to = from]) => code >= from && code <= to),
    };
  });
}

/**
 * The font files a page of each site loads: a browser fetches a face when the page shows a
 * character of its `unicode-range`, and a page shows its site's catalogue (read as its source
 * file, a superset of its texts). Every file together is what a page that shows every character
 * loads (a German page once the country switcher lists "Česko").
 */
async function reportFonts() {
  const faces = await fontFaces();
  for (const site of SITE_CODES) {
    const source = await readFile(`src/i18n/catalogues/${SITES[site].language}.ts`, 'utf8');
    const codes = new Set([...source].map((char) => char.codePointAt(0)!));
    const files = faces.filter((face) => [...codes].some(face.has)).map((face) => face.file);
    await report(`fonts (${site} page)`, files);
  }
  await report(
    'fonts (all files)',
    faces.map((face) => face.file),
  );
}

const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
for (const row of rows)
  console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  '));

if (options.out !== '-') {
  // Sizes depend on the build, not on the machine: Node's version is all it records of it.
  await writeFigures(options.out, {
    measured: new Date().toISOString(),
    machine: { node: process.version },
    entries: figures,
  });
  console.error(`wrote ${options.out}`);
}

if (failures.length > 0) {
  console.error(`\n${failures.join('\n')}`);
  process.exit(1);
}
