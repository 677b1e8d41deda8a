import { FiguresRecord, Table, type MachineRecord, type SourceRecord } from './PerformanceFigures';
import { PHASES, type Phase } from '../../scripts/bench/main-thread-phases';
import { kilobytes } from './performance-goals';

/** What the table calls each phase `npm run bench:runtime` splits a page's work into. */
const PHASE_NAMES: Readonly<Record<Phase, string>> = {
  parseHtml: 'HTML parsing',
  compile: 'compiling',
  evaluateModules: 'module evaluation',
  renderAndHydrate: 'rendering and hydration',
  styleAndLayout: 'style and layout',
  paint: 'paint',
  garbageCollection: 'garbage collection',
  other: 'other',
};

export interface RuntimeCostFile {
  readonly source?: SourceRecord;
  readonly measured: string;
  readonly machine: MachineRecord;
  readonly device: { name: string; width: number; cpuSlowdown: number; site: string };
  readonly runs: number;
  readonly pages: readonly {
    kind: string;
    rendering: 'client' | 'server';
    page: string;
    jsBrotliBytes: number;
    jsFiles: number;
    settledMs: number;
    mainThreadMs: number;
    phases: Readonly<Record<Phase, number>>;
    firstTap?: { target: string; ms: number };
  }[];
}

/**
 * What `npm run bench:runtime` wrote: per page kind and rendering, the JavaScript a phone
 * downloads, its main-thread time by phase until the page has settled, and the first tap.
 */
export function RuntimeCostFigureTable({
  file,
  figures,
}: {
  file: string;
  figures: RuntimeCostFile;
}) {
  const { device } = figures;
  const phases = PHASES;
  return (
    <>
      <FiguresRecord
        file={file}
        measured={figures.measured}
        machine={figures.machine}
        source={figures.source}
        repeats={`median of ${figures.runs} loads, ${device.site} on an ${device.name} phone at ${device.width} px, CPU ${device.cpuSlowdown}× slower`}
      />
      <Table
        label={`Figures of ${file}`}
        unwrapped
        head={[
          'page kind',
          'rendered',
          'JavaScript (brotli, files)',
          'settled',
          'main thread',
          ...phases.map((phase) => PHASE_NAMES[phase]),
          'first tap',
        ]}
        rows={figures.pages.map((page) => [
          page.kind,
          page.rendering === 'server' ? 'on the server' : 'in the browser',
          `${kilobytes(page.jsBrotliBytes)} (${page.jsFiles})`,
          `${page.settledMs} ms`,
          `${page.mainThreadMs} ms`,
          ...phases.map((phase) => `${page.phases[phase]} ms`),
          page.firstTap ? `${page.firstTap.ms} ms (${page.firstTap.target})` : '–',
        ])}
      />
    </>
  );
}
