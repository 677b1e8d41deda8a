import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCartStore } from '../../../src/cart/cart-store';
import { createSafeStorage } from '../../../src/services/browser/local-storage';
import type { CartChange } from '../../../src/services/wire/cart';
import { cartOf, resetCarts } from '../../fake-backend/cart-state';
import { fakeCartService, type CallFate } from './fake-cart-service';

/** Changes a shopper can make to the filled fake cart, limits and unknown products included. */
const changes: fc.Arbitrary<CartChange> = fc.oneof(
  fc.record({
    setArticle: fc.record({
      productId: fc.constantFrom(
        'fake-coffee-1',
        'fake-capsules-1',
        'fake-sweater-1',
        'fake-pan-1',
        'fake-jars-1',
      ),
      tcm: fc.constant('tcm'),
      quantity: fc.integer({ min: 0, max: 12 }),
    }),
  }),
  fc.record({
    setGiftCard: fc.record({
      productId: fc.constantFrom('fake-giftcard-1', 'fake-giftcard-2'),
      tcm: fc.constant('tcm'),
      set: fc.boolean(),
    }),
  }),
  fc.record({
    setFreeArticle: fc.record({
      productId: fc.constant('fake-tin-1'),
      campaignId: fc.constant('fake-campaign-aroma-tin'),
      remove: fc.boolean(),
    }),
  }),
  fc.record({
    setPartnerProduct: fc.record({
      partnerProductId: fc.constantFrom('fake-partner-bike-1', 'fake-partner-sofa-1'),
      set: fc.boolean(),
    }),
  }),
  fc.record({
    deleteSubscription: fc.record({ subscriptionId: fc.constant('fake-subscription-1') }),
  }),
);

const fates: fc.Arbitrary<CallFate> = fc.constantFrom(
  'answered',
  'answered',
  'server-error',
  'lost-after-applying',
);

type Step =
  | { kind: 'change'; change: CartChange; fate: CallFate }
  | { kind: 'restore' }
  | { kind: 'reload'; force: boolean }
  | { kind: 'answer' };

const steps: fc.Arbitrary<Step[]> = fc.array(
  fc.oneof(
    {
      weight: 5,
      arbitrary: fc.record({ kind: fc.constant('change' as const), change: changes, fate: fates }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('restore' as const) }) },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant('reload' as const), force: fc.boolean() }),
    },
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('answer' as const) }) },
  ),
  { minLength: 1, maxLength: 25 },
);

/** A fresh filled cart whose every answer arrives when the scheduler says. */
function cartOnScheduler(scheduler: fc.Scheduler) {
  resetCarts('filled');
  const service = fakeCartService();
  service.deliver = (answer) => scheduler.schedule(answer);
  const store = createCartStore({
    api: () => service.api,
    storage: createSafeStorage(undefined),
    events: new EventTarget(),
  });
  return { service, store };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
});

/**
 * Hundreds of generated runs are pure CPU work: a few seconds on an idle machine, more than the
 * default 10 s on a loaded two-core one. The limit is a safety net, not a speed requirement.
 */
const PROPERTY_TIME_LIMIT = 60_000;

describe('the cart store under any sequence of changes', () => {
  it(
    'given any mix of successes, failures and answer orders, once every answer is in, the cart equals the server’s last accepted cart',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.scheduler(), steps, async (scheduler, script) => {
          const { service, store } = cartOnScheduler(scheduler);
          const outcomes: Promise<unknown>[] = [store.load()];
          for (const step of script) {
            if (step.kind === 'change') {
              // The fate belongs to the change's own call; merged changes share one call.
              service.fates.push(step.fate);
              outcomes.push(store.change(step.change));
            } else if (step.kind === 'restore') {
              const [deleted] = store.getSnapshot().recentlyDeleted;
              if (deleted) outcomes.push(store.restore(deleted.key));
            } else if (step.kind === 'reload') {
              outcomes.push(store.reload({ force: step.force }));
            } else if (scheduler.count() > 0) {
              await scheduler.waitOne();
            }
          }
          await scheduler.waitFor(Promise.all(outcomes));
          await scheduler.waitAll();
          const { cart, busy } = store.getSnapshot();
          expect(busy).toBe(false);
          expect(cart).toEqual(cartOf('DE'));
        }),
        { numRuns: 150 },
      );
    },
    PROPERTY_TIME_LIMIT,
  );

  it(
    'never shows a negative count, and every count it shows comes from a real cart state',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.scheduler(),
          fc.array(fc.record({ change: changes, fate: fates }), { maxLength: 15 }),
          async (scheduler, script) => {
            const { service, store } = cartOnScheduler(scheduler);
            const counts: number[] = [];
            store.subscribe(() => counts.push(store.getSnapshot().itemCount));
            const outcomes: Promise<unknown>[] = [store.load()];
            for (const { change, fate } of script) {
              service.fates.push(fate);
              outcomes.push(store.change(change));
            }
            await scheduler.waitFor(Promise.all(outcomes));
            await scheduler.waitAll();
            expect(counts.every((count) => Number.isInteger(count) && count >= 0)).toBe(true);
            expect(store.getSnapshot().itemCount).toBe(cartOf('DE').numberOfArticles);
          },
        ),
        { numRuns: 100 },
      );
    },
    PROPERTY_TIME_LIMIT,
  );
});
