/* global module, require, process */
// The resident memory of the Node process that loads it, as `npm run bench:server` records it.
// CommonJS, so that a bare process can load it (`node -e "require(…)"`) without starting the
// ES module loader, which would hold a few MiB that Node alone does not.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS on purpose, as said
const { existsSync, readFileSync } = require('node:fs');

/**
 * Resident memory in MiB; where Linux tells them (`/proc/self/status`), also its two parts: the
 * process's own (anonymous) pages, and the pages mapped from files, mostly the Node binary's
 * code, which every Node process on the machine shares.
 * @returns {{ rssMiB: number, ownMiB?: number, fileBackedMiB?: number }}
 */
function residentMemory() {
  const rssMiB = process.memoryUsage().rss / 2 ** 20;
  if (!existsSync('/proc/self/status')) return { rssMiB };
  const status = readFileSync('/proc/self/status', 'utf8');
  /** @param {string} field */
  const mibOf = (field) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]) / 1024;
  const ownMiB = mibOf('RssAnon');
  const fileBackedMiB = mibOf('RssFile');
  if (!Number.isFinite(ownMiB) || !Number.isFinite(fileBackedMiB)) return { rssMiB };
  return { rssMiB, ownMiB, fileBackedMiB };
}

module.exports = { residentMemory };
