import { writeFile } from 'node:fs/promises';
import { format, resolveConfig } from 'prettier';

/** Writes benchmark figures as JSON the way the repository formats it (`npm run format:check`). */
export async function writeFigures(file: string, figures: unknown): Promise<void> {
  const config = (await resolveConfig(file)) ?? {};
  await writeFile(file, await format(JSON.stringify(figures), { ...config, filepath: file }));
}
