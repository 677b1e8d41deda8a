import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { VISUAL_OUTPUT_DIR } from './paths';
import { RUN_FILE, type RunRecord } from './records';

declare module 'vitest' {
  interface ProvidedContext {
    /** `vitest --update`: screenshots replace their baselines instead of being compared. */
    visualUpdate: boolean;
  }
}

/**
 * Each run starts without the images and records of the one before, so the report is current;
 * it notes when the run started and ended and whether it compared or updated the baselines.
 */
export default async function clearVisualOutput(project: TestProject) {
  await rm(VISUAL_OUTPUT_DIR, { recursive: true, force: true });
  await mkdir(VISUAL_OUTPUT_DIR, { recursive: true });
  const update = project.vitest.config.snapshotOptions.updateSnapshot === 'all';
  project.provide('visualUpdate', update);
  const runFile = path.resolve(RUN_FILE);
  const run: RunRecord = {
    startedAt: new Date().toISOString(),
    mode: update ? 'update' : 'compare',
  };
  await writeFile(runFile, JSON.stringify(run, null, 2));
  return async () => {
    const started = JSON.parse(await readFile(runFile, 'utf8').catch(() => '{}')) as RunRecord;
    await writeFile(
      runFile,
      JSON.stringify({ ...run, ...started, finishedAt: new Date().toISOString() }, null, 2),
    );
  };
}
