import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';

/** The build the figures are of: the commit, and whether the tree held changes beyond it. */
export interface FiguresSource {
  commit: string;
  /** Files differed from the commit: the figures are of those changes, not of the commit alone. */
  uncommittedChanges: boolean;
  /** The command that wrote the file, as typed (`npm run bench:page -- --runs 5`). */
  command: string;
}

function git(...args: string[]): string | undefined {
  try {
    return execFileSync('git', args, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return undefined;
  }
}

/** The command as typed: the npm script when npm ran it, with what followed `--`. */
function commandLine(): string {
  const script = process.env.npm_lifecycle_event;
  const args = process.argv.slice(2).join(' ');
  if (script) return `npm run ${script}${args ? ` -- ${args}` : ''}`;
  return `node ${path.relative(process.cwd(), process.argv[1] ?? '')}${args ? ` ${args}` : ''}`;
}

export function figuresSource(file: string): FiguresSource {
  // The figures file itself is written by this run: its own change does not count.
  const changed = (git('status', '--porcelain') ?? '')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.endsWith(path.relative(process.cwd(), file)));
  return {
    commit: git('rev-parse', 'HEAD') ?? 'unknown',
    uncommittedChanges: changed.length > 0,
    command: commandLine(),
  };
}

/**
 * Writes benchmark figures as JSON the way the repository formats it (`npm run format:check`),
 * with the commit and the command they came from first.
 */
export async function writeFigures(file: string, figures: object): Promise<void> {
  const config = (await resolveConfig(file)) ?? {};
  const recorded = { source: figuresSource(file), ...figures };
  await writeFile(file, await format(JSON.stringify(recorded), { ...config, filepath: file }));
}
