'use client';
import { ShopFooter, ShopHeader, ShopProvider, type ShopData } from 'shop-elements';
import type { ReactNode } from 'react';

/** The shop's header and footer around the page: whole, from the server's data. */
export function ShopFrame({ data, children }: { data: ShopData; children: ReactNode }) {
  return (
    <ShopProvider site={data.site} data={data}>
      <ShopHeader currentPath="/" />
      <main id="main">{children}</main>
      <ShopFooter />
    </ShopProvider>
  );
}
