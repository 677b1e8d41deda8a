/**
 * Helpers of the promotion stories (shop-promotion, shop-benefits-strip, shop-app-banner): the
 * fake backend's content for the toolbar's site, the element's shadow root, images that have
 * arrived (for stable screenshots) and a stand-in clipboard.
 */
import { expect, fn, waitFor, within } from 'storybook/test';
import type { PromotionContent } from '../../src/services/wire/promotion';
import { promotion } from '../../test/fake-backend/fixtures/promotions';
import { siteOf } from './story-globals';

/** What the fake backend answers for `id` on the toolbar's site. */
export function fixtureContent(globals: Record<string, unknown>, id: string): PromotionContent {
  const answer = promotion(siteOf(globals).code, id, new URLSearchParams());
  if (!answer) throw new Error(`the fake backend has no promotion ${id}`);
  return JSON.parse(answer.contentJSON) as PromotionContent;
}

export interface Rendered {
  host: HTMLElement;
  root: ShadowRoot;
  /** Testing Library queries inside the element's shadow root. */
  view: ReturnType<typeof within>;
}

/** The first `tag` in the story, once its shadow root holds `selector`. */
export async function renderedIn(
  canvasElement: HTMLElement,
  tag: string,
  selector: string,
): Promise<Rendered> {
  const host = canvasElement.querySelector<HTMLElement>(tag);
  if (!host) throw new Error(`no <${tag}> rendered`);
  // Up to 10 s: the first story of a file waits for the element's code, loaded cold.
  await waitFor(() => expect(host.shadowRoot?.querySelector(selector)).not.toBeNull(), {
    timeout: 10_000,
  });
  const root = host.shadowRoot as ShadowRoot;
  return { host, root, view: within(root as unknown as HTMLElement) };
}

/** Every image in the element has loaded (or failed), so the screenshot is final. */
export async function imagesSettled(root: ShadowRoot): Promise<void> {
  await waitFor(
    () => {
      const images = [...root.querySelectorAll<HTMLElement>('.shop-image')];
      expect(images.every((image) => image.dataset.state !== 'loading')).toBe(true);
    },
    { timeout: 5_000 },
  );
}

export const clipboardWrite = fn<(text: string) => Promise<void>>();

/**
 * A clipboard that accepts, for the copy stories: a test run may not write to the real one.
 * Returns the clean-up for `beforeEach`.
 */
export function stubClipboard(): () => void {
  clipboardWrite.mockReset();
  clipboardWrite.mockImplementation(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: clipboardWrite },
  });
  return () => {
    Reflect.deleteProperty(navigator, 'clipboard');
  };
}
