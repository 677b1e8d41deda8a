import type { ReactNode } from 'react';
import { useShop } from './shop-context';

/**
 * The element's content speaks its locale whatever the page's `lang` says, so a screen reader
 * reads Polish content on a German page with a Polish voice. The host sheet's
 * `display: contents` for this wrapper keeps it out of the layout; a class rather than a `style`
 * attribute, because server HTML with a style attribute breaks a page's `style-src` policy.
 */
/** The wrapper's class, styled by host-reset.css. */
export const IN_LOCALE_CLASS = 'shop-in-locale';

export function InLocale({ children }: { children: ReactNode }) {
  const { locale } = useShop();
  return (
    <div lang={locale} className={IN_LOCALE_CLASS}>
      {children}
    </div>
  );
}
