import path from 'node:path';

/** Committed baselines, one PNG per story and viewport. */
export const VISUAL_BASELINE_DIR = path.resolve('test/visual/__baselines__');
/** Actual and diff images of the last failing run (not committed); the report reads them. */
export const VISUAL_OUTPUT_DIR = path.resolve('.vitest-attachments/visual');
