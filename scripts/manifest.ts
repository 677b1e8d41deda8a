// `npm run manifest`: finds every element folder (src/elements/<tag>/<tag>.definition.ts) and
// writes the generated registry, define functions, React exports and typings
// (src/elements/generated/), custom-elements.json and the editor data and JSX typings (editor/)
// from them.
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { runnerImport } from 'vite';
import type { ElementDefinition } from '../src/element-kit/definition/element-definition';

const { module: generator } = await runnerImport<typeof import('./manifest/generate-all')>(
  './scripts/manifest/generate-all.ts',
);

const folders = (await readdir('src/elements', { withFileTypes: true }))
  .filter((entry) => entry.isDirectory() && entry.name.startsWith('shop-'))
  .map((entry) => entry.name);

const definitions: ElementDefinition[] = [];
for (const tag of folders) {
  const { module } = await runnerImport<Record<string, ElementDefinition | undefined>>(
    `./src/elements/${tag}/${tag}.definition.ts`,
  );
  const definition = module[generator.definitionExportOf(tag)];
  if (definition?.tag !== tag) {
    throw new Error(
      `src/elements/${tag}/${tag}.definition.ts must export ${generator.definitionExportOf(tag)} with tag "${tag}".`,
    );
  }
  definitions.push(definition);
}

await rm(generator.GENERATED_DIR, { recursive: true, force: true });
await mkdir(`${generator.GENERATED_DIR}/entries`, { recursive: true });
await mkdir(`${generator.GENERATED_DIR}/runtime-definitions`, { recursive: true });
await mkdir(generator.EDITOR_DIR, { recursive: true });
for (const [file, content] of await generator.generatedFiles(definitions)) {
  await writeFile(file, content);
}
console.log(
  `npm run manifest: ${definitions.length} elements → ${generator.GENERATED_DIR}/, custom-elements.json, ${generator.EDITOR_DIR}/`,
);
