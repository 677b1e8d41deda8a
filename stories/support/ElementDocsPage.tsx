import {
  Controls,
  Description,
  Heading,
  Primary,
  Source,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import type { CustomElementDeclaration } from 'custom-elements-manifest/schema';
import type { MDXContent } from 'mdx/types';
import type { ElementDefinition } from '../../src/element-kit/definition/element-definition';
import { handlerName, propertyName } from '../../src/element-kit/definition/element-definition';
import { InlineMarkdown } from './inline-markdown';
import { manifestEntry } from './manifest';

function ReferenceTable({
  caption,
  rows,
}: {
  caption: string;
  rows: { name: string; type?: string; description: string }[];
}) {
  if (rows.length === 0) return null;
  const withType = rows.some((row) => row.type);
  return (
    <>
      <Heading>{caption}</Heading>
      <table>
        <thead>
          <tr>
            <th>Name</th>
            {withType && <th>Type / default</th>}
            <th>Description</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <td>
                <code>{row.name || '(default)'}</code>
              </td>
              {withType && <td>{row.type && <code>{row.type}</code>}</td>}
              <td>
                <InlineMarkdown text={row.description} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** Events, slots, parts and CSS custom properties of an element, from custom-elements.json. */
function ManifestReference({ entry }: { entry: CustomElementDeclaration }) {
  return (
    <>
      <ReferenceTable
        caption="Events"
        rows={(entry.events ?? []).map((event) => ({
          name: event.name,
          type: event.type?.text,
          description: event.description ?? '',
        }))}
      />
      <ReferenceTable
        caption="Slots"
        rows={(entry.slots ?? []).map((slot) => ({
          name: slot.name,
          description: slot.description ?? '',
        }))}
      />
      <ReferenceTable
        caption="CSS parts"
        rows={(entry.cssParts ?? []).map((part) => ({
          name: part.name,
          description: part.description ?? '',
        }))}
      />
      <ReferenceTable
        caption="CSS custom properties"
        rows={(entry.cssProperties ?? []).map((property) => ({
          name: property.name,
          type: property.default,
          description: property.description ?? '',
        }))}
      />
    </>
  );
}

/** A prop's value as JSX: the attribute's default, so the example runs as it stands. */
function propValue(attribute: ElementDefinition['attributes'][number]): string | undefined {
  const fallback = 'default' in attribute ? (attribute.default as unknown) : undefined;
  switch (attribute.type) {
    case 'boolean':
      return undefined;
    case 'number':
      return `{${JSON.stringify(fallback ?? 0)}}`;
    case 'json':
      return `{${JSON.stringify(fallback ?? null)}}`;
    default:
      return typeof fallback === 'string' ? JSON.stringify(fallback) : undefined;
  }
}

/**
 * How a React app uses the element's component, generated from its definition: the site from
 * the toolbar, each prop with its default (nothing undeclared), each event logged.
 */
export function reactUsage(definition: ElementDefinition, site: string): string {
  const props = definition.attributes.flatMap((attribute) => {
    const value = propValue(attribute);
    return value === undefined ? [] : [`${propertyName(attribute.name)}=${value}`];
  });
  const handlers = definition.events.map(
    (event) => `${handlerName(event.name)}={(detail) => console.log('${event.name}', detail)}`,
  );
  const attributesText = [...props, ...handlers].map((line) => `\n        ${line}`).join('');
  const hasChildren = definition.slots.some((slot) => slot.name === '');
  const open = `<${definition.componentName}${attributesText}${attributesText ? '\n      ' : ' '}`;
  const element = hasChildren
    ? `${open}>\n        …\n      </${definition.componentName}>`
    : `${open}/>`;
  return `import { ShopProvider, ${definition.componentName} } from 'shop-elements';

export function Example() {
  return (
    <ShopProvider site="${site}">
      ${element}
    </ShopProvider>
  );
}`;
}

/**
 * Each element's guide, written once in its folder (`src/elements/<tag>/<tag>.docs.mdx`): when to
 * use it, its behaviour, its keyboard and ARIA table and its content guidelines.
 */
const ELEMENT_GUIDES = import.meta.glob<MDXContent>('../../src/elements/*/*.docs.mdx', {
  eager: true,
  import: 'default',
});

function ElementGuide({ tag }: { tag: string }) {
  const Guide = ELEMENT_GUIDES[`../../src/elements/${tag}/${tag}.docs.mdx`];
  return Guide ? <Guide /> : null;
}

/** Every story of the element as a link: the docs page shows the primary one, the rest a click away. */
function StateLinks() {
  const { csfFile } = useOf('meta', ['meta']);
  const { story: primary } = useOf('story', ['story']);
  const stories = Object.values(csfFile.stories).filter((story) => story.id !== primary.id);
  if (stories.length === 0) return null;
  return (
    <>
      <Heading>More states</Heading>
      <p>Each opens in the canvas, where the toolbar picks the site, the width and the backend.</p>
      <ul className="shop-docs-states">
        {stories.map((story) => (
          <li key={story.id}>
            <a href={`?path=/story/${story.id}`} target="_top">
              {story.name}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * What differs when a React app renders the element, from its definition: the component renders
 * the tag (decision 40), so only how attributes, events and content are written changes.
 */
function ReactDifferences({ definition }: { definition: ElementDefinition }) {
  const renamed = definition.attributes.filter(
    (attribute) => propertyName(attribute.name) !== attribute.name,
  );
  const hasSlots = definition.slots.length > 0;
  return (
    <ul>
      <li>
        <code>{definition.componentName}</code> renders <code>{`<${definition.tag}>`}</code> and
        defines it once it has mounted; <code>site</code> and <code>locale</code> come from{' '}
        <code>ShopProvider</code> unless given as props. On a server with <code>loadShopData</code>
        &apos;s data on <code>ShopProvider</code>, its HTML is rendered there too.
      </li>
      <li>
        Attributes are props
        {renamed.length > 0 ? (
          <>
            {' '}
            in camelCase:{' '}
            {renamed.map((attribute, index) => (
              <span key={attribute.name}>
                {index > 0 ? ', ' : ''}
                <code>{attribute.name}</code> → <code>{propertyName(attribute.name)}</code>
              </span>
            ))}
          </>
        ) : (
          ' of the same names'
        )}
        ; boolean ones take <code>true</code> or <code>false</code>.
      </li>
      <li>
        {definition.events.length > 0 ? (
          <>
            Events are <code>on…</code> props with the event&apos;s <code>detail</code>:{' '}
            {definition.events.map((event, index) => (
              <span key={event.name}>
                {index > 0 ? ', ' : ''}
                <code>{event.name}</code> → <code>{handlerName(event.name)}</code>
              </span>
            ))}
            ; returning <code>false</code> cancels a cancelable one.
          </>
        ) : (
          'It sends no events.'
        )}
      </li>
      {hasSlots && (
        <li>
          Children go into its slots as on a page: <code>slot=&quot;…&quot;</code> names one.
        </li>
      )}
    </ul>
  );
}

/** The docs page of every element: editor HTML, attributes, reference tables and React usage. */
export function ElementDocsPage({ definition }: { definition: ElementDefinition }) {
  const entry = manifestEntry(definition.tag);
  const attributeNames = definition.attributes.map((attribute) => attribute.name);
  return (
    <>
      <Title>{`<${definition.tag}>`}</Title>
      <Subtitle>{definition.summary}</Subtitle>
      <Description />
      <Heading>For editors: copy this HTML</Heading>
      <p>
        The code below the example is complete: the two lines for the page&apos;s head (once per
        page, at the shop&apos;s published path) and the tag, following the controls and the site in
        the toolbar.
      </p>
      <Primary />
      <ElementGuide tag={definition.tag} />
      <Heading>Attributes</Heading>
      <p>
        Every element also takes <code>site</code> and <code>locale</code>, set here through the
        toolbar; codes match whatever their case. Boolean attributes follow HTML: present is true,
        absent is false.
      </p>
      <Controls include={attributeNames} />
      <ManifestReference entry={entry} />
      <Heading>For React apps</Heading>
      <ReactDifferences definition={definition} />
      <Source
        language="tsx"
        transform={(_code, context) =>
          reactUsage(
            definition,
            typeof context.globals.site === 'string' ? context.globals.site : 'DE',
          )
        }
      />
      <StateLinks />
    </>
  );
}
