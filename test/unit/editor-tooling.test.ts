import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Ajv from 'ajv';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { generatedFiles, definitionExportOf } from '../../scripts/manifest/generate-all';
import {
  VSCODE_DATA_FILE,
  WEB_TYPES_FILE,
  type vscodeCustomData,
  type webTypes,
} from '../../scripts/manifest/editor-data';
import { JSX_TYPINGS_FILE } from '../../scripts/manifest/jsx-typings';
import {
  DOCS_ADDRESS,
  DOCS_ADDRESS_IS_PLACEHOLDER,
  docsPageAddress,
} from '../../scripts/manifest/docs-address';
import { COMMON_ATTRIBUTES } from '../../src/element-kit/definition/common-attributes';
import type { ElementDefinition } from '../../src/element-kit/definition/element-definition';
import packageJson from '../../package.json';

const definitionModules = import.meta.glob<Record<string, ElementDefinition>>(
  '../../src/elements/shop-*/shop-*.definition.ts',
  { eager: true },
);
const DEFINITIONS = Object.entries(definitionModules)
  .map(([file, module]) => {
    const tag = /elements\/(shop-[a-z-]+)\//.exec(file)?.[1] ?? '';
    return module[definitionExportOf(tag)] as ElementDefinition;
  })
  .sort((a, b) => a.tag.localeCompare(b.tag));

const readJson = async <T>(file: string) => JSON.parse(await readFile(file, 'utf8')) as T;
const attributesOf = (definition: ElementDefinition) => [
  ...COMMON_ATTRIBUTES,
  ...definition.attributes,
];

describe('the editor files', () => {
  let generated: Map<string, string>;
  beforeAll(async () => {
    generated = await generatedFiles(DEFINITIONS);
  }, 60_000);

  it.each([VSCODE_DATA_FILE, WEB_TYPES_FILE, JSX_TYPINGS_FILE])(
    'given the element definitions, %s is what npm run manifest makes of them now',
    async (file) => {
      const expected = generated.get(file);
      expect(expected, `npm run manifest writes ${file}`).toBeDefined();
      expect(await readFile(file, 'utf8'), `${file} is stale: run \`npm run manifest\``).toBe(
        expected,
      );
    },
  );

  it('given the published package, package.json lists them and points editors at them', () => {
    expect(packageJson.files).toContain('editor');
    expect(packageJson['web-types']).toBe(`./${WEB_TYPES_FILE}`);
    expect(packageJson.contributes.html.customData).toEqual([`./${VSCODE_DATA_FILE}`]);
    expect(packageJson.exports['./jsx'].types).toBe(`./${JSX_TYPINGS_FILE}`);
  });
});

type VsCodeData = ReturnType<typeof vscodeCustomData>;

/** The rules of VS Code's custom HTML data (vscode-html-languageservice, format 1.1) we rely on. */
const VSCODE_DATA_SCHEMA = {
  type: 'object',
  required: ['version', 'tags'],
  properties: {
    version: { const: 1.1 },
    tags: {
      type: 'array',
      items: {
        type: 'object',
        required: ['name', 'description', 'attributes', 'references'],
        properties: {
          name: { type: 'string', pattern: '^[a-z][a-z0-9]*-[a-z0-9-]+$' },
          description: { $ref: '#/$defs/markup' },
          attributes: {
            type: 'array',
            items: {
              type: 'object',
              required: ['name', 'description'],
              additionalProperties: false,
              properties: {
                name: { type: 'string', minLength: 1 },
                description: { $ref: '#/$defs/markup' },
                valueSet: { type: 'string' },
                values: {
                  type: 'array',
                  minItems: 1,
                  items: {
                    type: 'object',
                    required: ['name'],
                    properties: { name: { type: 'string' } },
                  },
                },
              },
            },
          },
          references: {
            type: 'array',
            items: {
              type: 'object',
              required: ['name', 'url'],
              properties: { name: { type: 'string' }, url: { type: 'string', format: 'uri' } },
            },
          },
        },
      },
    },
  },
  $defs: {
    markup: {
      type: 'object',
      required: ['kind', 'value'],
      properties: { kind: { enum: ['markdown', 'plaintext'] }, value: { type: 'string' } },
    },
  },
};

describe('VS Code custom HTML data', () => {
  it('given the file, it has the shape of custom data 1.1', async () => {
    const validate = new Ajv({ allErrors: true, validateFormats: false }).compile(
      VSCODE_DATA_SCHEMA,
    );
    const data = await readJson<unknown>(VSCODE_DATA_FILE);
    expect(validate(data), JSON.stringify(validate.errors, null, 2)).toBe(true);
  });

  it('given every element, an editor completes its tag, each attribute and each enum value, and its hover lists the events and parts', async () => {
    const data = await readJson<VsCodeData>(VSCODE_DATA_FILE);
    expect(data.tags.map((tag) => tag.name)).toEqual(DEFINITIONS.map(({ tag }) => tag));
    for (const definition of DEFINITIONS) {
      const tag = data.tags.find(({ name }) => name === definition.tag);
      expect(tag?.description.value).toContain(definition.summary);
      for (const { name } of [...definition.events, ...definition.parts])
        expect(tag?.description.value, `${definition.tag} lists ${name}`).toContain(`\`${name}\``);
      for (const attribute of attributesOf(definition)) {
        const entry = tag?.attributes.find(({ name }) => name === attribute.name);
        expect(entry?.description.value, `${definition.tag} ${attribute.name}`).toContain(
          attribute.description,
        );
        if (attribute.type === 'enum')
          expect(entry?.values?.map(({ name }) => name)).toEqual([...attribute.values]);
        if (attribute.type === 'boolean') expect(entry?.valueSet).toBe('v');
      }
    }
  });

  it("given a tag's hover, its link opens the element's page on the docs site", async () => {
    const data = await readJson<VsCodeData>(VSCODE_DATA_FILE);
    for (const tag of data.tags) {
      const [reference] = tag.references;
      expect(reference?.url).toBe(`${DOCS_ADDRESS}?path=/docs/elements-${tag.name}--docs`);
      // The docs page's id comes from the story file's title, `Elements/<tag>`.
      const stories = await readFile(`stories/elements/${tag.name}.stories.tsx`, 'utf8');
      expect(stories).toContain(`title: 'Elements/${tag.name}'`);
    }
  });
});

type WebTypes = ReturnType<typeof webTypes>;

/** The rules of the web-types schema (json.schemastore.org/web-types) for HTML elements. */
const WEB_TYPES_SCHEMA = {
  type: 'object',
  required: ['name', 'version', 'contributions'],
  properties: {
    $schema: { const: 'https://json.schemastore.org/web-types' },
    name: { type: 'string' },
    version: { type: 'string', pattern: '^\\d+\\.\\d+\\.\\d+(-[0-9A-Za-z.-]+)?$' },
    'description-markup': { enum: ['html', 'markdown', 'none'] },
    'js-types-syntax': { enum: ['typescript'] },
    contributions: {
      type: 'object',
      additionalProperties: false,
      properties: {
        html: {
          type: 'object',
          required: ['elements'],
          properties: { elements: { type: 'array', items: { $ref: '#/$defs/element' } } },
        },
      },
    },
  },
  $defs: {
    named: {
      type: 'object',
      required: ['name'],
      properties: {
        name: { type: 'string' },
        description: { type: 'string' },
        'doc-url': { type: 'string', format: 'uri' },
      },
    },
    element: {
      allOf: [{ $ref: '#/$defs/named' }],
      properties: {
        attributes: { type: 'array', items: { $ref: '#/$defs/attribute' } },
        slots: { type: 'array', items: { $ref: '#/$defs/named' } },
        js: {
          type: 'object',
          properties: { events: { type: 'array', items: { $ref: '#/$defs/named' } } },
        },
        css: {
          type: 'object',
          additionalProperties: false,
          properties: {
            parts: { type: 'array', items: { $ref: '#/$defs/named' } },
            properties: {
              type: 'array',
              items: {
                allOf: [{ $ref: '#/$defs/named' }],
                properties: { name: { pattern: '^--' } },
              },
            },
          },
        },
      },
    },
    attribute: {
      allOf: [{ $ref: '#/$defs/named' }],
      required: ['value'],
      properties: {
        default: { type: 'string' },
        required: { type: 'boolean' },
        value: {
          type: 'object',
          required: ['kind'],
          properties: {
            kind: { enum: ['no-value', 'plain', 'expression'] },
            type: { type: 'string' },
          },
        },
        values: { type: 'array', items: { $ref: '#/$defs/named' } },
      },
    },
  },
};

describe('JetBrains web-types', () => {
  it('given the file, it follows the web-types rules for HTML elements', async () => {
    const validate = new Ajv({ allErrors: true, validateFormats: false }).compile(WEB_TYPES_SCHEMA);
    const data = await readJson<unknown>(WEB_TYPES_FILE);
    expect(validate(data), JSON.stringify(validate.errors, null, 2)).toBe(true);
  });

  it('given every element, it names its attributes and values, events, slots, parts and CSS properties', async () => {
    const data = await readJson<WebTypes>(WEB_TYPES_FILE);
    expect(data.version).toBe(packageJson.version);
    const elements = data.contributions.html.elements;
    expect(elements.map(({ name }) => name)).toEqual(DEFINITIONS.map(({ tag }) => tag));
    for (const definition of DEFINITIONS) {
      const element = elements.find(({ name }) => name === definition.tag);
      expect(element?.['doc-url']).toBe(docsPageAddress(definition.tag));
      for (const attribute of attributesOf(definition)) {
        const entry = element?.attributes.find(({ name }) => name === attribute.name);
        expect(entry?.value.kind).toBe(attribute.type === 'boolean' ? 'no-value' : 'plain');
        if (attribute.type === 'enum')
          expect(entry?.values?.map(({ name }) => name)).toEqual([...attribute.values]);
      }
      expect(element?.js.events.map(({ name }) => name)).toEqual(
        definition.events.map(({ name }) => name),
      );
      expect(element?.slots.map(({ name }) => name)).toEqual(
        definition.slots.map(({ name }) => name),
      );
      expect(element?.css.parts.map(({ name }) => name)).toEqual(
        definition.parts.map(({ name }) => name),
      );
      expect(element?.css.properties.map(({ name }) => name)).toEqual(
        definition.cssProperties.map(({ name }) => name),
      );
    }
  });
});

/**
 * A project with a JSX framework that is not installed here: a stub of the framework's JSX
 * namespace as Solid declares it (`declare module 'solid-js' { namespace JSX … }`), the
 * augmentation the Install and versions page (docs/developers/Install.mdx) tells users to write, and JSX that uses the tags.
 */
const FIXTURE: Record<string, string> = {
  'dom-stub.d.ts': 'interface HTMLElement { readonly tagName: string }',
  'solid-js-stub.d.ts': `declare module 'solid-js' {
  export namespace JSX {
    interface Element {}
    interface HTMLAttributes<T> { class?: string; id?: string; ref?: T }
    interface IntrinsicElements { div: HTMLAttributes<HTMLElement> }
  }
}`,
  'shop-elements-jsx.d.ts': `import type { ShopElementsIntrinsicElementsWith } from '${path.resolve(JSX_TYPINGS_FILE).replace(/\.d\.ts$/, '')}';
declare module 'solid-js' {
  namespace JSX {
    interface IntrinsicElements extends ShopElementsIntrinsicElementsWith<HTMLAttributes<HTMLElement>> {}
  }
}`,
  'page.tsx': `import type { JSX } from 'solid-js';
declare global { namespace JSX { type IntrinsicElements = import('solid-js').JSX.IntrinsicElements; type Element = import('solid-js').JSX.Element } }
export const page = (
  <div>
    <shop-modal open heading="Hinweis" size="S" site="AT" class="note" />
    <shop-search placement="flyout" locale="pl-PL" />
    {/* @ts-expect-error: size takes S, M or L */}
    <shop-modal size="XL" />
    {/* @ts-expect-error: site takes the nine site codes */}
    <shop-footer site="FR" />
    {/* @ts-expect-error: no such tag */}
    <shop-unknown />
  </div>
);
export const props: JSX.IntrinsicElements['shop-search'] = { placement: 'overlay', id: 'search' };
`,
};

function compileFixture(): readonly ts.Diagnostic[] {
  const root = path.resolve('test/types/jsx-outside-react');
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    jsx: ts.JsxEmit.Preserve,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts'],
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const virtual = new Map(
    Object.entries(FIXTURE).map(([name, text]) => [path.join(root, name), text]),
  );
  const { getSourceFile, fileExists, readFile: read } = host;
  host.fileExists = (file) => virtual.has(file) || fileExists.call(host, file);
  host.readFile = (file) => virtual.get(file) ?? read.call(host, file);
  host.getSourceFile = (file, language, ...rest) => {
    const text = virtual.get(file);
    return text === undefined
      ? getSourceFile.call(host, file, language, ...rest)
      : ts.createSourceFile(file, text, language);
  };
  const program = ts.createProgram([...virtual.keys()], options, host);
  return ts.getPreEmitDiagnostics(program);
}

describe('the JSX typings outside React', () => {
  it('given a Solid-style JSX namespace extended with them, tags type-check with their attribute values and wrong values fail', () => {
    const messages = compileFixture().map((diagnostic) =>
      ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
    );
    expect(messages).toEqual([]);
  }, 30_000);

  it('given the typings file, it imports nothing, so no framework needs to be installed', async () => {
    const source = await readFile(JSX_TYPINGS_FILE, 'utf8');
    expect(source).not.toMatch(/^\s*import\b/m);
    expect(source).not.toMatch(/from '/);
  });
});

describe("the docs site's address", () => {
  let generated: Map<string, string>;
  beforeAll(async () => {
    generated = await generatedFiles(DEFINITIONS);
  }, 60_000);

  it('is one setting, docsAddress in package.json: an http(s) address ending in /', () => {
    expect(DOCS_ADDRESS).toBe(packageJson.docsAddress);
    expect(DOCS_ADDRESS).toMatch(/^https?:\/\/[^/]+\/(.*\/)?$/);
  });

  it('while unknown, it is a placeholder on the reserved .invalid domain, which says so', () => {
    // A placeholder must never look like a real address: once the site is hosted, this passes
    // because the address is real (not under .invalid).
    expect(new URL(DOCS_ADDRESS).hostname.endsWith('.invalid')).toBe(DOCS_ADDRESS_IS_PLACEHOLDER);
    if (DOCS_ADDRESS_IS_PLACEHOLDER) expect(DOCS_ADDRESS).toContain('not-set');
  });

  it.each(['custom-elements.json', VSCODE_DATA_FILE, WEB_TYPES_FILE, JSX_TYPINGS_FILE])(
    "given %s as npm run manifest writes it, each tag's docs link starts with the setting",
    (file) => {
      const text = generated.get(file) ?? '';
      const links = text.match(/https?:\/\/[^\s"'`)<>]*\?path=\/docs\/[^\s"'`)<>]*/g) ?? [];
      expect(links.length, `${file} links each tag to its page`).toBeGreaterThanOrEqual(
        DEFINITIONS.length,
      );
      expect(links.filter((link) => !link.startsWith(DOCS_ADDRESS))).toEqual([]);
      expect(text).not.toMatch(/localhost:6006/);
    },
  );

  it("given the manifest, each tag's docsUrl is its element's page", () => {
    const manifest = JSON.parse(generated.get('custom-elements.json') ?? '{}') as {
      modules: { declarations: { tagName: string; docsUrl?: string }[] }[];
    };
    const declarations = manifest.modules.flatMap((module) => module.declarations);
    expect(declarations.length).toBe(DEFINITIONS.length);
    for (const declaration of declarations) {
      expect(declaration.docsUrl).toBe(docsPageAddress(declaration.tagName));
    }
  });

  it('given the README, its docs site paragraph names the address and where it is set', () => {
    const readme = generated.get('README.md') ?? '';
    const paragraph = /<!-- docs-site:start[^>]*-->([\s\S]*?)<!-- docs-site:end -->/
      .exec(readme)?.[1]
      ?.replace(/\s+/g, ' ');
    expect(paragraph).toContain(DOCS_ADDRESS);
    expect(paragraph).toContain('`docsAddress` in package.json');
    expect(paragraph).toContain('npm run docs:build');
  });
});
