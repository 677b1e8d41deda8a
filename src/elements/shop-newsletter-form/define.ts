// Entry of dist/elements/shop-newsletter-form.js: importing it defines the tag.
import { defineShopNewsletterForm } from './registration';

defineShopNewsletterForm();
