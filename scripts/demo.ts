// `npm run demo`: builds, then serves the demo page with the fake backend on http://localhost:8080.
import { runnerImport } from 'vite';

const { module } = await runnerImport<typeof import('../demo/server')>('./demo/server.ts');
const port = Number(process.env.PORT ?? 8080);
const server = await module.startDemoServer({ port });
console.log(`Demo: ${server.url}/  (another site: add ?site=AT, ?site=PL, …)`);
