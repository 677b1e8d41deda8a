/**
 * The editor data `npm run manifest` writes into editor/ from the element definitions, so an
 * editor completes and explains every tag, attribute and value: VS Code's custom HTML data
 * (format 1.1) and JetBrains' web-types (html contributions, markdown descriptions).
 */
import { COMMON_ATTRIBUTES } from '../../src/element-kit/definition/common-attributes';
import type {
  AttributeDefinition,
  ElementDefinition,
} from '../../src/element-kit/definition/element-definition';
import { defaultText, typeText } from './build-manifest';
import { docsPageAddress } from './docs-address';

export const VSCODE_DATA_FILE = 'editor/vscode.html-custom-data.json';
export const WEB_TYPES_FILE = 'editor/web-types.json';

const attributesOf = (definition: ElementDefinition): readonly AttributeDefinition[] => [
  ...COMMON_ATTRIBUTES,
  ...definition.attributes,
];

function attributeText(attribute: AttributeDefinition): string {
  const fallback = defaultText(attribute);
  return fallback === undefined || attribute.type === 'boolean'
    ? attribute.description
    : `${attribute.description}\n\nDefault: \`${fallback}\`.`;
}

const markdown = (value: string) => ({ kind: 'markdown' as const, value });

/** What custom data has no field for, listed under the tag's description: events, slots, styling. */
function apiText(definition: ElementDefinition): string {
  const names = (label: string, entries: readonly { name: string }[]) =>
    entries.length === 0
      ? []
      : [`${label}: ${entries.map(({ name }) => `\`${name || '(default)'}\``).join(', ')}.`];
  return [
    ...names('Events', definition.events),
    ...names('Slots', definition.slots),
    ...names('CSS parts', definition.parts),
    ...names('CSS properties', definition.cssProperties),
  ].join('\n\n');
}

/** VS Code's custom HTML data: `html.customData` in a workspace's settings points at it. */
export function vscodeCustomData(definitions: readonly ElementDefinition[]) {
  return {
    version: 1.1,
    tags: definitions.map((definition) => ({
      name: definition.tag,
      description: markdown(
        [definition.summary, definition.description, apiText(definition)]
          .filter(Boolean)
          .join('\n\n'),
      ),
      attributes: attributesOf(definition).map((attribute) => ({
        name: attribute.name,
        description: markdown(attributeText(attribute)),
        // `v`: VS Code's value set of attributes written without a value (boolean attributes).
        ...(attribute.type === 'boolean' ? { valueSet: 'v' } : {}),
        ...(attribute.type === 'enum'
          ? { values: attribute.values.map((value) => ({ name: value })) }
          : {}),
      })),
      references: [{ name: 'Docs in Storybook', url: docsPageAddress(definition.tag) }],
    })),
  };
}

function webTypesValue(attribute: AttributeDefinition) {
  if (attribute.type === 'boolean') return { kind: 'no-value' as const };
  return { kind: 'plain' as const, type: typeText(attribute) };
}

/** JetBrains web-types (framework-agnostic HTML): `web-types` in package.json points at it. */
export function webTypes(definitions: readonly ElementDefinition[], version: string) {
  return {
    $schema: 'https://json.schemastore.org/web-types',
    name: 'shop-elements',
    version,
    'description-markup': 'markdown',
    'js-types-syntax': 'typescript',
    contributions: {
      html: {
        elements: definitions.map((definition) => ({
          name: definition.tag,
          description: `${definition.summary}\n\n${definition.description}`,
          'doc-url': docsPageAddress(definition.tag),
          attributes: attributesOf(definition).map((attribute) => ({
            name: attribute.name,
            description: attribute.description,
            ...(attribute.type !== 'boolean' && defaultText(attribute) !== undefined
              ? { default: defaultText(attribute) }
              : {}),
            ...(attribute.type === 'string' && attribute.required ? { required: true } : {}),
            value: webTypesValue(attribute),
            ...(attribute.type === 'enum'
              ? { values: attribute.values.map((value) => ({ name: value })) }
              : {}),
          })),
          slots: definition.slots.map(({ name, description }) => ({ name, description })),
          js: {
            events: definition.events.map((event) => ({
              name: event.name,
              description: `${event.description}\n\n\`detail\`: \`${event.detailType}\``,
            })),
          },
          css: {
            parts: definition.parts.map(({ name, description }) => ({ name, description })),
            properties: definition.cssProperties.map((property) => ({
              name: property.name,
              description:
                property.default === undefined
                  ? property.description
                  : `${property.description}\n\nDefault: \`${property.default}\`.`,
            })),
          },
        })),
      },
    },
  };
}
