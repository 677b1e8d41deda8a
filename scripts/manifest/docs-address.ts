/**
 * Where each element's docs page is, for the editor data's links: Storybook as `npm start` serves
 * it. Once the docs are hosted, their address goes here and `npm run manifest` rewrites the links.
 */
export const STORYBOOK_ADDRESS = 'http://localhost:6006/';

/** The element's Storybook docs page (its stories are titled `Elements/<tag>`). */
export function docsPageAddress(tag: string): string {
  return `${STORYBOOK_ADDRESS}?path=/docs/elements-${tag}--docs`;
}
