// `npm run new-element -- shop-store-finder`: writes a new element folder of the project's
// anatomy, with its story and browser test, then runs the manifest so the element is registered
// (src/elements/generated/, custom-elements.json). Fill the folder, then run the manifest again.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { formattedElementScaffold } from './new-element/element-scaffold.ts';

const [tag] = process.argv.slice(2);
if (!tag) {
  console.error('Usage: npm run new-element -- shop-<name>');
  process.exit(1);
}

let files: ReadonlyMap<string, string>;
try {
  files = await formattedElementScaffold(tag);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const taken = [...files.keys()].filter((path) => existsSync(path));
if (existsSync(`src/elements/${tag}`) || taken.length > 0) {
  console.error(`<${tag}> exists already (${[`src/elements/${tag}`, ...taken].join(', ')}).`);
  process.exit(1);
}

for (const [path, text] of files) {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, text);
  console.log(`wrote ${path}`);
}

execFileSync(process.execPath, ['scripts/manifest.ts'], { stdio: 'inherit' });
console.log(
  `\n<${tag}> is registered. Fill its folder (definition first), then run \`npm run manifest\`.`,
);
