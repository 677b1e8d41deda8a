/**
 * Visual baselines for every story: after a story has rendered and its play function has run,
 * this hook compares a Chromium screenshot with the committed baseline in
 * test/visual/__baselines__ (named after the story id and viewport).
 *
 * A story chooses with `parameters.visual`:
 * - `viewports`: breakpoint names to capture at (default: the story's own viewport);
 * - `target`: `'root'` (the rendered story, default) or `'viewport'` (the whole screen, for
 *   dialogs and overlays in the top layer);
 * - `disable: true`: no baseline (only for stories whose look another story already covers).
 */
import { afterEach, beforeEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { isSettled, trackedLoads, whenSettled } from '../../src/page-runtime/pending-work';
import { BREAKPOINTS, type BreakpointName } from '../../src/tokens/breakpoints';

export interface VisualParameters {
  viewports?: BreakpointName[];
  target?: 'root' | 'viewport';
  disable?: boolean;
}

interface StoryTestContext {
  story?: { id: string; parameters: { visual?: VisualParameters; layout?: string } };
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Runs finite animations to their end and stops endless ones at their start. */
function settleAnimations(): void {
  for (const animation of document.getAnimations()) {
    const timing = animation.effect?.getComputedTiming();
    if (timing?.endTime === Infinity) {
      animation.pause();
      animation.currentTime = 0;
    } else {
      animation.finish();
    }
  }
}

/** The element the story rendered into; Storybook's own wrappers are its siblings. */
function storyRoot(): HTMLElement {
  return document.querySelector<HTMLElement>('body > div:not(.sb-wrapper)') ?? document.body;
}

/**
 * A transparent box over the whole viewport: its screenshot holds everything on screen,
 * dialogs in the top layer included.
 */
function viewportFrame(): HTMLElement {
  const frame = document.createElement('div');
  frame.setAttribute('aria-hidden', 'true');
  frame.style.cssText = 'position:fixed;inset:0;pointer-events:none;';
  document.body.append(frame);
  return frame;
}

/** React reveals content that waited for lazy code at most every 300 ms. */
const SUSPENSE_REVEAL_MS = 400;
let loadsBeforeStory = 0;

beforeEach(() => {
  loadsBeforeStory = trackedLoads();
});

afterEach(async (context) => {
  // A project that runs the stories on another site has no baselines of its own.
  if (import.meta.env.VITE_STORY_SCREENSHOTS === 'off') return;
  const story = (context as unknown as StoryTestContext).story;
  if (!story || context.task.result?.state === 'fail') return;
  const visual = story.parameters.visual ?? {};
  if (visual.disable) return;
  const viewports: (BreakpointName | undefined)[] = visual.viewports ?? [undefined];
  // Storybook pads stories unless their layout is fullscreen; the screenshot shows the same.
  const root = storyRoot();
  if (story.parameters.layout !== 'fullscreen') {
    root.style.padding = '1rem';
    root.style.display = 'flow-root';
  }
  for (const viewport of viewports) {
    if (viewport) await page.viewport(BREAKPOINTS[viewport] + 1, 900);
    // Lazy element code and language texts first, then the frames they cause; code that loads
    // renders elements that may load code of their own (the footer's newsletter form).
    for (let round = 0; round < 5; round += 1) {
      await whenSettled();
      await nextFrame();
      await nextFrame();
      if (isSettled()) break;
    }
    if (trackedLoads() > loadsBeforeStory) {
      await new Promise((resolve) => setTimeout(resolve, SUSPENSE_REVEAL_MS));
      loadsBeforeStory = trackedLoads();
    }
    await document.fonts.ready;
    settleAnimations();
    await nextFrame();
    await nextFrame();
    const frame = visual.target === 'viewport' ? viewportFrame() : undefined;
    const name = viewport ? `${story.id}--${viewport}` : story.id;
    try {
      await expect.element(page.elementLocator(frame ?? root)).toMatchScreenshot(name);
    } finally {
      frame?.remove();
    }
  }
});
