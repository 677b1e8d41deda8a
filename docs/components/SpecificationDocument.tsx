import { Markdown } from '@storybook/addon-docs/blocks';
import { sectionAnchor } from './spec-links';

/** A requirement document of docs/spec/, as it is, with numbered sections to link to. */
export function SpecificationDocument({ text }: { text: string }) {
  return <Markdown options={{ slugify: sectionAnchor }}>{text}</Markdown>;
}
