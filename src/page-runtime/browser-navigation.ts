/**
 * The navigations elements perform (the country switcher's choice, a submitted search), behind
 * an object so tests and stories can stand in for it (`location.assign` itself cannot be
 * replaced).
 */
export const browserNavigation = {
  assign(href: string): void {
    window.location.assign(href);
  },
};
