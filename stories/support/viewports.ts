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
