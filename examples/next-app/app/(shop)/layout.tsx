import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { ShopDocument } from '../shop-document';

export const metadata: Metadata = { title: 'Kaffeemaschinen' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return <ShopDocument>{children}</ShopDocument>;
}
