// `npm run manifest`: writes custom-elements.json from the element registry.
import { writeFile } from 'node:fs/promises';
import { runnerImport } from 'vite';

const { module: definitions } = await runnerImport<typeof import('../src/elements/definitions')>(
  './src/elements/definitions.ts',
);
const { module: generator } = await runnerImport<typeof import('./manifest/build-manifest')>(
  './scripts/manifest/build-manifest.ts',
);
await writeFile('custom-elements.json', generator.manifestText(definitions.ELEMENT_DEFINITIONS));
console.log(`custom-elements.json: ${definitions.ELEMENT_DEFINITIONS.length} elements`);
