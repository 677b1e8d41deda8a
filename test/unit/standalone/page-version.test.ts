import { describe, expect, it } from 'vitest';
import packageJson from '../../../package.json';
import { stateVersionOnPage } from '../../../src/element-kit/definition/library-version';

const VERSION_KEY = Symbol.for('shop-elements.version');

describe('the version a page can read', () => {
  it('given the standalone bundle has run, the page reads its version under Symbol.for("shop-elements.version")', async () => {
    await import('../../../src/standalone');
    expect((globalThis as Record<symbol, unknown>)[VERSION_KEY]).toBe(packageJson.version);
    // The bundle defines its tags after the page's first paint; the test ends once it has.
    await customElements.whenDefined('shop-search');
  }, 60_000);

  it('given a copy stated its version first, a later copy leaves it, as the first copy renders the tags', () => {
    const page: Record<symbol, unknown> = { [VERSION_KEY]: '0.0.9' };
    stateVersionOnPage(page);
    expect(page[VERSION_KEY]).toBe('0.0.9');
  });

  it('given no copy ran before, it states the library version', () => {
    const page: Record<symbol, unknown> = {};
    stateVersionOnPage(page);
    expect(page[VERSION_KEY]).toBe(packageJson.version);
  });
});
