import { InlineMarkdown } from '../../stories/support/inline-markdown';
import {
  FOLDER_PARTS,
  OUTSIDE_PARTS,
  type AnatomyPart,
} from '../../scripts/new-element/element-anatomy';

function PartRows({ parts }: { parts: readonly AnatomyPart[] }) {
  return parts.map((part) => (
    <tr key={part.path}>
      <td>
        <code>{part.path}</code>
      </td>
      <td>{part.required ? 'every element' : 'when it needs it'}</td>
      <td>
        <InlineMarkdown text={part.what} />
      </td>
    </tr>
  ));
}

/**
 * What an element is made of, from the one anatomy the scaffold writes and a test checks
 * (`scripts/new-element/element-anatomy.ts`).
 */
export function ElementAnatomy() {
  return (
    <table>
      <thead>
        <tr>
          <th>part</th>
          <th>who has it</th>
          <th>what it holds</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th colSpan={3}>
            In <code>src/elements/&lt;tag&gt;/</code>
          </th>
        </tr>
        <PartRows parts={FOLDER_PARTS} />
        <tr>
          <th colSpan={3}>Outside the folder</th>
        </tr>
        <PartRows parts={OUTSIDE_PARTS} />
      </tbody>
    </table>
  );
}
