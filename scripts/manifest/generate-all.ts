import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import type { ElementDefinition } from '../../src/element-kit/definition/element-definition';
import { LIBRARY_VERSION } from '../../src/element-kit/definition/library-version';
import { manifestText } from './build-manifest';
import { VSCODE_DATA_FILE, WEB_TYPES_FILE, vscodeCustomData, webTypes } from './editor-data';
import {
  componentsSource,
  definitionsSource,
  elementRegistrationsSource,
  entrySource,
  pascalCase,
  registrationsSource,
  runtimeDefinitionSource,
  runtimeDefinitionsSource,
  typingsSource,
  type ElementSource,
} from './generated-sources';
import { JSX_TYPINGS_FILE, jsxTypingsSource } from './jsx-typings';
import { README_FILE, readmeWithSections } from './readme-sections';

export const GENERATED_DIR = 'src/elements/generated';
/** The editor data and the JSX typings outside React, published with the package. */
export const EDITOR_DIR = 'editor';

/** `shop-modal` → `shopModalDefinition`: the export every `<tag>.definition.ts` must have. */
export function definitionExportOf(tag: string): string {
  const pascal = pascalCase(tag);
  return `${pascal.charAt(0).toLowerCase()}${pascal.slice(1)}Definition`;
}

const jsonText = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** Every file `npm run manifest` writes, path → content, formatted as the repository keeps it. */
export async function generatedFiles(
  definitions: readonly ElementDefinition[],
): Promise<Map<string, string>> {
  const sources: ElementSource[] = [...definitions]
    .sort((a, b) => a.tag.localeCompare(b.tag))
    .map((definition) => ({ definition, definitionExport: definitionExportOf(definition.tag) }));
  const typescript: [string, string][] = [
    ['definitions.ts', definitionsSource(sources)],
    ['runtime-definitions.ts', runtimeDefinitionsSource(sources)],
    ...sources.map((source): [string, string] => [
      `runtime-definitions/${source.definition.tag}.ts`,
      runtimeDefinitionSource(source, sources),
    ]),
    ['element-registrations.ts', elementRegistrationsSource(sources)],
    ['registrations.ts', registrationsSource(sources)],
    ['components.ts', componentsSource(sources)],
    ['element-typings.ts', typingsSource(sources)],
    ...sources.map((source): [string, string] => [
      `entries/${source.definition.tag}.ts`,
      entrySource(source, source.definition.dependencies ?? []),
    ]),
  ];
  const files = new Map<string, string>();
  for (const [name, source] of typescript) {
    const filePath = path.join(GENERATED_DIR, name);
    const options = await resolveConfig(path.resolve(filePath));
    files.set(filePath, await format(source, { ...options, filepath: filePath }));
  }
  const definitionsByTag = sources.map((source) => source.definition);
  files.set('custom-elements.json', manifestText(definitionsByTag));
  // The editor files as written: Prettier skips editor/, as custom-elements.json, since
  // formatting them (140 KB) doubled the time the freshness tests take.
  files.set(VSCODE_DATA_FILE, jsonText(vscodeCustomData(definitionsByTag)));
  files.set(WEB_TYPES_FILE, jsonText(webTypes(definitionsByTag, LIBRARY_VERSION)));
  files.set(JSX_TYPINGS_FILE, jsxTypingsSource(definitionsByTag));
  const readme = readmeWithSections(await readFile(README_FILE, 'utf8'), definitionsByTag);
  files.set(
    README_FILE,
    await format(readme, { ...(await resolveConfig(README_FILE)), filepath: README_FILE }),
  );
  return files;
}
