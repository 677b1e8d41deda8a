import type { ElementTag } from '../../src/elements/generated/runtime-definitions';
import appBanner from '../../test/visual/__baselines__/elements-shop-app-banner-on-android__de_xs.png';
import benefitsStrip from '../../test/visual/__baselines__/elements-shop-benefits-strip-default-benefits__de_xl.png';
import cartLink from '../../test/visual/__baselines__/elements-shop-cart-link-with-articles__de_xl.png';
import countrySwitcher from '../../test/visual/__baselines__/elements-shop-country-switcher-open__de_xl.png';
import footer from '../../test/visual/__baselines__/elements-shop-footer-desktop__de_4xl.png';
import header from '../../test/visual/__baselines__/elements-shop-header-visitor__de_xl.png';
import layout from '../../test/visual/__baselines__/elements-shop-layout-without-footer__de_xl.png';
import mainNav from '../../test/visual/__baselines__/elements-shop-main-nav-bar__de_xl.png';
import miniCart from '../../test/visual/__baselines__/elements-shop-mini-cart-loaded__de_xl.png';
import modal from '../../test/visual/__baselines__/elements-shop-modal-open__de_xl.png';
import newsletterForm from '../../test/visual/__baselines__/elements-shop-newsletter-form-empty__de_xl.png';
import previewPanel from '../../test/visual/__baselines__/elements-shop-preview-panel-active-tests__de_xl.png';
import promotion from '../../test/visual/__baselines__/elements-shop-promotion-top-banner-with-voucher__de_xl.png';
import search from '../../test/visual/__baselines__/elements-shop-search-with-suggestions__de_xl.png';

/**
 * One committed visual baseline per element for the gallery ("Overview/Elements"). Pictures, not
 * live stories: the stories project compares each baseline with its story on every test run, so
 * a picture cannot drift from the element, and fourteen live elements on one page would share one
 * fake backend, one cart and one flyout store, and lay out at the docs column's width instead of
 * the width they were drawn for.
 */
export interface GalleryPicture {
  readonly src: string;
  /** The story the baseline is of, as in its file name: `<story id>__<site>_<width>.png`. */
  readonly story: string;
  /** Show the picture's top (a tall page), not all of it shrunk. */
  readonly top?: boolean;
}

/** A new element (beta) may go without a picture until it is stable. */
export const GALLERY_PICTURES: Partial<Record<ElementTag, GalleryPicture>> = {
  'shop-app-banner': { src: appBanner, story: 'elements-shop-app-banner--on-android' },
  'shop-benefits-strip': {
    src: benefitsStrip,
    story: 'elements-shop-benefits-strip--default-benefits',
  },
  'shop-cart-link': { src: cartLink, story: 'elements-shop-cart-link--with-articles' },
  'shop-country-switcher': { src: countrySwitcher, story: 'elements-shop-country-switcher--open' },
  'shop-footer': { src: footer, story: 'elements-shop-footer--desktop', top: true },
  'shop-header': { src: header, story: 'elements-shop-header--visitor' },
  'shop-layout': { src: layout, story: 'elements-shop-layout--without-footer', top: true },
  'shop-main-nav': { src: mainNav, story: 'elements-shop-main-nav--bar' },
  'shop-mini-cart': { src: miniCart, story: 'elements-shop-mini-cart--loaded', top: true },
  'shop-modal': { src: modal, story: 'elements-shop-modal--open' },
  'shop-newsletter-form': { src: newsletterForm, story: 'elements-shop-newsletter-form--empty' },
  'shop-preview-panel': { src: previewPanel, story: 'elements-shop-preview-panel--active-tests' },
  'shop-promotion': { src: promotion, story: 'elements-shop-promotion--top-banner-with-voucher' },
  'shop-search': { src: search, story: 'elements-shop-search--with-suggestions' },
};

/**
 * The story each element shows at xs, m, xl and 4xl on "Overview/Screen widths and layouts": one
 * that pins no viewport of its own, so the frame's width is the only one it follows, and shows
 * the element at rest.
 * `height` is the frame's height in px where the element is no box of its own (a modal dialog).
 */
export const WIDTH_STORIES: Partial<
  Record<ElementTag, { readonly story: string; readonly height?: number }>
> = {
  'shop-layout': { story: 'elements-shop-layout--without-footer' },
  'shop-header': { story: 'elements-shop-header--visitor' },
  'shop-footer': { story: 'elements-shop-footer--site-de' },
  'shop-promotion': { story: 'elements-shop-promotion--top-banner-with-voucher' },
  'shop-benefits-strip': { story: 'elements-shop-benefits-strip--default-benefits' },
  'shop-app-banner': { story: 'elements-shop-app-banner--on-ios-chrome' },
  'shop-main-nav': { story: 'elements-shop-main-nav--bar' },
  'shop-search': { story: 'elements-shop-search--empty' },
  'shop-cart-link': { story: 'elements-shop-cart-link--with-articles' },
  'shop-mini-cart': { story: 'elements-shop-mini-cart--loaded' },
  'shop-newsletter-form': { story: 'elements-shop-newsletter-form--empty' },
  'shop-country-switcher': { story: 'elements-shop-country-switcher--closed' },
  'shop-modal': { story: 'elements-shop-modal--open', height: 700 },
  'shop-preview-panel': { story: 'elements-shop-preview-panel--closed' },
};
