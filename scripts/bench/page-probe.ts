/**
 * Functions the page benchmark runs inside the page. Playwright sends each one's source text,
 * so each is self-contained: no imports, no outside names.
 */

interface PageProbe {
  cls: number;
  /** When the last element's content or size changed, in ms since navigation start. */
  lastChange: number;
  /** First contentful paint and largest contentful paint, in ms since navigation start. */
  fcp: number;
  lcp: number;
  /** Main-thread blocking: the part of each long task beyond 50 ms, summed (as TBT counts). */
  blockingMs: number;
  /** The long tasks (over 50 ms) whole, summed: how long the page could not answer input. */
  longTasksMs: number;
}

/** Collects layout shifts and watches every shop element (in shadow roots too) for changes. */
export function installPageProbe(): void {
  const probe: PageProbe = { cls: 0, lastChange: 0, fcp: 0, lcp: 0, blockingMs: 0, longTasksMs: 0 };
  (window as unknown as { __shopProbe: PageProbe }).__shopProbe = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') probe.fcp = entry.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      probe.blockingMs += Math.max(0, entry.duration - 50);
      probe.longTasksMs += entry.duration;
    }
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[]) {
      if (!entry.hadRecentInput) probe.cls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });

  const changed = () => {
    probe.lastChange = performance.now();
  };
  // A `<style>` coming or going is no content: hydration drops the server's sheet of moved
  // `style` attributes once the same styles are back on their elements, and nothing shows it.
  const isStyle = (node: Node) => node instanceof HTMLStyleElement;
  const contentChanged = (records: MutationRecord[]) => {
    const styleOnly = records.every(
      (record) =>
        record.type === 'childList' &&
        [...record.addedNodes, ...record.removedNodes].every(isStyle),
    );
    if (!styleOnly) changed();
  };
  const watched = new WeakSet<ShadowRoot>();
  const heights = new Map<Element, number>();
  const shopElements = (root: Document | ShadowRoot, found: Element[] = []): Element[] => {
    for (const element of root.querySelectorAll('*')) {
      if (element.localName.startsWith('shop-')) found.push(element);
      if (element.shadowRoot) shopElements(element.shadowRoot, found);
    }
    return found;
  };
  const tick = () => {
    for (const element of shopElements(document)) {
      const root = element.shadowRoot;
      if (root && !watched.has(root)) {
        watched.add(root);
        new MutationObserver(contentChanged).observe(root, {
          subtree: true,
          childList: true,
          characterData: true,
        });
        changed();
      }
      const height = Math.round(element.getBoundingClientRect().height);
      if (heights.get(element) !== height) {
        heights.set(element, height);
        changed();
      }
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

export function readPageProbe(): PageProbe {
  const { cls, lastChange, fcp, lcp, blockingMs, longTasksMs } = (
    window as unknown as { __shopProbe: PageProbe }
  ).__shopProbe;
  return { cls, lastChange, fcp, lcp, blockingMs, longTasksMs };
}

/**
 * The rendered page as static HTML: every shadow root as declarative shadow DOM with its adopted
 * style sheets inlined, and no scripts, so the copy shows the same thing without any code.
 */
export function serializePage(): string {
  const roots: ShadowRoot[] = [];
  const added: Element[] = [];
  const collect = (root: Document | ShadowRoot) => {
    for (const element of root.querySelectorAll('*')) {
      const shadow = element.shadowRoot;
      if (!shadow) continue;
      roots.push(shadow);
      const style = document.createElement('style');
      style.textContent = shadow.adoptedStyleSheets
        .map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join('\n'))
        .join('\n');
      shadow.prepend(style);
      added.push(style);
      collect(shadow);
    }
  };
  collect(document);
  const html = document.documentElement.getHTML({ shadowRoots: roots });
  for (const style of added) style.remove();
  return `<!doctype html><html lang="${document.documentElement.lang}">${html.replace(
    /<script\b[^>]*>[\s\S]*?<\/script>/g,
    '',
  )}</html>`;
}
