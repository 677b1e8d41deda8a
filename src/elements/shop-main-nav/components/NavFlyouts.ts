/** The flyouts' content, one chunk (`deferred.ts` loads it). */
export { CategoryFlyout } from './CategoryFlyout';
export { ThemeWorldFlyout } from './ThemeWorldFlyout';
