/**
 * `react-dom/client` for the bundles built on Preact (decision 53): Preact's roots, with the one
 * timing difference that the components notice put right.
 *
 * Preact runs `useEffect` after the next animation frame; React's scheduler runs it in a task
 * of its own right after the render. In a background tab, and in a page whose frames are
 * throttled, Preact's effects would wait (the cart would not ask for its data, a flyout would
 * not add its listeners); a message channel's task comes at once, as React's does.
 */
import { options } from 'preact';
import { createRoot, hydrateRoot } from 'preact/compat/client';

const effectsChannel = typeof MessageChannel === 'function' ? new MessageChannel() : undefined;
const waitingEffects: (() => void)[] = [];
if (effectsChannel) {
  effectsChannel.port1.onmessage = () => {
    for (const run of waitingEffects.splice(0)) run();
  };
  options.requestAnimationFrame = (run: () => void) => {
    waitingEffects.push(run);
    if (waitingEffects.length === 1) effectsChannel.port2.postMessage(undefined);
  };
}

export { createRoot, hydrateRoot };
