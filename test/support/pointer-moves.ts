/**
 * A pointer's move from one element to another in one step, as the browser tells it: the
 * boundary events only (`pointerout`, `pointerleave`, `pointerover`, `pointerenter`), without
 * moving the real mouse, so a test with a fake clock controls what time passes in between.
 * The elements pass through shadow roots (and slots) as the browser's do: `pointerenter` and
 * `pointerleave` reach every element entered or left, whichever element's shadow root it is in.
 */

/** `node`'s parent in the flat tree: its slot, its parent, or its shadow root's host. */
function flatParent(node: Node): Node | null {
  if (node instanceof Element && node.assignedSlot) return node.assignedSlot;
  if (node instanceof ShadowRoot) return node.host;
  return node.parentNode;
}

/** `element` and the elements it is in, innermost first. */
function elementsHolding(element: Element): Element[] {
  const holding: Element[] = [];
  for (let node: Node | null = element; node; node = flatParent(node)) {
    if (node instanceof Element) holding.push(node);
  }
  return holding;
}

/**
 * The pointer moves from `from` onto `to`; `from` defaults to the page's background (`body`),
 * and so does `to` (leaving `from` for the page). `init` says the pointer (`pointerType`, a mouse
 * unless it says otherwise) and where it is (`clientX`, `clientY`).
 */
export function pointerMoves(
  from: Element | null,
  to: Element | null,
  init: PointerEventInit = {},
): void {
  const left = from ?? document.body;
  const reached = to ?? document.body;
  const before = elementsHolding(left);
  const after = elementsHolding(reached);
  const event = (type: string, target: Element, relatedTarget: Element, bubbles: boolean) =>
    target.dispatchEvent(
      new PointerEvent(type, {
        pointerType: 'mouse',
        ...init,
        relatedTarget,
        bubbles,
        composed: bubbles,
        cancelable: bubbles,
      }),
    );
  event('pointerout', left, reached, true);
  for (const element of before.filter((each) => !after.includes(each))) {
    event('pointerleave', element, reached, false);
  }
  event('pointerover', reached, left, true);
  for (const element of after.filter((each) => !before.includes(each)).reverse()) {
    event('pointerenter', element, left, false);
  }
}
