// `npm run docs:citations`: turns every plain citation of the requirements in the docs pages and
// the element guides (`header-and-cart §7`, in backticks or not) into a link to its section on
// the Specification page, the form test/unit/docs/spec-citations.test.ts asks for.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { citationHref } from '../docs/components/spec-links.ts';

const CITATION =
  /(\[)?`?\b(header-and-cart|newsletter-footer-preview-layout|newsletter-footer|newsletter) §(\d+(?:\.\d+)?)`?(\]\([^)]*\))?/g;

function pages(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'spec' ? [] : pages(full);
    return entry.name.endsWith('.mdx') ? [full] : [];
  });
}

let changed = 0;
for (const file of [...pages('docs'), ...pages('stories'), ...pages('src')]) {
  const text = readFileSync(file, 'utf8');
  // Code blocks show code as it is written; only prose gets links.
  const linked = text
    .split(/(^```[\s\S]*?^```)/m)
    .map((part) =>
      part.startsWith('```')
        ? part
        : part.replace(
            CITATION,
            (_whole, _open: string | undefined, document: string, section: string) =>
              `[${document} §${section}](${citationHref(document, section)})`,
          ),
    )
    .join('');
  if (linked !== text) {
    writeFileSync(file, linked);
    changed += 1;
    console.log(`linked the citations in ${file}`);
  }
}
console.log(`docs:citations: ${changed} files changed`);
