import * as prettier from 'prettier';

/**
 * The files of a new element folder (docs/developers/AddingAnElement.mdx), as text: the
 * definition, the declaration, the component, its CSS, the folder's README block, a story and a
 * browser test. They pass typecheck, lint and their tests as written; the author then fills them.
 */

/** `shop-` and lower-case words joined by single hyphens, as custom element names here are. */
const TAG_PATTERN = /^shop-[a-z]+(?:-[a-z]+)*$/;

export function isElementTag(tag: string): boolean {
  return TAG_PATTERN.test(tag);
}

/** `shop-store-finder` → `ShopStoreFinder`. */
export function componentNameOf(tag: string): string {
  return tag.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase());
}

/** `shop-store-finder` → `shopStoreFinderDefinition`, the export the manifest looks for. */
export function definitionNameOf(tag: string): string {
  const name = componentNameOf(tag);
  return `${name.charAt(0).toLowerCase()}${name.slice(1)}Definition`;
}

function definitionFile(tag: string): string {
  return `import type { ElementDefinition } from '../../element-kit/element-definition';

export const ${definitionNameOf(tag)} = {
  tag: '${tag}',
  componentName: '${componentNameOf(tag)}',
  summary: 'One line for the docs and the manifest: what a page gets from <${tag}>.',
  // Outside the public contract until docs/spec/CONTRACT.md lists the tag ("Overview/Elements").
  status: 'beta',
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
  return `import { declareElement } from '../../element-kit/declare-element';
import type { ${definitionNameOf(tag)} } from './${tag}.definition';

export default declareElement<typeof ${definitionNameOf(tag)}>({
  tag: '${tag}',
  loadComponent: () => import('./${component}').then((module) => module.${component}),
});
`;
}

function componentFile(tag: string): string {
  const component = componentNameOf(tag);
  return `import { useStyles } from '../../element-kit/adopted-styles';
import type { ElementComponentProps } from '../../element-kit/element-definition';
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

function readmeFile(tag: string): string {
  const component = componentNameOf(tag);
  return `# \`<${tag}>\`

- \`${tag}.definition.ts\`: attributes, events, slots, parts, CSS properties (the docs)
- \`${tag}.element.ts\`: the declaration, how its code and data load
- \`${component}.tsx\`, \`${tag}.css\`: the component and its styles
- \`state/\`: framework-free stores and reducers, when it has rules of its own
- \`behaviour/\`: hooks returning prop getters, when it has behaviour of its own
- \`components/\`: its private views, when it has some
- Stories: \`stories/elements/${tag}.stories.tsx\`
- Tests: \`test/browser/elements/${tag}.test.ts\`; unit tests of \`state/\` in \`test/unit/elements/${tag}/\`
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
  const folder = `src/elements/${tag}`;
  return new Map([
    [`${folder}/${tag}.definition.ts`, definitionFile(tag)],
    [`${folder}/${tag}.element.ts`, declarationFile(tag)],
    [`${folder}/${componentNameOf(tag)}.tsx`, componentFile(tag)],
    [`${folder}/${tag}.css`, cssFile(tag)],
    [`${folder}/README.md`, readmeFile(tag)],
    [`stories/elements/${tag}.stories.tsx`, storyFile(tag)],
    [`test/browser/elements/${tag}.test.ts`, browserTestFile(tag)],
  ]);
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
