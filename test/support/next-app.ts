/**
 * A Next.js app of `examples/` built and served as its developer would (`next build`, `next
 * start`), with this repository's built package installed in it as `npm install` would from the
 * registry: the packed tarball (`npm pack`: only the package's `files`) unpacked into the app's
 * `node_modules/shop-elements`. `next`, `react` and `react-dom` come from the repository's root
 * `node_modules` (the root `npm ci`), so nothing is downloaded.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const NEXT_BIN = path.resolve('node_modules/next/dist/bin/next');

/** Installs the built package (`dist/`, run `npm run build` first) into `appDir`'s `node_modules`. */
export async function installPackedLibrary(appDir: string): Promise<void> {
  const packs = await mkdtemp(path.join(tmpdir(), 'shop-elements-pack-'));
  try {
    await run('npm', ['pack', '--ignore-scripts', '--silent', '--pack-destination', packs]);
    const [tarball] = (await readdir(packs)).filter((name) => name.endsWith('.tgz'));
    if (!tarball) throw new Error('npm pack wrote no tarball.');
    const target = path.join(appDir, 'node_modules', 'shop-elements');
    await rm(target, { recursive: true, force: true });
    await mkdir(target, { recursive: true });
    await run('tar', ['-xzf', path.join(packs, tarball), '-C', target, '--strip-components=1']);
  } finally {
    await rm(packs, { recursive: true, force: true });
  }
}

/** The environment `next` runs in: the test runner's, without its NODE_ENV, no telemetry. */
function nextEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...extra };
  delete env.NODE_ENV;
  return env;
}

/** `next build` in `appDir` (its output in `appDir/.next`). */
export async function nextBuild(appDir: string, env: Record<string, string>): Promise<void> {
  try {
    await run(process.execPath, [NEXT_BIN, 'build'], {
      cwd: appDir,
      env: nextEnv(env),
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`next build failed:\n${stdout ?? ''}\n${stderr ?? ''}`, { cause: error });
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export interface NextServer {
  readonly url: string;
  /** What the server wrote, for a failing test's message. */
  readonly output: () => string;
  stop(): Promise<void>;
}

/** `next start` of the built app on a free port, once it answers. */
export async function nextStart(appDir: string, env: Record<string, string>): Promise<NextServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [NEXT_BIN, 'start', '--port', String(port), '--hostname', '127.0.0.1'],
    { cwd: appDir, env: nextEnv(env), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited:\n${output}`);
    if (/Ready in/.test(output)) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`next start did not get ready:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, output: () => output, stop };
}
