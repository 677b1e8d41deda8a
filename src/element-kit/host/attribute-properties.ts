import { attributeText } from './attribute-values';
import { propertyName } from '../definition/element-definition';
import { type RuntimeAttribute } from '../definition/runtime-definition';

/**
 * Gives the element a property per attribute, HTML reflection style: reading gives the parsed
 * value the component renders with, writing sets or removes the attribute, which then parses it.
 */
export function reflectAttributes(
  prototype: HTMLElement,
  attributes: readonly RuntimeAttribute[],
  propsOf: (host: HTMLElement) => Record<string, unknown>,
): void {
  for (const attribute of attributes) {
    const property = propertyName(attribute.name);
    Object.defineProperty(prototype, property, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return propsOf(this)[property];
      },
      set(this: HTMLElement, value: unknown) {
        // A JSON attribute's value is an object or an array, never a string: a string is the
        // attribute's text, as a React app's component passes it (it writes the same text
        // into the server's HTML and into an element that is not defined yet).
        const text =
          attribute.type === 'json' && typeof value === 'string'
            ? value
            : attributeText(attribute, value);
        if (text === null) this.removeAttribute(attribute.name);
        else this.setAttribute(attribute.name, text);
      },
    });
  }
}

/**
 * A property set on the element before its definition loaded is an own property that shadows
 * the accessor: it is removed and set again through the accessor, so it reaches the attribute.
 */
export function takeOverEarlyProperties(
  host: HTMLElement,
  attributes: readonly RuntimeAttribute[],
): void {
  const own = host as unknown as Record<string, unknown>;
  for (const attribute of attributes) {
    const property = propertyName(attribute.name);
    if (Object.prototype.hasOwnProperty.call(host, property)) {
      const value = own[property];
      delete own[property];
      own[property] = value;
    }
  }
}
