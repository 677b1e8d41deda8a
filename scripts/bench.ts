// `npm run bench`: how fast the cart answers a shopper on a 150-article cart, against the
// budgets below (kept generous: they catch a slowdown by a factor, not noise). Not part of
// `npm test`, which holds no timed assertions.
import { runnerImport } from 'vite';

type Modules = {
  optimistic: typeof import('../src/cart/optimistic-change');
  store: typeof import('../src/cart/cart-store');
  storage: typeof import('../src/services/browser/local-storage');
  carts: typeof import('../test/fake-backend/cart-state');
};

const load = async <T>(path: string) => (await runnerImport<T>(path)).module;
const modules: Modules = {
  optimistic: await load('./src/cart/optimistic-change.ts'),
  store: await load('./src/cart/cart-store.ts'),
  storage: await load('./src/services/browser/local-storage.ts'),
  carts: await load('./test/fake-backend/cart-state.ts'),
};

modules.carts.resetCarts('many');
const cart = structuredClone(modules.carts.cartOf('DE'));
const ids = cart.articles.map((article) => article.productId);

/** Median time of one run, in microseconds. */
function measure(run: () => void, runs = 200): number {
  const times: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const start = performance.now();
    run();
    times.push((performance.now() - start) * 1000);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

const never = { request: () => new Promise(() => {}) };
const budgetsMicroseconds: Record<string, [number, () => void]> = {
  'apply one quantity change (150 articles)': [
    30,
    () =>
      void modules.optimistic.applyChange(cart, {
        setArticle: { productId: ids[0]!, tcm: 'tcm', quantity: 2 },
      }),
  ],
  'snapshot with 20 waiting changes (150 articles)': [
    1_500,
    () => {
      const store = modules.store.createCartStore({
        api: () => never as never,
        storage: modules.storage.createSafeStorage(undefined),
        events: new EventTarget(),
      });
      for (let index = 0; index < 20; index += 1) {
        void store.change({ setArticle: { productId: ids[index]!, tcm: 'tcm', quantity: 3 } });
      }
      store.getSnapshot();
    },
  ],
};

let over = false;
for (const [name, [budget, run]] of Object.entries(budgetsMicroseconds)) {
  const median = measure(run);
  const verdict = median > budget ? 'OVER' : 'ok';
  if (median > budget) over = true;
  console.log(
    `${name.padEnd(52)} ${median.toFixed(1).padStart(8)} µs  (budget ${budget} µs) ${verdict}`,
  );
}
process.exit(over ? 1 : 0);
