import type { Attribute, CustomElementDeclaration, Package } from 'custom-elements-manifest/schema';
import manifestJson from '../../custom-elements.json';

const manifest = manifestJson as unknown as Package;

/** The manifest entry of a tag: the docs and controls read custom-elements.json itself. */
export function manifestEntry(tag: string): CustomElementDeclaration {
  for (const module of manifest.modules) {
    for (const declaration of module.declarations ?? []) {
      if ('tagName' in declaration && declaration.tagName === tag) {
        return declaration as CustomElementDeclaration;
      }
    }
  }
  throw new Error(`custom-elements.json has no <${tag}>: run npm run manifest`);
}

/** The values of a union of string literals, such as `'S' | 'M' | 'L'`. */
export function literalValues(attribute: Attribute): string[] | undefined {
  const text = attribute.type?.text ?? '';
  const values = [...text.matchAll(/'([^']*)'/g)].map((match) => match[1] ?? '');
  return values.length > 1 && text.replace(/'[^']*'|\s|\|/g, '') === '' ? values : undefined;
}
