import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Storybook's id of a title: `Developers/Adding an element` is `developers-adding-an-element`. */
const sanitize = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

function filesIn(folder: string, pattern: RegExp): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return filesIn(full, pattern);
    return pattern.test(entry.name) ? [full] : [];
  });
}

/** Every docs page Storybook makes: each MDX page's title, and each stories file's docs page. */
function docsIds(): Set<string> {
  const ids = new Set<string>();
  for (const file of [...filesIn('docs', /\.mdx$/), ...filesIn('stories', /\.mdx$/)]) {
    const title = /<Meta\s+title="([^"]+)"/.exec(readFileSync(file, 'utf8'))?.[1];
    if (title) ids.add(`${sanitize(title)}--docs`);
  }
  for (const file of filesIn('stories', /\.stories\.tsx?$/)) {
    const title = /^\s+title: '([^']+)'/m.exec(readFileSync(file, 'utf8'))?.[1];
    if (title) ids.add(`${sanitize(title)}--docs`);
  }
  return ids;
}

describe('given the links between the docs pages', () => {
  const pages = [
    ...filesIn('docs', /\.mdx$/),
    ...filesIn('stories', /\.mdx$/),
    ...filesIn('src', /\.docs\.mdx$/),
    'README.md',
  ];
  const links = pages.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\?path=\/docs\/([a-z0-9-]+--docs)/g)].map((match) => ({
      file,
      id: match[1]!,
    })),
  );

  it('there are links to check', () => {
    expect(links.length).toBeGreaterThan(20);
  });

  it('each one opens a docs page that exists', () => {
    const ids = docsIds();
    const broken = links.filter(({ id }) => !ids.has(id)).map(({ file, id }) => `${file}: ${id}`);
    expect(broken).toEqual([]);
  });
});

describe('given the links from the README and CONTRIBUTING into the repository', () => {
  const links = ['README.md', 'CONTRIBUTING.md'].flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\]\(([^)#?]+)\)/g)]
      .map((match) => match[1]!)
      .filter((target) => !/^[a-z]+:/.test(target))
      .map((target) => ({ file, target })),
  );

  it('each one names a file or folder that exists', () => {
    const missing = links
      .filter(({ target }) => !existsSync(target))
      .map(({ file, target }) => `${file}: ${target}`);
    expect(missing).toEqual([]);
  });
});
