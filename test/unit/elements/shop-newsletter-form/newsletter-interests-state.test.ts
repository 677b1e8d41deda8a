import { describe, expect, it, vi } from 'vitest';
import type { InterestsResult } from '../../../../src/elements/shop-newsletter-form/newsletter-service';
import {
  createNewsletterInterests,
  type NewsletterInterestsServices,
} from '../../../../src/elements/shop-newsletter-form/state/newsletter-interests-state';
import { INTEREST_CATEGORIES } from '../../../../src/services/wire/newsletter';

/** A save the test answers when it wants to, to look at the store while it is on its way. */
function pendingSave() {
  let answer: (result: InterestsResult) => void = () => undefined;
  const saveInterests = vi.fn<NewsletterInterestsServices['saveInterests']>(
    () =>
      new Promise<InterestsResult>((resolve) => {
        answer = resolve;
      }),
  );
  return { saveInterests, answer: (result: InterestsResult) => answer(result) };
}

function interestsWith(saveInterests: NewsletterInterestsServices['saveInterests']) {
  const interests = createNewsletterInterests(
    { token: 'valid-token', site: 'PL' },
    { saveInterests },
  );
  const disconnect = interests.connect();
  return { interests, disconnect };
}

describe('newsletter interests state (no DOM, no React)', () => {
  it('given a fresh store › nothing is chosen, nothing is on its way and there is no result', () => {
    const { interests } = interestsWith(vi.fn());
    expect(interests.getSnapshot()).toEqual({ chosen: [], saving: false, savedCount: 0 });
  });

  it('when categories are ticked in any order › keeps each once, in the spec’s order; unticking removes it', () => {
    const { interests } = interestsWith(vi.fn());
    interests.choose('STORE', true);
    interests.choose('COFFEE', true);
    interests.choose('WOMEN_FASHION', true);
    interests.choose('COFFEE', true);
    expect(interests.getSnapshot().chosen).toEqual(['WOMEN_FASHION', 'COFFEE', 'STORE']);
    interests.choose('WOMEN_FASHION', false);
    interests.choose('KIDS', false);
    expect(interests.getSnapshot().chosen).toEqual(['COFFEE', 'STORE']);
  });

  it('when saved › sends the choice with the token and the site, is saving until the answer, then saved', async () => {
    const save = pendingSave();
    const { interests } = interestsWith(save.saveInterests);
    interests.choose('KITCHEN', true);
    interests.choose('COFFEE', true);
    const saving = interests.save();
    expect(interests.getSnapshot()).toMatchObject({ saving: true, result: undefined });
    expect(save.saveInterests).toHaveBeenCalledWith(
      'valid-token',
      ['KITCHEN', 'COFFEE'],
      'PL',
      expect.any(AbortSignal),
    );
    save.answer('SAVED');
    await saving;
    expect(interests.getSnapshot()).toEqual({
      chosen: ['KITCHEN', 'COFFEE'],
      saving: false,
      result: 'SAVED',
      savedCount: 1,
    });
  });

  it('given nothing ticked › when saved › sends the empty choice (none is a choice too)', async () => {
    const saveInterests = vi.fn(() => Promise.resolve<InterestsResult>('SAVED'));
    const { interests } = interestsWith(saveInterests);
    await interests.save();
    expect(saveInterests).toHaveBeenCalledWith('valid-token', [], 'PL', expect.any(AbortSignal));
  });

  it('when the save fails › keeps the choice and shows the error; the next save clears it and sends the same choice', async () => {
    const saveInterests = vi
      .fn<NewsletterInterestsServices['saveInterests']>()
      .mockResolvedValueOnce('ERROR')
      .mockResolvedValueOnce('SAVED');
    const { interests } = interestsWith(saveInterests);
    interests.choose('SPORT', true);
    interests.choose('MOBILE', true);
    await interests.save();
    expect(interests.getSnapshot()).toEqual({
      chosen: ['SPORT', 'MOBILE'],
      saving: false,
      result: 'ERROR',
      savedCount: 0,
    });
    interests.choose('TCHIBO_CARD', true);
    const second = interests.save();
    expect(interests.getSnapshot().result).toBeUndefined();
    await second;
    expect(saveInterests).toHaveBeenLastCalledWith(
      'valid-token',
      ['SPORT', 'MOBILE', 'TCHIBO_CARD'],
      'PL',
      expect.any(AbortSignal),
    );
    expect(interests.getSnapshot()).toMatchObject({ result: 'SAVED', savedCount: 1 });
  });

  it('while saving › a second save sends nothing and the choice stays as sent', async () => {
    const save = pendingSave();
    const { interests } = interestsWith(save.saveInterests);
    interests.choose('HOBBY', true);
    const first = interests.save();
    void interests.save();
    interests.choose('HOBBY', false);
    interests.choose('SLEEPING', true);
    expect(save.saveInterests).toHaveBeenCalledTimes(1);
    expect(interests.getSnapshot().chosen).toEqual(['HOBBY']);
    save.answer('SAVED');
    await first;
  });

  it('when disconnected while saving › abandons the save: no result, not saving, nothing counted', async () => {
    const save = pendingSave();
    const { interests, disconnect } = interestsWith(save.saveInterests);
    interests.choose('DISCOUNTS', true);
    const saving = interests.save();
    const signal = save.saveInterests.mock.calls[0]![3]!;
    disconnect();
    expect(signal.aborted).toBe(true);
    save.answer('ERROR');
    await saving;
    expect(interests.getSnapshot()).toEqual({
      chosen: ['DISCOUNTS'],
      saving: false,
      savedCount: 0,
    });
  });

  it('when configured with another site › the next save goes for that site', async () => {
    const saveInterests = vi.fn(() => Promise.resolve<InterestsResult>('SAVED'));
    const { interests } = interestsWith(saveInterests);
    interests.configure({ token: 'valid-token', site: 'TR' });
    await interests.save();
    expect(saveInterests).toHaveBeenCalledWith('valid-token', [], 'TR', expect.any(AbortSignal));
  });

  it('offers all thirteen categories of the spec', () => {
    expect(INTEREST_CATEGORIES).toEqual([
      'WOMEN_FASHION',
      'MEN_FASHION',
      'SPORT',
      'LIVING_FURNITURE',
      'HOBBY',
      'KIDS',
      'KITCHEN',
      'SLEEPING',
      'DISCOUNTS',
      'COFFEE',
      'MOBILE',
      'TCHIBO_CARD',
      'STORE',
    ]);
  });
});
