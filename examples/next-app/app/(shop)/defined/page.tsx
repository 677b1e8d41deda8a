import { connection } from 'next/server';
import { CoffeeOffer } from '../../coffee-offer';
import { ShopFrame } from '../../shop-frame';
import { loadShop } from '../../shop';
import { DefineAll } from './define-all';

/** The same page, in an app that also calls `defineAllElements()`. */
export default async function DefinedPage() {
  await connection();
  const data = await loadShop();
  return (
    <>
      <DefineAll />
      <ShopFrame data={data}>
        <h1>Kaffeemaschinen</h1>
        <p>Die Seite einer Next.js-App, die alle Elemente selbst definiert.</p>
        <CoffeeOffer />
      </ShopFrame>
    </>
  );
}
