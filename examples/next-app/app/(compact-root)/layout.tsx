import type { Metadata } from 'next';
import type { CSSProperties, ReactNode } from 'react';
import { ShopDocument } from '../shop-document';

export const metadata: Metadata = { title: 'Kaffee' };

/**
 * The pages of an app whose own CSS sets the root font size to 62.5 % (1rem = 10px). The
 * elements count their sizes in `--shop-rem`: the browser's font size is 1.6 of these rems. Set
 * with the root font size, it is right in the server's HTML, before any script runs.
 */
const compactRoot = { fontSize: '62.5%', '--shop-rem': '1.6rem' } as CSSProperties;

export default function CompactRootLayout({ children }: { children: ReactNode }) {
  return <ShopDocument rootStyle={compactRoot}>{children}</ShopDocument>;
}
