/**
 * The docs site's public address, for every link into it: the editor data, the JSX typings, the
 * manifest and the README (`npm run manifest` writes them). It is one setting, `docsAddress` in
 * package.json (decision 52 in docs/developers/Decisions.mdx): where the folder that
 * `npm run docs:build` writes is served, at the root of its host. Until the site is hosted, it
 * holds a placeholder on the reserved `.invalid` domain, which no link can reach and every link
 * shows as unset.
 */
import packageJson from '../../package.json';

/** Where to change the address, as the README and the error below name it. */
export const DOCS_ADDRESS_SETTING = '`docsAddress` in package.json';

function checkedAddress(value: unknown): string {
  if (
    typeof value === 'string' &&
    /^https?:\/\/[^/]+\/(.*\/)?$/.test(value) &&
    URL.canParse(value)
  ) {
    return value;
  }
  throw new Error(
    `${DOCS_ADDRESS_SETTING} must be the docs site's address, http(s) and ending in "/" (found ${JSON.stringify(value)}).`,
  );
}

/** The docs site's address, ending in `/`. */
export const DOCS_ADDRESS = checkedAddress((packageJson as { docsAddress?: unknown }).docsAddress);

/** True while the setting holds the placeholder (a host under `.invalid`), not a real address. */
export const DOCS_ADDRESS_IS_PLACEHOLDER = new URL(DOCS_ADDRESS).hostname.endsWith('.invalid');

/** The element's docs page (its stories are titled `Elements/<tag>`). */
export function docsPageAddress(tag: string): string {
  return `${DOCS_ADDRESS}?path=/docs/elements-${tag}--docs`;
}
