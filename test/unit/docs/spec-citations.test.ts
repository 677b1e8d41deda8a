import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { citationHref } from '../../../docs/components/spec-links';

/**
 * The sources cite the requirements by document and section (`header-and-cart §7`,
 * `newsletter-footer §2.2`). The documents are in docs/spec/, so a reader can follow every
 * citation; this keeps each one pointing at a section that exists.
 */
const SPEC_FILES: Readonly<Record<string, string>> = {
  'header-and-cart': 'docs/spec/header-and-cart.md',
  'newsletter-footer': 'docs/spec/newsletter-footer-preview-layout.md',
  'newsletter-footer-preview-layout': 'docs/spec/newsletter-footer-preview-layout.md',
  newsletter: 'docs/spec/newsletter-footer-preview-layout.md',
};

const CITATION =
  /\b(header-and-cart|newsletter-footer-preview-layout|newsletter-footer|newsletter) §(\d+(?:\.\d+)?)/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|css)$/.test(entry.name) ? [full] : [];
  });
}

/** Section numbers a document has as headings: `## 7.` gives 7, `### 2.2 Footer` gives 2.2. */
function sectionsOf(file: string): Set<string> {
  const sections = new Set<string>();
  for (const match of readFileSync(file, 'utf8').matchAll(/^#{2,4} (\d+(?:\.\d+)?)\.? /gm)) {
    sections.add(match[1]!);
  }
  return sections;
}

describe('given the citations of the requirements in src/', () => {
  const citations = sourceFiles('src').flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(CITATION)].map((match) => ({
      file,
      document: match[1]!,
      section: match[2]!,
    })),
  );

  it('there are citations to check', () => {
    expect(citations.length).toBeGreaterThan(100);
  });

  it('each names a section that exists in its document in docs/spec/', () => {
    const sections = new Map(
      Object.entries(SPEC_FILES).map(([name, file]) => [name, sectionsOf(file)]),
    );
    const unresolved = citations
      .filter(({ document, section }) => !sections.get(document)!.has(section))
      .map(({ file, document, section }) => `${file}: ${document} §${section}`);
    expect(unresolved).toEqual([]);
  });
});

/** The docs pages and the element guides: where a reader clicks a citation. */
function docsPages(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'spec' ? [] : docsPages(full);
    return entry.name.endsWith('.mdx') ? [full] : [];
  });
}

describe('given the citations of the requirements in the docs pages', () => {
  const pages = [...docsPages('docs'), ...docsPages('stories'), ...docsPages('src')];
  const citations = pages.flatMap((file) => {
    // Code blocks show code as it is written; citations there are comments, not links.
    const text = readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```/gm, '');
    return [...text.matchAll(CITATION)].map((match) => ({
      file,
      document: match[1]!,
      section: match[2]!,
      before: text.slice(0, match.index),
      after: text.slice(match.index + match[0].length),
    }));
  });

  it('each is a link to its section on the Specification page, as [header-and-cart §7](…)', () => {
    const unlinked = citations
      .filter(({ document, section, before, after }) => {
        const href = citationHref(document, section);
        return !before.endsWith('[') || !after.startsWith(`](${href})`);
      })
      .map(
        ({ file, document, section }) =>
          `${file}: ${document} §${section} → [${document} §${section}](${citationHref(document, section)})`,
      );
    expect(unlinked).toEqual([]);
  });

  it('each names a section that exists in its document in docs/spec/', () => {
    const unresolved = citations
      .filter(({ document, section }) => !sectionsOf(SPEC_FILES[document]!).has(section))
      .map(({ file, document, section }) => `${file}: ${document} §${section}`);
    expect(unresolved).toEqual([]);
  });
});
