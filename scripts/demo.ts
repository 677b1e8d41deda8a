// `npm run demo`: builds, then serves the demo page with the fake backend on http://localhost:8080.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { runnerImport } from 'vite';

const { module } = await runnerImport<typeof import('../demo/server')>('./demo/server.ts');
// The `/ssr/` pages render with the built dist/server.js, imported here: Vite's runner has closed
// by the time the first page asks for it.
const renderer = (await import(
  pathToFileURL(path.resolve('dist/server.js')).href
)) as import('../demo/server-rendered-page').ServerModule;
const port = Number(process.env.PORT ?? 8080);
const server = await module.startDemoServer({ port, renderer });
console.log(`Demo: ${server.url}/  (another site: add ?site=AT, ?site=PL, …)`);
