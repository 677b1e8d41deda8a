/**
 * `react-dom/client` for the bundles built on Preact (decision 53): Preact's roots, with the one
 * timing difference that the components notice put right.
 *
 * Preact runs `useEffect` after the next animation frame; React's scheduler runs it in a task
 * of its own right after the render. In a background tab, and in a page whose frames are
 * throttled, Preact's effects would wait (the cart would not ask for its data, a flyout would
 * not add its listeners); the next task comes at once, as React's does.
 */
import { options } from 'preact';
import { createRoot, hydrateRoot } from 'preact/compat/client';
import { inNextTask } from '../../page-runtime/main-thread-turns';

// Preact asks for one call per batch of effects and flushes the whole batch in it.
options.requestAnimationFrame = inNextTask;

export { createRoot, hydrateRoot };
