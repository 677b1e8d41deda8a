// `npm run size`: raw, gzip and brotli size of every built entry, against size-budgets.json.
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

async function entries(): Promise<string[]> {
  return [
    'dist/shop-elements.js',
    'dist/shop-elements.css',
    'dist/index.js',
    ...(await scripts('dist/chunks')),
    ...(await scripts('dist/elements')),
    ...(await scripts('dist/elements/chunks')),
    ...(await scripts('dist/lib')),
  ];
}

/**
 * The budget of a file: its own entry, else the first entry whose pattern matches (`*` stands
 * for any part of a name). Chunk names carry a content hash, which the match leaves out.
 */
function budgetOf(file: string): Budget | undefined {
  const hashed = file.includes('chunks/') || file.startsWith('dist/lib/');
  const name = hashed ? file.replace(/-[\w-]{8}\.js$/, '.js') : file;
  if (budgets[name]) return budgets[name];
  const pattern = Object.keys(budgets).find((key) =>
    new RegExp(`^${key.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`).test(name),
  );
  return pattern ? budgets[pattern] : undefined;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const rows: string[][] = [['file', 'raw', 'gzip', 'brotli', 'budget (brotli)', '']];
const failures: string[] = [];

for (const file of await entries()) {
  const content = await readFile(file);
  const gzip = gzipSync(content, { level: 9 }).length;
  const brotli = brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;
  const budget = budgetOf(file);
  let verdict = 'ok';
  if (!budget) {
    verdict = 'NO BUDGET';
    failures.push(`${file} has no budget in size-budgets.json`);
  } else if (brotli > budget.brotli) {
    verdict = 'OVER';
    failures.push(`${file} is ${kb(brotli)} brotli, over its budget of ${kb(budget.brotli)}`);
  }
  rows.push([
    path.relative('.', file),
    kb(content.length),
    kb(gzip),
    kb(brotli),
    budget ? kb(budget.brotli) : '—',
    verdict,
  ]);
}

const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
for (const row of rows)
  console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  '));

if (failures.length > 0) {
  console.error(`\n${failures.join('\n')}`);
  process.exit(1);
}
