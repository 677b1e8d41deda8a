/** The flyouts' content, one chunk (`deferred.ts` loads it). */
export { CategoryFlyout, TEASER_IMAGE } from './CategoryFlyout';
export { ThemeWorldFlyout } from './ThemeWorldFlyout';
