import { afterEach, describe, expect, it, vi } from 'vitest';
import { coalescedPerTask, inRenderSlice } from '../../../src/element-kit/render/render-slices';

describe('render slices: the first render of each root', () => {
  afterEach(() => vi.restoreAllMocks());

  it('given three roots › it renders none in the task that mounted them, then all in their order', async () => {
    const rendered: string[] = [];
    for (const root of ['header', 'navigation', 'footer']) inRenderSlice(() => rendered.push(root));
    expect(rendered).toEqual([]);
    await vi.waitFor(() => expect(rendered).toEqual(['header', 'navigation', 'footer']));
  });

  it('given a root unmounted before its slice › it never renders', async () => {
    const rendered: string[] = [];
    const takeBack = inRenderSlice(() => rendered.push('removed'));
    inRenderSlice(() => rendered.push('kept'));
    takeBack();
    await vi.waitFor(() => expect(rendered).toEqual(['kept']));
  });

  it('given a root whose render throws › the roots after it still render, and the error is reported', async () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const rendered: string[] = [];
    inRenderSlice(() => {
      throw new Error('broken root');
    });
    inRenderSlice(() => rendered.push('next'));
    await vi.waitFor(() => expect(rendered).toEqual(['next']));
    expect(reported).toHaveBeenCalledWith(
      'shop-elements: an element could not render.',
      expect.objectContaining({ message: 'broken root' }),
    );
  });

  it('given roots that each take longer than a slice › each gets a task of its own', async () => {
    // A microtask queued in the first render runs before the second only if the task ended in
    // between, which is when the page handles a tap or paints.
    let firstTaskEnded = false;
    const secondSaw: boolean[] = [];
    const busy = () => {
      const end = performance.now() + 8;
      while (performance.now() < end);
    };
    inRenderSlice(() => {
      busy();
      queueMicrotask(() => (firstTaskEnded = true));
    });
    inRenderSlice(() => {
      busy();
      secondSaw.push(firstTaskEnded);
    });
    await vi.waitFor(() => expect(secondSaw).toEqual([true]));
  });

  it('given roots that render quickly › several share one task', async () => {
    let firstTaskEnded = false;
    const secondSaw: boolean[] = [];
    inRenderSlice(() => queueMicrotask(() => (firstTaskEnded = true)));
    inRenderSlice(() => secondSaw.push(firstTaskEnded));
    await vi.waitFor(() => expect(secondSaw).toEqual([false]));
  });
});

describe('renders after the first: once per task', () => {
  it('given three attribute changes in one task › the host renders once, after the task', async () => {
    const render = vi.fn();
    const renderSoon = coalescedPerTask(render);
    renderSoon();
    renderSoon();
    renderSoon();
    expect(render).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(render).toHaveBeenCalledTimes(1);
    renderSoon();
    await Promise.resolve();
    expect(render).toHaveBeenCalledTimes(2);
  });
});
