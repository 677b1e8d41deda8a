import type { Preview } from '@storybook/react-vite';
import { BREAKPOINTS, type BreakpointName } from '../../src/tokens/breakpoints';

/** Storybook viewports at the spec's breakpoints: each is the smallest width of its range. */
export const STORYBOOK_VIEWPORTS = Object.fromEntries(
  (Object.entries(BREAKPOINTS) as [BreakpointName, number][]).map(([name, width]) => [
    name,
    {
      name: `${name} (${width + 1}px)`,
      styles: { width: `${width + 1}px`, height: '900px' },
      type: width < 768 ? 'mobile' : width < 1280 ? 'tablet' : 'desktop',
    },
  ]),
);

/** Whether a value names one of the viewports above (a breakpoint's name, such as `xs`). */
export const isViewportName = (value: unknown): value is BreakpointName =>
  typeof value === 'string' && Object.hasOwn(BREAKPOINTS, value);

interface ViewportOption {
  styles?: { width?: string };
}

/**
 * A story that pins a width (`globals: { viewport: … }`) gets it from Storybook's manager, which
 * sizes the frame; opened in a tab of its own (`iframe.html?id=…`, "Open canvas in new tab")
 * it has no manager and would run at the tab's width, where its play function checks the wrong
 * layout. Such a story goes to the manager's full-screen view instead, which shows the story
 * alone at its pinned width.
 */
export const honourPinnedWidth: NonNullable<Preview['beforeEach']> = ({
  globals,
  parameters,
  viewMode,
  id,
}) => {
  if (window.top !== window || viewMode !== 'story') return;
  const value = (globals.viewport as { value?: unknown } | undefined)?.value;
  if (typeof value !== 'string') return;
  const options = {
    ...STORYBOOK_VIEWPORTS,
    ...((parameters.viewport as { options?: Record<string, ViewportOption> } | undefined)
      ?.options ?? {}),
  } as Record<string, ViewportOption>;
  const width = Number.parseFloat(options[value]?.styles?.width ?? '');
  if (!width || window.innerWidth === width) return;
  const here = new URLSearchParams(location.search);
  const manager = new URLSearchParams({ path: `/story/${id}`, full: '1' });
  for (const name of ['args', 'globals']) {
    const given = here.get(name);
    if (given) manager.set(name, given);
  }
  location.replace(`./?${manager.toString()}`);
  // The story renders in the manager's frame; here nothing renders and no play function runs.
  return new Promise<never>(() => {});
};
