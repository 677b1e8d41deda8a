// The README's facts, and where each one lives. When the 1400-line README became a docs site
// (issue 28), every sentence it held had to keep exactly one home: moved, not lost, not copied.
// `docs/readme-facts.json` lists the sentences of the README as it was; the test in
// test/unit/docs/readme-facts.test.ts finds each one in exactly one of the docs' homes.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

export interface ReadmeFact {
  /** Stable id: the first 10 hex digits of the normalized text's SHA-1. */
  readonly id: string;
  /** The sentence as the README wrote it. */
  readonly text: string;
}

/**
 * A sentence as the docs compare it: without Markdown and MDX escapes, link targets (they change
 * with the file), table pipes, case and line breaks, so reflowing or re-formatting a sentence
 * when it moves does not lose it.
 */
export function normalizeText(text: string): string {
  return text
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#123;|&lbrace;/g, '{')
    .replace(/&#125;|&rbrace;/g, '}')
    .replace(/&amp;/g, '&')
    .replace(/[`*\\|]/g, '')
    .replace(/\b_|_\b/g, '')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

export const factId = (text: string): string =>
  createHash('sha1').update(normalizeText(text)).digest('hex').slice(0, 10);

/** Shorter sentences ("See below.", a table's header row) say nothing on their own. */
const MIN_WORDS = 5;

/** Markdown prose without code blocks and headings, one paragraph, list item or table row each. */
function proseBlocks(markdown: string): string[] {
  const blocks: string[] = [];
  let current: string[] = [];
  let inCode = false;
  const flush = () => {
    if (current.length) blocks.push(current.join(' '));
    current = [];
  };
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) {
      flush();
      inCode = !inCode;
      continue;
    }
    if (inCode) continue;
    if (/^\s*$/.test(line) || /^#{1,6} /.test(line)) {
      flush();
      continue;
    }
    if (/^\s*\|/.test(line)) {
      flush();
      if (!/^\s*\|[\s:|-]+\|\s*$/.test(line)) blocks.push(line);
      continue;
    }
    if (/^\s*([-*]|\d+\.) /.test(line)) flush();
    current.push(line.replace(/^\s*([-*]|\d+\.) /, ''));
  }
  flush();
  return blocks;
}

/** A block's sentences: split after `.`, `!`, `?` or `;` where the next one starts. */
function sentencesOf(block: string): string[] {
  return block
    .split(/(?<=[.!?;:])\s+(?=[A-Z`"(*[<0-9])/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => normalizeText(sentence).split(' ').length >= MIN_WORDS);
}

export function extractFacts(markdown: string): ReadmeFact[] {
  const seen = new Set<string>();
  const facts: ReadmeFact[] = [];
  for (const sentence of proseBlocks(markdown).flatMap(sentencesOf)) {
    const id = factId(sentence);
    if (seen.has(id)) continue;
    seen.add(id);
    facts.push({ id, text: sentence });
  }
  return facts;
}

/** Where the docs live: the README, the docs pages, the element guides, CONTRIBUTING. */
export function docsHomes(root: string): string[] {
  const walk = (folder: string, pattern: RegExp): string[] =>
    readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
      const relative = path.join(folder, entry.name);
      if (entry.isDirectory()) return entry.name === 'spec' ? [] : walk(relative, pattern);
      return pattern.test(entry.name) ? [relative] : [];
    });
  return [
    'README.md',
    'CONTRIBUTING.md',
    ...walk('docs', /\.mdx?$/),
    ...walk('stories', /\.mdx$/),
    ...walk('src', /\.docs\.mdx$/),
  ];
}

/**
 * A home may say where a reworded or retired fact went, in an MDX comment:
 * `{/* readme-fact 1a2b3c4d5e: the figures are read from docs/figures now *\/}`, or several ids
 * (`readme-facts 1a2b3c4d5e, 6f7a8b9c0d: …`).
 */
const FACT_MARKER = /readme-facts? ((?:[0-9a-f]{10}(?:,\s*)?)+)/g;

export interface FactHome {
  readonly file: string;
  readonly text: string;
  readonly markers: ReadonlySet<string>;
}

export function readHome(root: string, file: string): FactHome {
  const raw = readFileSync(path.join(root, file), 'utf8');
  return {
    file,
    text: normalizeText(raw),
    markers: new Set([...raw.matchAll(FACT_MARKER)].flatMap((match) => match[1]!.split(/,\s*/))),
  };
}

/** The homes that hold `fact`: by its words, or by a marker naming its id. */
export function homesOf(fact: ReadmeFact, homes: readonly FactHome[]): string[] {
  const words = normalizeText(fact.text);
  return homes
    .filter((home) => home.markers.has(fact.id) || home.text.includes(words))
    .map((home) => home.file);
}
