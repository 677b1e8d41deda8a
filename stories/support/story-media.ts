/**
 * Media a story asks for with `parameters.media`: forced colours (Windows high contrast) or
 * reduced motion. No script in a page can emulate either, so the Storybook UI shows such a story
 * as the browser is set; Chrome's DevTools emulate both (⋮ › More tools › Rendering › "Emulate
 * CSS media feature forced-colors" or "prefers-reduced-motion"). The test run hands this module
 * Playwright's emulation (test/visual/story-screenshots.ts), so the play function and the
 * screenshot see the media the story names.
 */
export interface StoryMedia {
  forcedColors?: 'active';
  reducedMotion?: 'reduce';
}

type MediaEmulator = (media: StoryMedia) => Promise<void>;

let emulator: MediaEmulator | undefined;

/** The test run's emulation; without one (the Storybook UI) stories show the browser's media. */
export function provideMediaEmulator(emulate: MediaEmulator): void {
  emulator = emulate;
}

/** Before each story: the media it names, and the project's own for every other story. */
export async function emulateStoryMedia({
  parameters,
}: {
  parameters: { media?: StoryMedia };
}): Promise<void> {
  await emulator?.(parameters.media ?? {});
}

/** The docs line of a story that needs emulated media. */
export const FORCED_COLOURS_DOCS =
  'Forced colours (Windows high contrast). The test run emulates `forced-colors: active`; ' +
  'here, open Chrome DevTools › ⋮ › More tools › Rendering and set "Emulate CSS media feature ' +
  'forced-colors" to `active`.';

/** What a system colour (`Highlight`, `CanvasText` …) computes to on this page, as `rgb(…)`. */
export function systemColour(name: string): string {
  const probe = document.createElement('span');
  probe.style.color = name;
  document.body.append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}
