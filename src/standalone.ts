// Entry of dist/shop-elements.js: one module a CMS page loads to get every element.
import './elements/generated/element-typings';
import { defineAllElements } from './page-api';

defineAllElements();

export * from './page-api';
