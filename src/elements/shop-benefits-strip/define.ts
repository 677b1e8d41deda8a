// Entry of dist/elements/shop-benefits-strip.js: importing it defines the tag.
import { defineShopBenefitsStrip } from './registration';

defineShopBenefitsStrip();
