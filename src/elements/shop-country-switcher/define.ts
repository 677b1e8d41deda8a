// Entry of dist/elements/shop-country-switcher.js: importing it defines the tag.
import { defineShopCountrySwitcher } from './registration';

defineShopCountrySwitcher();
