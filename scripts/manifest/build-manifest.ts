import type { CustomElementDeclaration, Package } from 'custom-elements-manifest/schema';
import { COMMON_ATTRIBUTES } from '../../src/element-kit/definition/common-attributes';
import { reservesRoom } from '../../src/element-kit/room/reserved-room';
import { reservedHeightText } from '../../src/element-kit/room/reserved-room-text';
import {
  propertyName,
  type AttributeDefinition,
  type ElementDefinition,
  type ElementStatus,
} from '../../src/element-kit/definition/element-definition';
import { docsPageAddress } from './docs-address';
import { gaEventsText } from './ga-event-docs';
import { pascalCase } from './generated-sources';

export function typeText(attribute: AttributeDefinition): string {
  switch (attribute.type) {
    case 'boolean':
      return 'boolean';
    case 'number':
      return 'number';
    case 'enum':
      return attribute.values.map((value) => `'${value}'`).join(' | ');
    case 'json':
      return attribute.valueType;
    case 'string':
      return 'string';
  }
}

export function defaultText(attribute: AttributeDefinition): string | undefined {
  if (attribute.type === 'boolean') return 'false';
  if (attribute.name === 'site') return "page default (<html data-shop-site>), else 'DE'";
  if (attribute.default === undefined) return undefined;
  return JSON.stringify(attribute.default);
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

/**
 * A tag's entry in the manifest: the schema's, plus two fields the schema leaves to tools, so the
 * docs and other tools read them with the tag: the element's status (stable, staff only, beta)
 * and the address of its page on the docs site (`docsUrl`, as web-types' `doc-url`).
 */
export type ShopElementDeclaration = CustomElementDeclaration & {
  status: ElementStatus;
  docsUrl: string;
};

/** The Custom Elements Manifest (schema 2.1) of the given element definitions. */
export function buildManifest(definitions: readonly ElementDefinition[]): Package {
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: definitions.map((definition) => {
      const className = `${pascalCase(definition.tag)}Element`;
      const modulePath = `dist/elements/${definition.tag}.js`;
      const attributes = [...COMMON_ATTRIBUTES, ...definition.attributes];
      return {
        kind: 'javascript-module' as const,
        path: modulePath,
        declarations: [
          {
            kind: 'class' as const,
            customElement: true as const,
            name: className,
            tagName: definition.tag,
            summary: definition.summary,
            status: definition.status,
            docsUrl: docsPageAddress(definition.tag),
            description: [definition.description, gaEventsText(definition.tag)]
              .filter(Boolean)
              .join(' '),
            superclass: { name: 'HTMLElement', package: 'global:' },
            attributes: attributes.map((attribute) =>
              withoutUndefined({
                name: attribute.name,
                fieldName: propertyName(attribute.name),
                type: { text: typeText(attribute) },
                default: defaultText(attribute),
                description: attribute.description,
              }),
            ),
            members: attributes.map((attribute) =>
              withoutUndefined({
                kind: 'field' as const,
                name: propertyName(attribute.name),
                attribute: attribute.name,
                reflects: true,
                type: { text: typeText(attribute) },
                default: defaultText(attribute),
                description: attribute.description,
              }),
            ),
            events: definition.events.map((event) => ({
              name: event.name,
              type: { text: `CustomEvent<${event.detailType}>` },
              description:
                event.description +
                ` Bubbles and is composed${event.cancelable ? '; cancelable' : ''}.`,
            })),
            slots: definition.slots.map((slot) => ({ ...slot })),
            cssParts: definition.parts.map((part) => ({ ...part })),
            cssProperties: [
              ...definition.cssProperties.map((property) => withoutUndefined({ ...property })),
              ...(reservesRoom(definition.reservedHeight)
                ? [
                    {
                      name: '--shop-reserved-height',
                      description:
                        'Height kept free for the element until its content has rendered, so ' +
                        'nothing below it moves (set it when you know the content is taller or ' +
                        `shorter). Default ${reservedHeightText(definition.reservedHeight)}.`,
                    },
                  ]
                : []),
            ],
          } satisfies ShopElementDeclaration,
        ],
        exports: [
          {
            kind: 'custom-element-definition' as const,
            name: definition.tag,
            declaration: { name: className, module: modulePath },
          },
        ],
      };
    }),
  };
}

export function manifestText(definitions: readonly ElementDefinition[]): string {
  return `${JSON.stringify(buildManifest(definitions), null, 2)}\n`;
}
