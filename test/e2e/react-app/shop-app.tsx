/**
 * A React app as a front-end developer writes one: the header, the page's content and the
 * footer, inside `ShopProvider`. It takes the library as a parameter, so the server (Node) and
 * the browser bundle use the built package, as an installed one would be.
 */
import type * as ShopElements from '../../../src/index';
import type { ShopData } from '../../../src/server/index';

export interface ShopAppProps {
  library: typeof ShopElements;
  /** What the app's server loaded (`loadShopData`); none when the app renders in the browser only. */
  data?: ShopData;
  /** The page's CSP nonce, where its policy allows inline styles and scripts by nonce. */
  nonce?: string;
}

export function ShopApp({ library, data, nonce }: ShopAppProps) {
  const { ShopProvider, ShopHeader, ShopFooter } = library;
  return (
    <ShopProvider site={data?.site ?? 'DE'} data={data} nonce={nonce}>
      <ShopHeader currentPath="/" />
      <main id="main">
        <h1>Kaffeemaschinen</h1>
        <p>Die Seite einer React-App zwischen Kopf- und Fußzeile.</p>
      </main>
      <ShopFooter />
    </ShopProvider>
  );
}
