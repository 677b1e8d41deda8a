/* global process, console, performance */
// One fresh Node process of `npm run bench:server` (scripts/bench-server.ts starts it): imports the
// built `dist/server.js` and renders from the answers in the JSON file it is given, then prints
// its figures as one line of JSON. `cold`: the import and the first header render, and the
// resident memory after them. `warm`: each tag rendered until warm, then timed render by render.
// Plain JavaScript, so Node loads no TypeScript stripping into the process it measures.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Resident memory in two parts, where Linux tells them (`/proc/self/status`): the process's own
 * (anonymous) pages, and the pages mapped from files, mostly the Node binary's code, which every
 * Node process on the machine shares.
 * @returns {{ ownMiB: number, fileBackedMiB: number } | undefined}
 */
function residentParts() {
  if (!existsSync('/proc/self/status')) return undefined;
  const status = readFileSync('/proc/self/status', 'utf8');
  /** @param {string} field */
  const kibOf = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  const own = kibOf('RssAnon');
  const fileBacked = kibOf('RssFile');
  if (!Number.isFinite(own) || !Number.isFinite(fileBacked)) return undefined;
  return { ownMiB: own / 1024, fileBackedMiB: fileBacked / 1024 };
}

const [mode, answersFile, rendersArgument] = process.argv.slice(2);
const answers = JSON.parse(readFileSync(answersFile, 'utf8'));
const site = 'DE';
const renders = Number(rendersArgument ?? 200);
const TAGS = ['shop-header', 'shop-footer', 'shop-layout'];

const importStart = performance.now();
/** @type {typeof import('../../src/server')} */
const server = await import(pathToFileURL(path.resolve('dist/server.js')).href);
const imported = performance.now();
/** @param {string} tag */
const render = (tag) => server.renderElement(tag, { site, data: answers });

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];

if (mode === 'cold') {
  await render('shop-header');
  const rendered = performance.now();
  console.log(
    JSON.stringify({
      importMs: imported - importStart,
      firstHeaderRenderMs: rendered - imported,
      coldStartMs: rendered - importStart,
      sinceProcessStartMs: rendered,
      rssMiB: process.memoryUsage().rss / 2 ** 20,
      ...residentParts(),
    }),
  );
} else {
  /** @type {Record<string, number>} */
  const warm = {};
  for (const tag of TAGS) {
    for (let run = 0; run < 50; run += 1) await render(tag);
    const times = [];
    for (let run = 0; run < renders; run += 1) {
      const start = performance.now();
      await render(tag);
      times.push(performance.now() - start);
    }
    warm[tag] = median(times);
  }
  console.log(JSON.stringify(warm));
}
