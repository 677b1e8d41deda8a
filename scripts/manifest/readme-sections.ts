import type { ElementDefinition } from '../../src/element-kit/definition/element-definition';
import { DOCS_ADDRESS, DOCS_ADDRESS_IS_PLACEHOLDER, DOCS_ADDRESS_SETTING } from './docs-address';

export const README_FILE = 'README.md';

const ELEMENTS = 'elements';
const DOCS_SITE = 'docs-site';

/** The README's text between `<!-- <name>:start … -->` and `<!-- <name>:end -->`, replaced. */
function withSection(readme: string, name: string, source: string, content: string): string {
  const start = `<!-- ${name}:start: written by npm run manifest from ${source} -->`;
  const end = `<!-- ${name}:end -->`;
  const [before, rest] = readme.split(start);
  const after = rest?.split(end)[1];
  if (before === undefined || after === undefined) {
    throw new Error(`${README_FILE} needs the markers ${start} … ${end}`);
  }
  return `${before}${start}\n\n${content}\n\n${end}${after}`;
}

/** One Markdown cell: a `|` in a summary would end it. */
const cell = (text: string) => text.replace(/\|/g, '\\|');

/**
 * The element table: each tag with its summary, its status (explained on the Elements overview
 * page) and a link to its folder, where its guide and code map are.
 */
function elementTable(definitions: readonly ElementDefinition[]): string {
  const rows = [...definitions]
    .sort((a, b) => a.tag.localeCompare(b.tag))
    .map(
      (definition) =>
        `| [\`<${definition.tag}>\`](src/elements/${definition.tag}/) | ${cell(definition.summary)} | ${definition.status} |`,
    );
  return ['| element | what it is | status |', '| --- | --- | --- |', ...rows].join('\n');
}

/** Markdown prose in lines of at most `width` characters, never breaking a code span. */
function wrapped(text: string, width = 100): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.match(/(?:`[^`]*`|[^\s`])+/g) ?? []) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  return [...lines, line].join('\n');
}

/** Where the docs site is, or, while the setting holds its placeholder, where to set it. */
function docsSiteText(): string {
  const built =
    '`npm run docs:build` writes the docs as a static site into `docs-site/` (Storybook with ' +
    "every page and story, and the visual gallery of every baseline), for any static host to serve at a host name's root.";
  return DOCS_ADDRESS_IS_PLACEHOLDER
    ? `**The docs site** has no public address yet. ${built} Where it is served goes into ${DOCS_ADDRESS_SETTING} (now the placeholder \`${DOCS_ADDRESS}\`); \`npm run manifest\` then writes it here, into the editor data and into \`custom-elements.json\`.`
    : `**The docs site** is at ${DOCS_ADDRESS}. ${built} Its address is ${DOCS_ADDRESS_SETTING}.`;
}

/** The README with its element table and its docs site paragraph rewritten, between markers. */
export function readmeWithSections(
  readme: string,
  definitions: readonly ElementDefinition[],
): string {
  const withTable = withSection(readme, ELEMENTS, 'the definitions', elementTable(definitions));
  return withSection(withTable, DOCS_SITE, 'docsAddress in package.json', wrapped(docsSiteText()));
}
