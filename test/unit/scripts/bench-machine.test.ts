import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { check } from 'prettier';
import { describe, expect, it } from 'vitest';
import { BENCH_DEVICES, deviceForWidth } from '../../../scripts/bench/devices';
import { writeFigures } from '../../../scripts/bench/figures-file';
import { chromiumVersion, machineFacts } from '../../../scripts/bench/machine';

describe('the page benchmark’s devices', () => {
  it.each([
    [375, BENCH_DEVICES.android],
    [767, BENCH_DEVICES.android],
    [768, BENCH_DEVICES.desktop],
    [1280, BENCH_DEVICES.desktop],
  ])('given %i px › it loads the page as a real visitor at that width would', (width, device) => {
    expect(deviceForWidth(width)).toBe(device);
  });
});

describe('the machine written beside benchmark figures', () => {
  it('given a Chromium that does not answer › it says unknown rather than failing the run', () => {
    expect(chromiumVersion('/nonexistent/chromium')).toBe('unknown');
  });

  it('names the processor, the cores, Node and the load before and after', () => {
    const run = machineFacts('/nonexistent/chromium');
    const facts = run.finished();
    expect(facts.cores).toBeGreaterThan(0);
    expect(facts.cpu).not.toBe('');
    expect(facts.node).toBe(process.version);
    expect(facts.loadBefore).toHaveLength(3);
    expect(facts.loadAfter).toHaveLength(3);
  });
});

describe('the figures file', () => {
  it('given figures › it writes JSON that passes the repository’s format check', async () => {
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'figures-')), 'figures.json');
    const figures = { machine: { loadBefore: [1.5, 2, 2.25] }, pages: [{ site: 'PL', cls: 0 }] };
    await writeFigures(file, figures);
    const text = await readFile(file, 'utf8');
    expect(JSON.parse(text)).toEqual({ source: expect.any(Object), ...figures });
    await expect(check(text, { filepath: file })).resolves.toBe(true);
  });

  it('given figures › it records first the commit they are of and the command that wrote them', async () => {
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'figures-')), 'figures.json');
    await writeFigures(file, { pages: [] });
    const written = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
    expect(Object.keys(written)[0]).toBe('source');
    expect(written.source).toEqual({
      commit: execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim(),
      uncommittedChanges: expect.any(Boolean),
      command: expect.stringMatching(/\S/),
    });
  });
});
