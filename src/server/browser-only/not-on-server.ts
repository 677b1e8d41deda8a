/**
 * What the server build resolves a browser-only library to (vite.config.ts, `BROWSER_ONLY`):
 * DOMPurify needs a DOM and focus-trap a focus to trap, and the server renders markup only, so
 * neither runs there. Leaving them out keeps their code out of every cold start and out of the
 * renderer's memory on a page server or an edge runtime. Reached by mistake, it says so.
 */
function notOnServer(): never {
  throw new Error('shop-elements: a browser-only library was called on the server.');
}

export default notOnServer;
export const createFocusTrap = notOnServer;
