import type { ReactNode } from 'react';
import { useShop } from './shop-context';

/**
 * The element's content speaks its locale whatever the page's `lang` says, so a screen reader
 * reads Polish content on a German page with a Polish voice. `display: contents` keeps it out of
 * the layout.
 */
export function InLocale({ children }: { children: ReactNode }) {
  const { locale } = useShop();
  return (
    <div lang={locale} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
