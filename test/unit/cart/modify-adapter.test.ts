import { describe, expect, it } from 'vitest';
import { modifyResultOf } from '../../../src/cart/modify-adapter';
import { loadTranslator } from '../../../src/i18n/translator';

const setCoffee = { setArticle: { productId: 'fake-coffee-1', tcm: 'x', quantity: 12 } };
const polish = () => loadTranslator('pl-PL');

describe('the answer of cart.modify', () => {
  it('given 200 with an added product, answers the product; given 304, an empty object', async () => {
    const added = { productId: 'fake-coffee-1', quantity: 2 };
    await expect(
      modifyResultOf(setCoffee, { ok: true, status: 200, addedProduct: added }, polish),
    ).resolves.toEqual({ addedProduct: added });
    await expect(modifyResultOf(setCoffee, { ok: true, status: 304 }, polish)).resolves.toEqual({});
  });

  it('given a limit, answers the translated message with the limit', async () => {
    const result = await modifyResultOf(
      setCoffee,
      { ok: false, error: { error: 'ITEM_LIMIT', limit: 10 } },
      polish,
    );
    expect(result.error).toMatch(/10 sztuk/);
  });

  it('given a failed gift-card removal, answers the message to wait and retry', async () => {
    const translator = await polish();
    const result = await modifyResultOf(
      { setGiftCard: { productId: 'fake-giftcard-1', tcm: 'x', set: false } },
      { ok: false, error: { error: 'UNKNOWN' } },
      polish,
    );
    expect(result.error).toBe(translator.t('cart.giftCardRemovalFailed'));
  });
});
