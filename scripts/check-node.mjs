/* global process, console */
// Runs before `npm start`, `npm test` and the scripts written in TypeScript (demo, size, manifest,
// visual:report), on whatever Node the machine has: plain JavaScript, so it can still say what is
// wrong where the TypeScript scripts cannot even start. `npm ci` stops through .npmrc's
// engine-strict.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `\nshop-elements needs Node 22.12 or newer; this is Node ${process.versions.node}.\n` +
      'Switch first, for example `nvm use` (the version is in .nvmrc), then run the command again.\n',
  );
  process.exit(1);
}
