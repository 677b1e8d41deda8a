import 'shop-elements/shop-elements.css';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { shopConfig } from './shop';

export const metadata: Metadata = { title: 'Kaffeemaschinen' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="de">
      <head>
        {/* The page configuration block the elements read in the browser. */}
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
