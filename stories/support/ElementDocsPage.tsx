import {
  Controls,
  Description,
  Heading,
  Primary,
  Source,
  Stories,
  Subtitle,
  Title,
} from '@storybook/addon-docs/blocks';
import type { CustomElementDeclaration } from 'custom-elements-manifest/schema';
import type { ElementDefinition } from '../../src/element-kit/element-definition';
import { handlerName, propertyName } from '../../src/element-kit/element-definition';
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
              <td>{row.description}</td>
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

/** How a React app uses the element's component, generated from its definition. */
export function reactUsage(definition: ElementDefinition): string {
  const props = definition.attributes.map((attribute) => {
    const prop = propertyName(attribute.name);
    if (attribute.type === 'boolean') return `${prop}={${prop}}`;
    if (attribute.type === 'enum' && attribute.default) return `${prop}="${attribute.default}"`;
    if (attribute.type === 'number') return `${prop}={${attribute.default ?? 0}}`;
    if (attribute.type === 'json') return `${prop}={${prop}}`;
    return `${prop}="…"`;
  });
  const handlers = definition.events.map(
    (event) => `${handlerName(event.name)}={(detail) => console.log('${event.name}', detail)}`,
  );
  const attributesText = [...props, ...handlers].map((line) => `\n      ${line}`).join('');
  const hasChildren = definition.slots.some((slot) => slot.name === '');
  const open = `<${definition.componentName}${attributesText}\n    `;
  const element = hasChildren
    ? `${open}>\n      …\n    </${definition.componentName}>`
    : `${open}/>`;
  return `import { ShopProvider, ${definition.componentName} } from 'shop-elements';

export function Example() {
  return (
    <ShopProvider site="AT">
    ${element}
    </ShopProvider>
  );
}`;
}

/** The docs page of every element: editor HTML, attributes, reference tables and React usage. */
export function ElementDocsPage({ definition }: { definition: ElementDefinition }) {
  const entry = manifestEntry(definition.tag);
  return (
    <>
      <Title>{`<${definition.tag}>`}</Title>
      <Subtitle>{definition.summary}</Subtitle>
      <Description />
      <Heading>For editors: copy this HTML</Heading>
      <p>
        The code below the example follows the controls and the site in the toolbar. A page needs
        one script tag, once:{' '}
        <code>{'<script type="module" src=".../shop-elements.js"></script>'}</code>.
      </p>
      <Primary />
      <Heading>Attributes</Heading>
      <p>
        Every element also takes <code>site</code> and <code>locale</code>, set here through the
        toolbar. Boolean attributes follow HTML: present is true, absent is false.
      </p>
      <Controls />
      <ManifestReference entry={entry} />
      <Heading>For React apps</Heading>
      <Source language="tsx" code={reactUsage(definition)} />
      <Stories title="All states" />
    </>
  );
}
