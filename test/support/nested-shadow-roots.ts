/**
 * Finding things inside elements that hold other elements by tag (the header holds the
 * promotion, the navigation, the search and the benefits strip): each inner element's DOM is in
 * a shadow root of its own, inside the outer one. These look through every open shadow root
 * below the given root, as a shopper's eyes and a screen reader do.
 */

/** The root itself and every open shadow root below it, outermost first. */
export function shadowRootsBelow(root: ParentNode): ParentNode[] {
  const roots: ParentNode[] = [root];
  for (const element of root.querySelectorAll('*')) {
    if (element.shadowRoot) roots.push(...shadowRootsBelow(element.shadowRoot));
  }
  return roots;
}

/** Every element matching `selector` in `root` and in the shadow roots nested in it. */
export function queryAllDeep<E extends Element = HTMLElement>(
  root: ParentNode | null | undefined,
  selector: string,
): E[] {
  if (!root) return [];
  return shadowRootsBelow(root).flatMap((each) => [...each.querySelectorAll<E>(selector)]);
}

/** The first element matching `selector` in `root` or in the shadow roots nested in it. */
export function queryDeep<E extends Element = HTMLElement>(
  root: ParentNode | null | undefined,
  selector: string,
): E | null {
  if (!root) return null;
  for (const each of shadowRootsBelow(root)) {
    const found = each.querySelector<E>(selector);
    if (found) return found;
  }
  return null;
}

/**
 * A stand-in for `root` whose `querySelector` and `querySelectorAll` look into nested shadow
 * roots too, for Testing Library's `within()` (its queries go through those two). Everything
 * else is the root's own.
 */
export function nestedShadowContainer<R extends ParentNode>(root: R): R {
  return new Proxy(root, {
    get(target, property) {
      if (property === 'querySelectorAll')
        return (selector: string) => queryAllDeep(target, selector);
      if (property === 'querySelector') return (selector: string) => queryDeep(target, selector);
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}

/** The element a pointer at a point of the screen would reach, looking through shadow roots. */
export function deepElementFromPoint(x: number, y: number): Element | null {
  let found = document.elementFromPoint(x, y);
  while (found?.shadowRoot) {
    const inner = found.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === found) break;
    found = inner;
  }
  return found;
}
