// Entry of dist/elements/shop-app-banner.js: importing it defines the tag.
import { defineShopAppBanner } from './registration';

defineShopAppBanner();
