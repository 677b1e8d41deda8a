// `npm run size`: raw, gzip and brotli size of what each entry makes a browser download at
// once (the entry and every chunk it imports statically), and of every lazily loaded chunk,
// against size-budgets.json.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

interface Budget {
  /** Brotli bytes, what a shopper's browser downloads. */
  brotli: number;
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
const rows: string[][] = [['what', 'files', 'raw', 'gzip', 'brotli', 'budget (brotli)', '']];
const failures: string[] = [];

async function report(name: string, files: string[]) {
  const content = Buffer.concat(await Promise.all(files.map((file) => readFile(file))));
  const gzip = gzipSync(content, { level: 9 }).length;
  const brotli = brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;
  const budget = budgetOf(name);
  let verdict = 'ok';
  if (!budget) {
    verdict = 'NO BUDGET';
    failures.push(`${name} has no budget in size-budgets.json`);
  } else if (brotli > budget.brotli) {
    verdict = 'OVER';
    failures.push(`${name} is ${kb(brotli)} brotli, over its budget of ${kb(budget.brotli)}`);
  }
  rows.push([
    name,
    String(files.length),
    kb(content.length),
    kb(gzip),
    kb(brotli),
    budget ? kb(budget.brotli) : '—',
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
for (const folder of ['dist/chunks', 'dist/elements/chunks', 'dist/lib']) {
  for (const chunk of await scripts(folder)) {
    if (!loadedAtOnce.has(chunk)) await report(withoutHash(chunk), [chunk]);
  }
}

const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
for (const row of rows)
  console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  '));

if (failures.length > 0) {
  console.error(`\n${failures.join('\n')}`);
  process.exit(1);
}
