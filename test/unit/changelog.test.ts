import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import packageJson from '../../package.json';

const SECTIONS = ['Added', 'Changed', 'Deprecated', 'Removed', 'Fixed', 'Security'];
const VERSION_HEADING = /^## \[(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)\] - (\d{4}-\d{2}-\d{2})$/;

/** `1.10.0` after `1.9.2`: versions compared part by part (pre-releases are not ordered here). */
const compareVersions = (a: string, b: string) => {
  const [x, y] = [a, b].map((version) => version.split(/[.-]/).slice(0, 3).map(Number));
  for (let part = 0; part < 3; part++) {
    const difference = (x?.[part] ?? 0) - (y?.[part] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
};

async function changelogLines(): Promise<string[]> {
  return (await readFile('CHANGELOG.md', 'utf8')).split('\n');
}

describe('CHANGELOG.md', () => {
  it('given the changelog, it opens with Unreleased or the version package.json names', async () => {
    const headings = (await changelogLines()).filter((line) => line.startsWith('## '));
    expect(headings.length).toBeGreaterThan(0);
    const newest = headings[0]?.startsWith('## [Unreleased]')
      ? 'Unreleased'
      : VERSION_HEADING.exec(headings[0] ?? '')?.[1];
    expect(['Unreleased', packageJson.version]).toContain(newest);
  });

  it('given a version heading, it is a semantic version with an ISO date, newest first, none past package.json', async () => {
    const headings = (await changelogLines()).filter(
      (line) => line.startsWith('## ') && line !== '## [Unreleased]',
    );
    const versions: string[] = [];
    for (const heading of headings) {
      const match = VERSION_HEADING.exec(heading);
      expect(match, `"${heading}" is "## [x.y.z] - YYYY-MM-DD"`).not.toBeNull();
      const [, version = '', date = ''] = match ?? [];
      expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10), heading).toBe(date);
      expect(compareVersions(version, packageJson.version), heading).toBeLessThanOrEqual(0);
      versions.push(version);
    }
    const newestFirst = [...versions].sort((a, b) => compareVersions(b, a));
    expect(versions).toEqual(newestFirst);
    expect(new Set(versions).size).toBe(versions.length);
  });

  it("given a version's changes, they sit under Keep a Changelog's sections as list items", async () => {
    let inVersion = false;
    for (const line of await changelogLines()) {
      if (line.startsWith('## ')) inVersion = true;
      if (!inVersion) continue;
      if (line.startsWith('### ')) expect(SECTIONS, line).toContain(line.slice(4));
      else if (line.startsWith('#')) expect(line, 'only ## and ### headings').toMatch(/^## /);
      else if (line.trim() !== '')
        expect(line, 'an entry or its continuation').toMatch(/^(- | {2}\S)/);
    }
  });
});
