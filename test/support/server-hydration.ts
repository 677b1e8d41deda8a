/**
 * Waiting for server-rendered hosts to hydrate, in a Playwright page of the built bundle.
 *
 * React keeps its fiber on each element it has taken over (`__reactFiber$…`; not on CMS HTML or
 * resource links, which it does not render as elements), and takes a root's elements over in
 * tree order, so the last one it rendered at the root's top level has one once the rest are on
 * their way. Preact, which the bundles run on (decision 53), hydrates a root in one go and then
 * keeps its tree on the root (`__k`, its minified `_children`). A server-rendered host is settled
 * from the start: that is no signal.
 */
import type { Page } from 'playwright-core';

/**
 * Resolves once every host of the tags has hydrated, in the document and in the open shadow
 * roots inside it (the header and footer a `<shop-layout>` holds).
 */
export async function untilHydrated(
  page: Page,
  tags: readonly string[],
  { timeout = 15_000 }: { timeout?: number } = {},
): Promise<void> {
  await page.waitForFunction(
    (names) => {
      const elementsIn = (root: ParentNode): Element[] =>
        [...root.querySelectorAll('*')].flatMap((element) => [
          element,
          ...(element.shadowRoot ? elementsIn(element.shadowRoot) : []),
        ]);
      const elements = elementsIn(document);
      return names.every((name) =>
        elements
          .filter((element) => element.localName === name)
          .every((host) => {
            const last = [...(host.shadowRoot?.children ?? [])]
              .filter((child) => !['style', 'link', 'script'].includes(child.localName))
              .at(-1);
            const hydratedByReact =
              last !== undefined &&
              Object.keys(last).some((key) => key.startsWith('__reactFiber$'));
            const hydratedByPreact = host.shadowRoot !== null && '__k' in host.shadowRoot;
            return (
              customElements.get(name) !== undefined &&
              last !== undefined &&
              (hydratedByReact || hydratedByPreact)
            );
          }),
      );
    },
    tags,
    { timeout },
  );
}
