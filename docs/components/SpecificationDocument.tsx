import { Markdown } from '@storybook/addon-docs/blocks';

/**
 * A numbered section's anchor: `## 7. The calls` is `section-7`, `### 2.2 Footer` is
 * `section-2-2`, so a citation such as `[header-and-cart §7]` links to
 * `…/docs/specification-header-and-cart--docs#section-7` and keeps working when a title changes.
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

/** A requirement document of docs/spec/, as it is, with numbered sections to link to. */
export function SpecificationDocument({ text }: { text: string }) {
  return <Markdown options={{ slugify: sectionAnchor }}>{text}</Markdown>;
}
