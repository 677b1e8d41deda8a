// Entry of dist/elements/shop-footer.js: importing it defines the tag and the newsletter form
// it renders as its newsletter block.
import '../shop-newsletter-form/define';
import { defineShopFooter } from './registration';

defineShopFooter();
