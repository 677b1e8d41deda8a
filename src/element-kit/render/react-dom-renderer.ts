// The part of react-dom the renderer uses, as a module of its own: `react-dom-client.ts` imports
// it lazily, and every build names the chunk after this file (its size budget finds it there).
export { createRoot, hydrateRoot } from 'react-dom/client';
