// Entry of dist/elements/shop-mini-cart.js: importing it defines the tag.
import { defineShopMiniCart } from './registration';

defineShopMiniCart();
