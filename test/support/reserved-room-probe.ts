import { expect } from 'vitest';
import { page } from 'vitest/browser';
import { reservedSpaceRules } from '../../src/element-kit/room/page-sheet-rooms';
import type { ReservedHeight } from '../../src/element-kit/room/reserved-room';
import { footerLayoutMode, footerLayoutModeFor } from '../../src/page-runtime/layout-mode';
import tokens from '../../src/tokens/tokens.css?inline';
import { until } from './real-time';

/**
 * The page sheet's room for `reservedHeight` (with the tokens on :root, as the page sheet has
 * them), applied to `probeTag`, a tag that never loads, so a test measures the room beside the
 * real element on the same site and width.
 */
export function installRoomProbe(probeTag: string, reservedHeight: ReservedHeight) {
  const sheet = document.createElement('style');
  sheet.textContent = `${tokens}\n${reservedSpaceRules([{ tag: probeTag, reservedHeight }])}`;
  document.head.append(sheet);
  document.body.style.margin = '0';
  return {
    /** The height the page sheet keeps for an element with `attributes` that has not loaded. */
    reservedHeight(attributes: string): number {
      document.body.insertAdjacentHTML('beforeend', `<${probeTag} ${attributes}></${probeTag}>`);
      const probe = document.body.lastElementChild!;
      const height = probe.getBoundingClientRect().height;
      probe.remove();
      return height;
    },
  };
}

/** A page of `width`, once the footer's layout mode (which these elements lay out by) follows. */
export async function atWidth(width: number) {
  await page.viewport(width, 900);
  await until(() => expect(footerLayoutMode.getSnapshot()).toBe(footerLayoutModeFor(width)));
}
