import 'shop-elements/shop-elements.css';
import type { CSSProperties, ReactNode } from 'react';
import { shopConfig } from './shop';

/**
 * The document around every page of the app: the page configuration block the elements read in
 * the browser. `rootStyle` is the app's own style of the root element (its root font size).
 */
export function ShopDocument({
  rootStyle,
  children,
}: {
  rootStyle?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <html lang="de" style={rootStyle}>
      <head>
        <script
          type="application/json"
          id="shop-elements-config"
          dangerouslySetInnerHTML={{ __html: JSON.stringify(shopConfig) }}
        />
      </head>
      <body>{children}</body>
    </html>
  );
}
