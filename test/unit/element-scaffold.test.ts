// @vitest-environment node
import { ESLint } from 'eslint';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { componentNameOf } from '../../scripts/new-element/element-anatomy';
import {
  definitionNameOf,
  elementScaffold,
  formattedElementScaffold,
} from '../../scripts/new-element/element-scaffold';

/** A tag no element has, so the scaffold's files stand on their own. */
const TAG = 'shop-scaffold-sample';

describe('npm run new-element', () => {
  it('given a tag, writes every part of the anatomy every element has, and its styles', () => {
    expect([...elementScaffold(TAG).keys()]).toEqual([
      `src/elements/${TAG}/${TAG}.definition.ts`,
      `src/elements/${TAG}/${TAG}.element.ts`,
      `src/elements/${TAG}/ShopScaffoldSample.tsx`,
      `src/elements/${TAG}/${TAG}.docs.mdx`,
      `src/elements/${TAG}/README.md`,
      `src/elements/${TAG}/${TAG}.css`,
      `stories/elements/${TAG}.stories.tsx`,
      `test/browser/elements/${TAG}.test.ts`,
    ]);
  });

  it('names the component and the definition export as the manifest expects', () => {
    expect(componentNameOf('shop-store-finder')).toBe('ShopStoreFinder');
    expect(definitionNameOf('shop-store-finder')).toBe('shopStoreFinderDefinition');
    const definition = elementScaffold(TAG).get(`src/elements/${TAG}/${TAG}.definition.ts`);
    expect(definition).toContain(`export const shopScaffoldSampleDefinition = {`);
    expect(definition).toContain(`tag: '${TAG}',`);
  });

  it.each(['foo', 'shop-', 'shop-Foo', 'shop--foo', 'shop-foo-', 'shop-foo2', '../shop-foo'])(
    'given the tag %j, refuses it',
    (tag) => {
      expect(() => elementScaffold(tag)).toThrow(/not an element tag/);
    },
  );

  it('given a tag, its files pass the project lint and formatting as written', async () => {
    const eslint = new ESLint();
    for (const [path, text] of await formattedElementScaffold(TAG)) {
      const options = await prettier.resolveConfig(path);
      expect(await prettier.check(text, { ...options, filepath: path }), path).toBe(true);
      if (!/\.tsx?$/.test(path)) continue;
      const [result] = await eslint.lintText(text, { filePath: path });
      expect(result?.messages ?? [], path).toEqual([]);
    }
  }, 180_000);
});
