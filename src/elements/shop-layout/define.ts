// Entry of dist/elements/shop-layout.js: importing it defines the tag and the footer it shows.
// The header, <shop-header>, comes with its own module.
import '../shop-footer/define';
import { defineShopLayout } from './registration';

defineShopLayout();
