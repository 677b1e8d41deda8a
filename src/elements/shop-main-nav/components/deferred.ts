/**
 * The navigation's views that are chunks of their own: the flyouts' content loads while an item
 * waits for its hover delay (or on the first open), the drawer when the menu is first opened;
 * never with the bar.
 */
import { lazy } from 'react';

export const loadFlyouts = () => import('./NavFlyouts');

export const CategoryFlyout = lazy(() =>
  loadFlyouts().then((module) => ({ default: module.CategoryFlyout })),
);

export const ThemeWorldFlyout = lazy(() =>
  loadFlyouts().then((module) => ({ default: module.ThemeWorldFlyout })),
);

export const NavDrawer = lazy(() =>
  import('./NavDrawer').then((module) => ({ default: module.NavDrawer })),
);
