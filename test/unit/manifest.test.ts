import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import Ajv from 'ajv';
import schema from 'custom-elements-manifest/schema.json';
import { describe, expect, it } from 'vitest';
import { definitionExportOf, generatedFiles } from '../../scripts/manifest/generate-all';
import type { ElementDefinition } from '../../src/element-kit/definition/element-definition';

/** Every element folder's definition, found the way `npm run manifest` finds them. */
const definitionModules = import.meta.glob<Record<string, ElementDefinition>>(
  '../../src/elements/shop-*/shop-*.definition.ts',
  { eager: true },
);
const DEFINITIONS = Object.entries(definitionModules).map(([file, module]) => {
  const tag = /elements\/(shop-[a-z-]+)\//.exec(file)?.[1] ?? '';
  return module[definitionExportOf(tag)] as ElementDefinition;
});

describe('the generated registry', () => {
  it('given the element folders, every generated file is up to date (else run npm run manifest)', async () => {
    for (const [file, expected] of await generatedFiles(DEFINITIONS)) {
      const committed = await readFile(file, 'utf8').catch(() => '(missing)');
      expect(committed, `${file} is stale: run \`npm run manifest\``).toBe(expected);
    }
    // Prettier formats every generated TypeScript file: seconds on a loaded 2-core machine.
  }, 30_000);

  it('given an element folder, it holds its definition and its declaration', () => {
    expect(DEFINITIONS.length).toBeGreaterThan(0);
    for (const definition of DEFINITIONS) {
      expect(definition, 'a definition module exports <camelTag>Definition').toBeDefined();
      expect(existsSync(`src/elements/${definition.tag}/${definition.tag}.element.ts`)).toBe(true);
    }
  });

  it('given a definition with a new attribute, the generated files change, so a stale commit fails', async () => {
    const [first] = DEFINITIONS;
    if (!first) throw new Error('no element definitions found');
    const changed = {
      ...first,
      attributes: [
        ...first.attributes,
        { name: 'closable', type: 'boolean' as const, description: 'A new attribute.' },
      ],
    };
    const before = await generatedFiles([first]);
    const after = await generatedFiles([changed]);
    const runtimeFile = `src/elements/generated/runtime-definitions/${first.tag}.ts`;
    expect(after.get('custom-elements.json')).toContain('"closable"');
    expect(after.get(runtimeFile)).toContain('closable');
    expect(after.get(runtimeFile)).not.toBe(before.get(runtimeFile));
  }, 30_000);
});

describe('custom-elements.json', () => {
  it('validates against the Custom Elements Manifest schema', async () => {
    const manifest: unknown = JSON.parse(await readFile('custom-elements.json', 'utf8'));
    const validate = new Ajv({ strict: false, allErrors: true }).compile(schema);
    expect(validate(manifest), JSON.stringify(validate.errors, null, 2)).toBe(true);
  });

  it('documents every element with site and locale, its events, slots, parts and CSS properties', async () => {
    const manifest = JSON.parse(await readFile('custom-elements.json', 'utf8')) as {
      modules: { declarations: Record<string, unknown>[] }[];
    };
    const declarations = manifest.modules.flatMap((module) => module.declarations);
    expect(declarations.map((declaration) => declaration.tagName)).toEqual(
      DEFINITIONS.map((definition) => definition.tag).sort(),
    );
    for (const declaration of declarations) {
      const attributes = (declaration.attributes as { name: string }[]).map(
        (attribute) => attribute.name,
      );
      expect(attributes.slice(0, 2)).toEqual(['site', 'locale']);
      for (const key of ['events', 'slots', 'cssParts', 'cssProperties']) {
        expect(declaration).toHaveProperty(key);
      }
    }
  });

  it('names each tag once', () => {
    const tags = DEFINITIONS.map((definition) => definition.tag);
    expect(new Set(tags).size).toBe(tags.length);
  });
});
