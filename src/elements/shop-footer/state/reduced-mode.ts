/**
 * Reduced mode (newsletter-footer §4.4): on when the `reduced` attribute is set, or when a cookie
 * contains `affiliateNumber` (shoppers sent by an affiliate partner) or `xc-app=new` (the shop's
 * new app showing the page). "Contains" is taken literally: the text appears anywhere in a
 * cookie's name or value, so `affiliateNumber=4711` and `partner=affiliateNumber:4711` both count.
 */
export const REDUCING_COOKIE_TEXTS = ['affiliateNumber', 'xc-app=new'] as const;

/** Whether the page's cookies (`document.cookie`'s text) switch the footer to reduced mode. */
export function reducedByCookie(cookieText: string): boolean {
  const cookies = cookieText.split(';').map((cookie) => {
    const text = cookie.trim();
    try {
      return decodeURIComponent(text);
    } catch {
      return text;
    }
  });
  return cookies.some((cookie) => REDUCING_COOKIE_TEXTS.some((text) => cookie.includes(text)));
}
