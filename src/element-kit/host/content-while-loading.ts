import { adoptStyles } from '../styles/adopted-styles';
import type { ContentWhileLoading } from '../definition/runtime-definition';
import { roomAboveContentCss } from '../room/reserved-room';

/** Marks the block that shows the host's slotted content until its component has rendered. */
export const WAITING_ATTRIBUTE = 'data-shop-content-while-loading';

/**
 * Keeps the host's light DOM (the page's own content) on screen while the element's code loads:
 * an empty shadow root would hide it from the moment the element is defined until its first
 * render. The root gets a slot below the room its component will fill, as the page sheet gave it
 * before the element was defined, and drops it in the task the component first renders in (a
 * mutation observer runs before the next frame), so the content neither blinks nor moves.
 */
export function showContentWhileLoading(
  root: ShadowRoot,
  { roomAbove }: ContentWhileLoading,
): void {
  adoptStyles(root, [
    [
      `[${WAITING_ATTRIBUTE}] { display: block; }`,
      `[${WAITING_ATTRIBUTE}]::before { content: ''; display: block; }`,
      roomAboveContentCss(`[${WAITING_ATTRIBUTE}]::before`, roomAbove),
    ].join('\n'),
  ]);
  const waiting = root.ownerDocument.createElement('div');
  waiting.setAttribute(WAITING_ATTRIBUTE, '');
  waiting.append(root.ownerDocument.createElement('slot'));
  root.append(waiting);
  const rendered = new MutationObserver(() => {
    if (![...root.childNodes].some((node) => node !== waiting)) return;
    waiting.remove();
    rendered.disconnect();
  });
  rendered.observe(root, { childList: true });
}
