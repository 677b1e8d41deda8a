import { rm } from 'node:fs/promises';
import { VISUAL_OUTPUT_DIR } from './paths';

/** Each run starts without the actual and diff images of the one before, so the report is current. */
export default async function clearVisualOutput(): Promise<void> {
  await rm(VISUAL_OUTPUT_DIR, { recursive: true, force: true });
}
