import { connection } from 'next/server';
import { CoffeeOffer } from '../coffee-offer';
import { ShopFrame } from '../shop-frame';
import { loadShop } from '../shop';

export default async function Page() {
  // Rendered per request: the shop's data changes (promotions, navigation).
  await connection();
  const data = await loadShop();
  return (
    <ShopFrame data={data}>
      <h1>Kaffeemaschinen</h1>
      <p>Die Seite einer Next.js-App zwischen Kopf- und Fußzeile.</p>
      <CoffeeOffer />
    </ShopFrame>
  );
}
