import { configure, prettyDOM } from 'storybook/test';

/**
 * Testing Library prints the container of a failed query, but only an element or document:
 * a query inside a shadow root (`within(shadowRoot)`) would then fail with "Expected an element
 * or document but got ShadowRoot" and hide what it was looking for. This prints the shadow
 * root's children instead, so the real failure reads as it should.
 */
export function printShadowRootsInQueryErrors(): void {
  configure({
    getElementError(message, container) {
      const nodes = container instanceof ShadowRoot ? [...container.children] : [container];
      const dom = nodes.map((node) => prettyDOM(node) || '').join('\n');
      const error = new Error([message, dom].filter(Boolean).join('\n\n'));
      error.name = 'TestingLibraryElementError';
      return error;
    },
  });
}
