import { readFile } from 'node:fs/promises';
import Ajv from 'ajv';
import schema from 'custom-elements-manifest/schema.json';
import { describe, expect, it } from 'vitest';
import { manifestText } from '../../scripts/manifest/build-manifest';
import { ELEMENT_DEFINITIONS } from '../../src/elements/definitions';

describe('custom-elements.json', () => {
  it('given the element registry, the committed manifest is up to date (else run npm run manifest)', async () => {
    const committed = await readFile('custom-elements.json', 'utf8');
    expect(committed, 'custom-elements.json is stale: run `npm run manifest`').toBe(
      manifestText(ELEMENT_DEFINITIONS),
    );
  });

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
      ELEMENT_DEFINITIONS.map((definition) => definition.tag),
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
    const tags = ELEMENT_DEFINITIONS.map((definition) => definition.tag);
    expect(new Set(tags).size).toBe(tags.length);
  });
});
