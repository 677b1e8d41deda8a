import type { ElementDefinition } from '../../src/element-kit/element-definition';

export const README_FILE = 'README.md';

const START = '<!-- elements:start: written by npm run manifest from the definitions -->';
const END = '<!-- elements:end -->';

/** One Markdown cell: a `|` in a summary would end it. */
const cell = (text: string) => text.replace(/\|/g, '\\|');

/**
 * The README with its element table rewritten from the definitions, between its markers: each
 * tag with its summary, its status (explained on the Elements overview page) and a link to its
 * folder, where its guide and code map are.
 */
export function readmeWithElementTable(
  readme: string,
  definitions: readonly ElementDefinition[],
): string {
  const [before, rest] = readme.split(START);
  const after = rest?.split(END)[1];
  if (before === undefined || after === undefined) {
    throw new Error(`${README_FILE} needs the element table's markers: ${START} … ${END}`);
  }
  const rows = [...definitions]
    .sort((a, b) => a.tag.localeCompare(b.tag))
    .map(
      (definition) =>
        `| [\`<${definition.tag}>\`](src/elements/${definition.tag}/) | ${cell(definition.summary)} | ${definition.status} |`,
    );
  const table = ['| element | what it is | status |', '| --- | --- | --- |', ...rows].join('\n');
  return `${before}${START}\n\n${table}\n\n${END}${after}`;
}
