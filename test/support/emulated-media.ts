/**
 * Media features a test or a story emulates in the browser (Playwright's `page.emulateMedia`,
 * through the `emulateMedia` command of vite.config.ts). Each call sets the whole state: what
 * it leaves out returns to the project's own (no forced colours; reduced motion in the stories
 * projects, real motion in the browser project), so `emulateMedia({})` undoes a test's media.
 */
import { commands } from 'vitest/browser';

export interface EmulatedMedia {
  forcedColors?: 'active' | 'none';
  reducedMotion?: 'reduce' | 'no-preference';
}

declare module 'vitest/browser' {
  interface BrowserCommands {
    emulateMedia: (media: EmulatedMedia) => Promise<void>;
  }
}

export const emulateMedia = (media: EmulatedMedia): Promise<void> => commands.emulateMedia(media);
