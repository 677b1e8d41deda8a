import { useEffect, useState } from 'react';
import { inRenderSlice } from './render-slices';

/**
 * How many of an element's `count` parts to render now. Parts that are there when the element
 * first renders (from the server's HTML, in hydration, or from a store that had the answer)
 * render at once, as hydration must match the HTML. Parts that come later, with an answer that
 * arrives after the element mounted, render one per render slice: Preact renders a root in one
 * go, and the footer's content rendered in one task was the longest task of a client-rendered
 * page on a phone (about 70 ms at 4× CPU, TR).
 */
export function usePartsInTurns(count: number): number {
  const [rendered, setRendered] = useState(count);
  useEffect(() => {
    if (rendered >= count) return;
    return inRenderSlice(() => setRendered((now) => Math.min(now + 1, count)));
  }, [rendered, count]);
  return Math.min(rendered, count);
}
