// Entry of dist/shop-elements.js: one module a CMS page loads to get every element.
import { defineAllElements } from './index';

defineAllElements();

export * from './index';
