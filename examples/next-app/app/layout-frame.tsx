'use client';
import { ShopLayout, ShopProvider, type ShopData } from 'shop-elements';
import type { ReactNode } from 'react';

/** The shop's default page layout around the page: header, the page's content, footer. */
export function LayoutFrame({
  data,
  currentPath,
  children,
}: {
  data: ShopData;
  currentPath: string;
  children: ReactNode;
}) {
  return (
    <ShopProvider site={data.site} data={data}>
      <ShopLayout currentPath={currentPath}>{children}</ShopLayout>
    </ShopProvider>
  );
}
