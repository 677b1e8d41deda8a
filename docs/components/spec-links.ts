/** The Specification pages' ids in Storybook, by the names the sources cite documents with. */
export const SPECIFICATION_PAGES: Readonly<Record<string, string>> = {
  'header-and-cart': 'specification-header-and-cart--docs',
  'newsletter-footer': 'specification-newsletter-footer--docs',
  'newsletter-footer-preview-layout': 'specification-newsletter-footer--docs',
  newsletter: 'specification-newsletter-footer--docs',
};

/**
 * A numbered section's anchor: `## 7. The calls` is `section-7`, `### 2.2 Footer` is
 * `section-2-2`, so a citation keeps working when a section's title changes.
 */
export function sectionAnchor(heading: string): string {
  const numbered = /^(\d+(?:\.\d+)?)\.?\s/.exec(heading);
  if (numbered) return `section-${numbered[1]!.replace('.', '-')}`;
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-');
}

/** Where `[header-and-cart §7]` links to in the docs: the section on its Specification page. */
export function citationHref(document: string, section: string): string {
  const page = SPECIFICATION_PAGES[document];
  if (!page) throw new Error(`No Specification page for "${document}".`);
  return `?path=/docs/${page}#${sectionAnchor(`${section} `)}`;
}
