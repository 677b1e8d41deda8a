/**
 * Cookies for one test or story only. Test files and stories run side by side in frames of one
 * browser, which share their cookies; a cookie one of them really set (Hunter-Platform,
 * Hunter-Content, affiliateNumber …) would change what the others render. This adds cookies to
 * what `document.cookie` reads in this frame alone; writes still reach the real cookies.
 * Returns the function that takes them away again.
 */
export function stubCookies(cookies: string): () => void {
  const real = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  if (!real?.get || !real.set) throw new Error('document.cookie cannot be stubbed here');
  const { get, set } = real;
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => [cookies, get.call(document) as string].filter(Boolean).join('; '),
    set: (value: string) => set.call(document, value),
  });
  return () => {
    delete (document as unknown as { cookie?: string }).cookie;
  };
}
