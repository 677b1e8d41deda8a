import * as prettier from 'prettier';
import {
  FOLDER_PARTS,
  OUTSIDE_PARTS,
  componentNameOf,
  partPath,
  type AnatomyPart,
} from './element-anatomy.ts';

/**
 * The files of a new element (`element-anatomy.ts`), as text: every part every element has, and
 * its CSS. They pass typecheck, lint and their tests as written; the author then fills them.
 */

/** `shop-` and lower-case words joined by single hyphens, as custom element names here are. */
const TAG_PATTERN = /^shop-[a-z]+(?:-[a-z]+)*$/;

export function isElementTag(tag: string): boolean {
  return TAG_PATTERN.test(tag);
}

/** `shop-store-finder` → `shopStoreFinderDefinition`, the export the manifest looks for. */
export function definitionNameOf(tag: string): string {
  const name = componentNameOf(tag);
  return `${name.charAt(0).toLowerCase()}${name.slice(1)}Definition`;
}

function definitionFile(tag: string): string {
  return `import type { ElementDefinition } from '../../element-kit/definition/element-definition';

export const ${definitionNameOf(tag)} = {
  tag: '${tag}',
  componentName: '${componentNameOf(tag)}',
  summary: 'One line for the docs and the manifest: what a page gets from <${tag}>.',
  // Outside the public contract until docs/spec/CONTRACT.md lists the tag; then 'stable'
  // (docs/components/element-status.ts says what each status promises).
  status: 'beta',
  // Once shop-elements/server renders it (docs/developers/ServerRendering.mdx): serverRendered: true,
  description:
    'What the element shows and does, for editors and developers: its attributes, events and what it does when data is missing or wrong.',
  attributes: [],
  events: [],
  slots: [{ name: '', description: 'The content the page puts inside the element.' }],
  parts: [{ name: 'content', description: 'The box around the content.' }],
  cssProperties: [],
  // Measure the settled height on the demo pages and write it here (docs/developers/AddingAnElement.mdx).
  reservedHeight: '0',
  exampleContent: '<p>Inhalt</p>',
} as const satisfies ElementDefinition;
`;
}

function declarationFile(tag: string): string {
  const component = componentNameOf(tag);
  return `import { declareElement } from '../../element-kit/definition/declare-element';
import type { ${definitionNameOf(tag)} } from './${tag}.definition';

export default declareElement<typeof ${definitionNameOf(tag)}>({
  tag: '${tag}',
  loadComponent: () => import('./${component}').then((module) => module.${component}),
});
`;
}

function componentFile(tag: string): string {
  const component = componentNameOf(tag);
  return `import { useStyles } from '../../element-kit/styles/adopted-styles';
import type { ElementComponentProps } from '../../element-kit/definition/element-definition';
import type { ${definitionNameOf(tag)} } from './${tag}.definition';
import styles from './${tag}.css?inline';

export type ${component}Props = ElementComponentProps<typeof ${definitionNameOf(tag)}>;

/** <${tag}>: the page's content in the element's box. */
export function ${component}(_props: ${component}Props) {
  const adoptStyles = useStyles<HTMLDivElement>(styles);
  return (
    <div ref={adoptStyles} part="content" className="${tag}">
      <slot />
    </div>
  );
}
`;
}

function cssFile(tag: string): string {
  return `:host(${tag}) {
  display: block;
}

.${tag} {
  color: var(--shop-color-ink);
}
`;
}

/** A README line per part: what the element has of the anatomy, and where. */
function readmeLine(part: AnatomyPart, tag: string): string {
  const when = part.required ? '' : ' (when it needs one)';
  return `- \`${partPath(part, tag)}\`${when}: ${part.what}`;
}

function readmeFile(tag: string): string {
  return `# \`<${tag}>\`

What the element shows and does, in a few lines.

${FOLDER_PARTS.map((part) => readmeLine(part, tag)).join('\n')}

Outside the folder:

${OUTSIDE_PARTS.map((part) => readmeLine(part, tag)).join('\n')}
`;
}

function guideFile(tag: string): string {
  return `## When to use

Do:

- Use it for the page's own content in a box of its own.

Don't:

- Put it where the page's own markup does the job.

## Behaviour

\`<${tag}>\` shows the content the page puts inside it, in the language of its site. It makes
no call.

## Keyboard and ARIA

It adds no control of its own: the content's keyboard and ARIA roles are the page's.

## Content guidelines

- Write the content in the site's language, for every site the page serves.
`;
}

function storyFile(tag: string): string {
  return `import type { Meta, StoryObj } from '@storybook/react-vite';
import { html } from 'lit-html';
import { ifDefined } from 'lit-html/directives/if-defined.js';
import { expect, waitFor } from 'storybook/test';
import '../../src/elements/generated/entries/${tag}';
import { ${definitionNameOf(tag)} } from '../../src/elements/${tag}/${tag}.definition';
import { elementArgTypes, elementParameters } from '../support/element-docs';
import { LitTemplate } from '../support/lit-template';
import { storyTexts } from '../support/story-texts';

const meta = {
  title: 'Elements/${tag}',
  parameters: elementParameters(${definitionNameOf(tag)}),
  argTypes: elementArgTypes('${tag}'),
  render: (_args, { globals }) => (
    <LitTemplate
      template={html\`<${tag}
        site=\${ifDefined((globals.site as string) || undefined)}
        locale=\${ifDefined((globals.locale as string) || undefined)}
        ><p>Inhalt</p></${tag}
      >\`}
    />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's content in the element's box, in the language of the story's site. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const texts = storyTexts(globals);
    const host = canvasElement.querySelector('${tag}');
    await waitFor(() =>
      expect(host?.shadowRoot?.querySelector('[part="content"] slot')).not.toBeNull(),
    );
    await expect(host?.shadowRoot?.querySelector('[lang]')).toHaveAttribute('lang', texts.locale);
  },
};
`;
}

function browserTestFile(tag: string): string {
  return `import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../src/elements/generated/entries/${tag}';

function mount(attributes = ''): HTMLElement {
  document.body.insertAdjacentHTML('beforeend', \`<${tag} \${attributes}><p>Inhalt</p></${tag}>\`);
  return document.querySelector('${tag}') as HTMLElement;
}

afterEach(() => {
  document.querySelectorAll('${tag}').forEach((host) => host.remove());
});

describe('<${tag}>', () => {
  it('given content, shows it in its content part', async () => {
    const host = mount();
    await vi.waitFor(() =>
      expect(host.shadowRoot?.querySelector('[part="content"] slot')).not.toBeNull(),
    );
    expect(host.querySelector('p')?.assignedSlot).not.toBeNull();
  });

  it('given a site, speaks its language', async () => {
    const host = mount('site="PL"');
    await vi.waitFor(() =>
      expect(host.shadowRoot?.querySelector('[lang]')?.getAttribute('lang')).toBe('pl-PL'),
    );
  });
});
`;
}

/** Every file of the scaffold, by its path from the repository root. */
export function elementScaffold(tag: string): ReadonlyMap<string, string> {
  if (!isElementTag(tag)) {
    throw new Error(
      `"${tag}" is not an element tag here: "shop-" and lower-case words joined by hyphens (shop-store-finder).`,
    );
  }
  const writers: Readonly<Record<string, (tag: string) => string>> = {
    '<tag>.definition.ts': definitionFile,
    '<tag>.element.ts': declarationFile,
    'Shop<Name>.tsx': componentFile,
    '<tag>.docs.mdx': guideFile,
    'README.md': readmeFile,
    '<tag>.css': cssFile,
    'stories/elements/<tag>.stories.tsx': storyFile,
    'test/browser/elements/<tag>.test.ts': browserTestFile,
  };
  const files = new Map<string, string>();
  for (const part of FOLDER_PARTS) {
    const write = writers[part.path];
    if (write) files.set(`src/elements/${tag}/${partPath(part, tag)}`, write(tag));
  }
  for (const part of OUTSIDE_PARTS) {
    const write = writers[part.path];
    if (write) files.set(partPath(part, tag), write(tag));
  }
  const missing = [...FOLDER_PARTS, ...OUTSIDE_PARTS].filter(
    (part) => part.required && !writers[part.path],
  );
  if (missing.length > 0) {
    throw new Error(`The scaffold writes no ${missing.map((part) => part.path).join(', ')}.`);
  }
  return files;
}

/** The scaffold as the project formats it, whatever the length of the tag. */
export async function formattedElementScaffold(tag: string): Promise<ReadonlyMap<string, string>> {
  const formatted = new Map<string, string>();
  for (const [path, text] of elementScaffold(tag)) {
    const options = await prettier.resolveConfig(path);
    formatted.set(path, await prettier.format(text, { ...options, filepath: path }));
  }
  return formatted;
}
