import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePartsInTurns } from '../../../src/element-kit/render/use-parts-in-turns';

describe('usePartsInTurns: the parts of an element’s content', () => {
  it('given parts there at the first render (server HTML, a store that had them) › all render at once', () => {
    const { result } = renderHook(() => usePartsInTurns(5));
    expect(result.current).toBe(5);
  });

  it('given parts an answer brings after mounting › none render in that task, then one per slice up to all', async () => {
    const seen: number[] = [];
    const { result, rerender } = renderHook(
      ({ count }) => {
        const rendered = usePartsInTurns(count);
        if (seen.at(-1) !== rendered) seen.push(rendered);
        return rendered;
      },
      { initialProps: { count: 0 } },
    );
    rerender({ count: 3 });
    expect(result.current).toBe(0);
    await waitFor(() => expect(result.current).toBe(3));
    expect(seen).toEqual([0, 1, 2, 3]);
  });

  it('given fewer parts than were rendered (the content changed) › only those render', () => {
    const { result, rerender } = renderHook(({ count }) => usePartsInTurns(count), {
      initialProps: { count: 4 },
    });
    rerender({ count: 2 });
    expect(result.current).toBe(2);
  });
});
