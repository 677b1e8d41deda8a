/* global process, console, performance */
// One fresh Node process of `npm run bench:server` (scripts/bench-server.ts starts it): imports the
// built `dist/server.js` and renders from the answers in the JSON file it is given, then prints
// its figures as one line of JSON. `cold`: the import and the first header render, and the
// resident memory after them. `warm`: each tag rendered until warm, then timed render by render.
// Plain JavaScript, so Node loads no TypeScript stripping into the process it measures.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const { residentMemory } = createRequire(import.meta.url)('./resident-memory.cjs');

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
      ...residentMemory(),
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
