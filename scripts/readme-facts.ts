// Writes docs/readme-facts.json from a README: `node scripts/readme-facts.ts README.md`. Run once,
// on the README before it became the docs site; the list is then the record the check keeps.
import { readFileSync, writeFileSync } from 'node:fs';
import { extractFacts } from './docs/readme-facts.ts';

const source = process.argv[2] ?? 'README.md';
const facts = extractFacts(readFileSync(source, 'utf8'));
writeFileSync('docs/readme-facts.json', `${JSON.stringify(facts, null, 2)}\n`);
console.log(`docs/readme-facts.json: ${facts.length} facts from ${source}`);
