// Entry of dist/elements/shop-promotion.js: importing it defines the tag.
import { defineShopPromotion } from './registration';

defineShopPromotion();
