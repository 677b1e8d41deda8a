// Entry of dist/elements/shop-modal.js: importing it defines the tag.
import { defineShopModal } from './registration';

defineShopModal();
