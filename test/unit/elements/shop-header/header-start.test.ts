import { afterEach, describe, expect, it, vi } from 'vitest';
import { cart } from '../../../../src/cart/page-cart';
import { startHeaderData } from '../../../../src/elements/shop-header/behaviour/header-start';
import { setPageConfig } from '../../../../src/page-runtime/page-config';
import { forgetPageSingleton } from '../../../../src/page-runtime/page-singleton';
import { navigationStore, themeWorldStore } from '../../../../src/services/stores/navigation';
import { personalData } from '../../../../src/services/stores/personal-data';
import { promotions } from '../../../../src/services/stores/promotions';
import * as loginTokens from '../../../../src/services/login/login-token-service';
import * as cacheKey from '../../../../src/services/stores/search-cache-key';

afterEach(() => {
  vi.restoreAllMocks();
  setPageConfig(undefined);
  for (const name of ['personal-data', 'promotions', 'navigation', 'theme-worlds']) {
    forgetPageSingleton(name);
  }
});

function spyOnStarts() {
  return {
    personal: vi.spyOn(personalData(), 'load').mockResolvedValue({} as never),
    key: vi.spyOn(cacheKey, 'searchCacheKey').mockResolvedValue(''),
    promotion: vi.spyOn(promotions(), 'load').mockResolvedValue({ status: 'none' }),
    navigation: vi.spyOn(navigationStore(), 'load').mockResolvedValue([]),
    themeWorlds: vi.spyOn(themeWorldStore(), 'load').mockResolvedValue({ sections: [] }),
    cart: vi.spyOn(cart, 'load').mockResolvedValue(undefined as never),
  };
}

const spyOnLoginTokens = () =>
  vi.spyOn(loginTokens, 'startLoginTokenService').mockReturnValue({} as never);

describe('when the header starts', () => {
  it('asks for personal data, the search cache key and the cart at once (the answers its elements show are its declared needs)', () => {
    spyOnLoginTokens();
    const starts = spyOnStarts();
    startHeaderData({ site: 'PL', reduced: false });
    expect(starts.personal).toHaveBeenCalledTimes(1);
    expect(starts.key).toHaveBeenCalledTimes(1);
    expect(starts.cart).toHaveBeenCalledTimes(1);
    expect(starts.promotion).not.toHaveBeenCalled();
    expect(starts.navigation).not.toHaveBeenCalled();
  });

  it('given the reduced checkout header, asks for none of the page’s data', () => {
    spyOnLoginTokens();
    const starts = spyOnStarts();
    startHeaderData({ site: 'DE', reduced: true });
    for (const start of Object.values(starts)) expect(start).not.toHaveBeenCalled();
  });

  it.each([false, true])('starts the page’s login-token service (reduced: %s)', (reduced) => {
    spyOnStarts();
    const tokens = spyOnLoginTokens();
    startHeaderData({ site: 'DE', reduced });
    expect(tokens).toHaveBeenCalledTimes(1);
  });
});
