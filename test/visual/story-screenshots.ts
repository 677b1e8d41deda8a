/**
 * Visual baselines for every story: after a story has rendered and its play function has run,
 * this hook compares a Chromium screenshot with the committed baseline in
 * test/visual/__baselines__ and records the comparison for `npm run visual:report`.
 *
 * Every story has at least one baseline, named `<story id>__<site>_<width>.png`, for example
 * `elements-shop-footer-desktop__de_xl.png`: the site is the story's (`every-site` when it
 * renders all nine), the width is the breakpoint range the screen was in (xs = 375 px … 4xl =
 * 1920 px). The screenshot holds what the story shows, not the screen it shows it on: the box
 * around everything visible (text, pictures, icons, backgrounds, borders), with Storybook's
 * 1rem padding unless the story is fullscreen; a 24 px cart icon is a small picture.
 *
 * A story chooses with `parameters.visual`:
 * - `viewports`: breakpoint names to capture at (default: the story's own viewport);
 * - `target`: `'root'` (what the story shows, default) or `'viewport'` (the whole screen, for
 *   dialogs and overlays in the top layer);
 * - `element`: the element a story belongs to in the report (default: its story file's name).
 */
import { afterEach, beforeEach, expect, inject } from 'vitest';
import { commands, page } from 'vitest/browser';
import { isSettled, trackedLoads, whenSettled } from '../../src/page-runtime/pending-work';
import { BREAKPOINTS, type BreakpointName } from '../../src/tokens/breakpoints';
import { provideMediaEmulator } from '../../stories/support/story-media';
import { emulateMedia } from '../support/emulated-media';
import type { ComparisonRecord } from './records';
import { RECORDS_FOLDER, baselineName, siteLabel, widthLabel } from './records';

export interface VisualParameters {
  viewports?: BreakpointName[];
  target?: 'root' | 'viewport';
  /** The element the story belongs to in the report (default: its story file's name). */
  element?: string;
}

interface StoryTestContext {
  story?: {
    id: string;
    storyName?: string;
    globals?: Record<string, unknown>;
    parameters: { visual?: VisualParameters; layout?: string };
  };
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

/** Every element below `root`, in shadow roots too. */
function* deepElements(root: ParentNode): Generator<Element> {
  for (const element of root.querySelectorAll('*')) {
    yield element;
    if (element.shadowRoot) yield* deepElements(element.shadowRoot);
  }
}

/** Every defined shop element below `root`, in shadow roots too. */
const shopElementsIn = (root: ParentNode) =>
  [...deepElements(root)].filter(
    (element) => element.localName.startsWith('shop-') && customElements.get(element.localName),
  );

/**
 * Waits until every shop element shows its settled content (`:state(settled)`): elements whose
 * height comes from data (the header, a promotion, the footer) keep their reserved room until
 * their data is in, which no play function may have waited for. Gives up after 5 s.
 */
async function elementsSettled(root: HTMLElement): Promise<void> {
  const deadline = performance.now() + 5_000;
  while (
    performance.now() < deadline &&
    shopElementsIn(root).some((element) => !element.matches(':state(settled)'))
  ) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The element the story rendered into; Storybook's own wrappers are its siblings. */
function storyRoot(): HTMLElement {
  return document.querySelector<HTMLElement>('body > div:not(.sb-wrapper)') ?? document.body;
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const intersect = (a: Box, b: Box): Box => ({
  left: Math.max(a.left, b.left),
  top: Math.max(a.top, b.top),
  right: Math.min(a.right, b.right),
  bottom: Math.min(a.bottom, b.bottom),
});
const isEmpty = (box: Box) => box.right - box.left < 1 || box.bottom - box.top < 1;
const boxOf = (rect: DOMRect): Box => ({
  left: rect.left,
  top: rect.top,
  right: rect.right,
  bottom: rect.bottom,
});
const EVERYWHERE: Box = { left: -1e6, top: -1e6, right: 1e6, bottom: 1e6 };

const REPLACED = new Set([
  'IMG',
  'SVG',
  'VIDEO',
  'CANVAS',
  'IFRAME',
  'INPUT',
  'SELECT',
  'TEXTAREA',
  'HR',
]);
const transparent = (color: string) => color === 'transparent' || /rgba\(.*,\s*0\)$/.test(color);

/** Whether an element paints something of its own (not counting its content). */
function paints(element: Element, style: CSSStyleDeclaration): boolean {
  if (REPLACED.has(element.tagName.toUpperCase())) return true;
  if (!transparent(style.backgroundColor) || style.backgroundImage !== 'none') return true;
  if (style.boxShadow !== 'none') return true;
  if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) return true;
  return (['Top', 'Right', 'Bottom', 'Left'] as const).some(
    (side) =>
      style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none' &&
      parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0 &&
      !transparent(style.getPropertyValue(`border-${side.toLowerCase()}-color`)),
  );
}

/**
 * The box (in viewport coordinates) around everything visible inside `root`, shadow roots and
 * slotted content included; content clipped away by an ancestor's overflow does not count.
 */
function visibleBox(root: Element): Box | undefined {
  let found: Box | undefined;
  const add = (box: Box) => {
    if (isEmpty(box)) return;
    found = found
      ? {
          left: Math.min(found.left, box.left),
          top: Math.min(found.top, box.top),
          right: Math.max(found.right, box.right),
          bottom: Math.max(found.bottom, box.bottom),
        }
      : box;
  };
  const visit = (node: Node, clip: Box): void => {
    if (node.nodeType === Node.TEXT_NODE) {
      if (!node.textContent?.trim()) return;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) add(intersect(boxOf(rect), clip));
      return;
    }
    if (!(node instanceof Element)) {
      for (const child of node.childNodes) visit(child, clip);
      return;
    }
    const style = getComputedStyle(node);
    // An element outside the flat tree (a shadow host's child that no slot takes, such as
    // shop-main-nav's light-DOM links) shows nothing and has an empty computed style.
    if (style.display === '' || style.display === 'none' || parseFloat(style.opacity) === 0) return;
    if (style.clipPath.startsWith('inset(50%') || style.clip === 'rect(0px, 0px, 0px, 0px)') return;
    const rect = node.getBoundingClientRect();
    let inner = style.position === 'fixed' ? EVERYWHERE : clip;
    if (style.visibility !== 'hidden' && paints(node, style)) {
      const outline =
        style.outlineStyle !== 'none'
          ? parseFloat(style.outlineWidth) + Math.max(0, parseFloat(style.outlineOffset) || 0)
          : 0;
      add(
        intersect(
          {
            left: rect.left - outline,
            top: rect.top - outline,
            right: rect.right + outline,
            bottom: rect.bottom + outline,
          },
          inner,
        ),
      );
    }
    if (REPLACED.has(node.tagName.toUpperCase())) return;
    if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
      inner = intersect(inner, boxOf(rect));
      if (isEmpty(inner)) return;
    }
    if (node.shadowRoot) visit(node.shadowRoot, inner);
    else if (node instanceof HTMLSlotElement) {
      for (const assigned of node.assignedNodes({ flatten: true })) visit(assigned, inner);
      if (node.assignedNodes().length > 0) return;
    }
    for (const child of node.childNodes) visit(child, inner);
  };
  visit(root, EVERYWHERE);
  return found;
}

/** A transparent box at `box` (page coordinates): its screenshot holds what lies beneath it. */
function frameAt(box: Box): HTMLElement {
  const frame = document.createElement('div');
  frame.setAttribute('aria-hidden', 'true');
  frame.style.cssText = [
    'position:absolute',
    `left:${box.left}px`,
    `top:${box.top}px`,
    `width:${box.right - box.left}px`,
    `height:${box.bottom - box.top}px`,
    'pointer-events:none',
    'margin:0',
    'padding:0',
    'border:0',
  ].join(';');
  document.body.append(frame);
  return frame;
}

/** The screenshot's box in page coordinates: the story's visible content, or the screen. */
function shotBox(root: HTMLElement, target: 'root' | 'viewport', padded: boolean) {
  const pageWidth = Math.max(document.documentElement.scrollWidth, window.innerWidth);
  const pageHeight = Math.max(document.documentElement.scrollHeight, window.innerHeight);
  if (target === 'viewport') {
    return {
      box: {
        left: scrollX,
        top: scrollY,
        right: scrollX + window.innerWidth,
        bottom: scrollY + window.innerHeight,
      },
      empty: false,
    };
  }
  const seen = visibleBox(root);
  // Nothing visible (an element that shows nothing here, such as the app banner on a desktop):
  // the empty corner where it would start, padding only. Anything that appears later makes the
  // shot larger, and a shot of another size never matches its baseline.
  const corner = root.getBoundingClientRect();
  const content = seen ?? {
    left: corner.left,
    top: corner.top,
    right: corner.left,
    bottom: corner.top,
  };
  const pad = padded ? 16 : 0;
  const box = intersect(
    {
      left: Math.floor(content.left + scrollX - pad),
      top: Math.floor(content.top + scrollY - pad),
      right: Math.ceil(content.right + scrollX + pad),
      bottom: Math.ceil(content.bottom + scrollY + pad),
    },
    { left: 0, top: 0, right: pageWidth, bottom: pageHeight },
  );
  if (box.bottom - box.top < 8) box.bottom = box.top + 8;
  if (box.right - box.left < 8) box.right = box.left + 8;
  return { box, empty: !seen };
}

/** Lazy pictures in the shot load now, and the shot waits for them (at most 5 s). */
async function picturesLoaded(root: Element): Promise<void> {
  const images = [...deepElements(root)].filter(
    (element): element is HTMLImageElement => element instanceof HTMLImageElement,
  );
  for (const image of images) if (image.loading === 'lazy') image.loading = 'eager';
  await Promise.race([
    Promise.all(images.map((image) => image.decode().catch(() => undefined))),
    new Promise((resolve) => setTimeout(resolve, 5000)),
  ]);
}

/**
 * Feedback that stays for a while after an interaction, on a timer rather than an animation
 * (a button's ripple shows at least 250 ms after a click): the shot waits until it has gone.
 */
const TRANSIENT = ['.shop-button__ripple'];

function deepQuery(root: Element, selector: string): boolean {
  for (const element of deepElements(root)) if (element.matches(selector)) return true;
  return false;
}

async function transientFeedbackGone(root: Element): Promise<void> {
  for (let waited = 0; waited < 1000; waited += 50) {
    if (!TRANSIENT.some((selector) => deepQuery(root, selector))) return;
    settleAnimations();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The sites the story's elements were given, when it shows more than one. */
function renderedSites(root: Element): string[] {
  const sites = new Set<string>();
  for (const element of root.querySelectorAll('[site]')) {
    if (element.localName.startsWith('shop-')) {
      sites.add((element.getAttribute('site') ?? '').toUpperCase());
    }
  }
  return [...sites].filter(Boolean).sort();
}

/** The story file's name without `.stories.tsx`: the element or primitive it shows. */
function elementOf(file: string | undefined): string {
  const base = (file ?? '').split('/').pop() ?? '';
  return base.replace(/\.stories\.[jt]sx?$/, '') || 'unknown';
}

// A story's `parameters.media` (forced colours, reduced motion) through Playwright.
provideMediaEmulator(emulateMedia);

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
  const viewports: (BreakpointName | undefined)[] = visual.viewports ?? [undefined];
  const updating = inject('visualUpdate') ?? false;
  // Storybook pads stories unless their layout is fullscreen; the screenshot shows the same.
  const root = storyRoot();
  const padded = story.parameters.layout !== 'fullscreen';
  if (padded) {
    root.style.padding = '1rem';
    root.style.display = 'flow-root';
  }
  const globalSite =
    typeof story.globals?.site === 'string' && story.globals.site ? story.globals.site : 'DE';
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
    await elementsSettled(root);
    await picturesLoaded(root);
    await transientFeedbackGone(root);
    await document.fonts.ready;
    settleAnimations();
    await nextFrame();
    await nextFrame();
    const sites = renderedSites(root);
    const site = siteLabel(sites.length > 1 ? sites : [globalSite]);
    const width = window.innerWidth;
    const name = baselineName(story.id, site, widthLabel(width));
    const target = visual.target ?? 'root';
    let { box, empty } = shotBox(root, target, padded);
    // Chromium paints only what is on screen: a taller story gets a screen as tall as itself
    // for the shot (its width, and so its layout, stays), and the screen is restored afterwards.
    const screenHeight = window.innerHeight;
    if (target === 'root' && box.bottom > screenHeight) {
      await page.viewport(width, Math.min(Math.ceil(box.bottom), 8000));
      await nextFrame();
      await nextFrame();
      await picturesLoaded(root);
      ({ box, empty } = shotBox(root, target, padded));
    }
    const frame = frameAt(box);
    const record: ComparisonRecord = {
      name,
      storyId: story.id,
      story: story.storyName ?? story.id,
      element: visual.element ?? elementOf(context.task.file?.name),
      site,
      sites: sites.length > 1 ? sites : [globalSite.toUpperCase()],
      width: widthLabel(width),
      px: { width: box.right - box.left, height: box.bottom - box.top, viewport: width },
      target,
      empty,
      result: 'match',
      time: new Date().toISOString(),
    };
    try {
      await expect.element(page.elementLocator(frame)).toMatchScreenshot(name);
      record.result = updating ? 'updated' : 'match';
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).replace(
        // eslint-disable-next-line no-control-regex -- terminal colours in Vitest's message
        /\u001b\[[\d;]*m/g,
        '',
      );
      record.result = /No existing reference/i.test(message) ? 'new' : 'changed';
      const explanation = message
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => /screenshot|pixels/i.test(line) && !/^expect\(|:$/.test(line))
        .slice(0, 2)
        .join(' ');
      if (explanation) record.message = explanation;
      throw error;
    } finally {
      frame.remove();
      if (window.innerHeight !== screenHeight) await page.viewport(width, screenHeight);
      record.time = new Date().toISOString();
      await commands
        .writeFile(`${RECORDS_FOLDER}/${name}.json`, JSON.stringify(record, null, 2))
        .catch(() => undefined);
    }
  }
});
