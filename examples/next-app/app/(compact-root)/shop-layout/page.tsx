import { connection } from 'next/server';
import { CoffeeOffer } from '../../coffee-offer';
import { LayoutFrame } from '../../layout-frame';
import { loadShop } from '../../shop';

/** A page in the shop's default layout (`ShopLayout`: header, main, footer). */
export default async function ShopLayoutPage() {
  await connection();
  const data = await loadShop();
  return (
    <LayoutFrame data={data} currentPath="/shop-layout">
      <h1>Kaffee</h1>
      <p>Frisch geröstet, direkt zu Ihnen nach Hause.</p>
      <CoffeeOffer />
    </LayoutFrame>
  );
}
