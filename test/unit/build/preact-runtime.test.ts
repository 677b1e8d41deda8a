// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { preactCompatAliases, runtimeOf } from '../../../scripts/build/preact-runtime';

describe('the runtime each build and test run uses', () => {
  it('builds the page bundles on Preact and the library and the server on React', () => {
    expect(runtimeOf('standalone', undefined)).toBe('preact');
    expect(runtimeOf('elements', undefined)).toBe('preact');
    expect(runtimeOf('library', undefined)).toBe('react');
    expect(runtimeOf('server', undefined)).toBe('react');
    expect(runtimeOf('test', undefined)).toBe('react');
  });

  it('lets SHOP_RUNTIME choose for the bundles and the tests, never for the library or the server', () => {
    expect(runtimeOf('standalone', 'react')).toBe('react');
    expect(runtimeOf('test', 'preact')).toBe('preact');
    expect(runtimeOf('server', 'preact')).toBe('react');
    expect(runtimeOf('library', 'preact')).toBe('react');
  });

  it('refuses a runtime it does not know, naming the ones it does', () => {
    expect(() => runtimeOf('standalone', 'vue')).toThrow(/"react" or "preact"/);
  });

  it('sends react-dom/client to the adapter, not to the react-dom pattern', () => {
    const target = (specifier: string) =>
      preactCompatAliases().find(({ find }) => (find as RegExp).test(specifier))?.replacement;
    expect(target('react-dom/client')).toMatch(/react-dom-client-on-preact\.ts$/);
    expect(target('react-dom')).toBe('preact/compat');
    expect(target('react')).toBe('preact/compat');
    expect(target('react/jsx-runtime')).toBe('preact/compat/jsx-runtime');
    expect(target('react-dom/server')).toBe('preact/compat/server');
  });
});
