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

/**
 * A click the browser should handle itself (a new tab or window, a download, the context
 * menu): links that navigate through `browserNavigation` let these pass.
 */
export function isModifiedClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}
