import { beforeEach, describe, expect, it } from 'vitest';
import {
  pageSessionId,
  trackGaEvent,
  trackNewsletterSignUp,
  trackPromotionClick,
  trackSearchProduct,
} from '../../../src/services/tracking';

const pushed = () => (window as unknown as { dataLayer: unknown[] }).dataLayer;

beforeEach(() => {
  (window as unknown as { dataLayer?: unknown[] }).dataLayer = undefined;
  localStorage.clear();
});

describe('tracking', () => {
  it('pushes ga_event with category, action, label and non-interaction', () => {
    trackGaEvent({ category: 'header', action: 'click', label: 'cart' });
    expect(pushed()).toEqual([
      {
        event: 'ga_event',
        category: 'header',
        action: 'click',
        label: 'cart',
        nonInteraction: false,
      },
    ]);
  });

  it('pushes promotion_click with click type, target and specification', () => {
    trackPromotionClick({ clickType: 'cta', target: '/c/kaffee', specification: '~header_top' });
    expect(pushed()).toEqual([
      {
        event: 'promotion_click',
        clickType: 'cta',
        target: '/c/kaffee',
        specification: '~header_top',
      },
    ]);
  });

  it('pushes the newsletter sign_up event', () => {
    trackNewsletterSignUp({ origin: 'onsite', originAddition: 'subsite' });
    expect(pushed()).toEqual([
      {
        event: 'sign_up',
        subject: 'newsletter',
        origin: 'onsite_subsite',
        type: 'ga4',
        emitter: 'newsletterservice',
      },
    ]);
  });

  it('stores search-tracking entries keyed by product id with the page session id', () => {
    trackSearchProduct('402312');
    const entry = { '402312': pageSessionId() };
    expect(JSON.parse(localStorage.getItem('pds') ?? '{}')).toEqual(entry);
    expect(JSON.parse(localStorage.getItem('atbEvents') ?? '{}')).toEqual(entry);
  });
});
