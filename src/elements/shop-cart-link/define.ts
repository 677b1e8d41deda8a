// Entry of dist/elements/shop-cart-link.js: importing it defines the tag.
import { defineShopCartLink } from './registration';

defineShopCartLink();
