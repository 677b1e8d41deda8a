/**
 * The library's version, as in package.json (a unit test keeps them equal). Server HTML carries
 * it, so a page never hydrates a fragment rendered by another version.
 */
export const LIBRARY_VERSION = '0.1.0';
