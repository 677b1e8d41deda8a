import { useState, type ComponentType, type CSSProperties } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { declareElement } from '../../../src/element-kit/definition/declare-element';
import { defineElement } from '../../../src/element-kit/host/define-element';
import { type ElementDefinition } from '../../../src/element-kit/definition/element-definition';
import { runtimeDefinitionOf } from '../../../src/element-kit/definition/runtime-definition';
import { LIBRARY_VERSION } from '../../../src/element-kit/definition/library-version';
import { HostedTree } from '../../../src/element-kit/render/hosted-tree';
import type { ServerDataTaker } from '../../../src/element-kit/server/server-rendered-host';
import { moveInlineStyles } from '../../../src/server/inline-style-rules';

const probeDefinition = {
  tag: 'shop-shadow-root-probe',
  componentName: 'ShadowRootProbe',
  summary: 'A probe element for the shadow root tests.',
  status: 'beta',
  description: 'Renders a label and a counter, so tests can tell hydrated markup from new.',
  attributes: [
    { name: 'label-text', type: 'string', default: 'Vom Server', description: 'A string.' },
  ],
  events: [],
  slots: [],
  parts: [],
  cssProperties: [],
  reservedHeight: '2rem',
} as const satisfies ElementDefinition;

/** A colour of the probe's own, set inline as the promotion banner sets its CMS colours. */
const PROBE_ACCENT = '#0b2a5b';

function ShadowRootProbe({ labelText }: { labelText: string }) {
  const [count, setCount] = useState(0);
  return (
    <p style={{ '--_probe-accent': PROBE_ACCENT, aspectRatio: '3 / 2' } as CSSProperties}>
      <span data-testid="label">{labelText}</span>
      <button type="button" onClick={() => setCount(count + 1)}>
        {count}
      </button>
    </p>
  );
}

let lastTag = 0;
const nextTag = (): `shop-${string}` => `shop-shadow-root-probe-${++lastTag}`;

/**
 * Defines a probe under a new tag, after its markup is on the page (as a deferred script),
 * optionally with its code as a promise of the test's and a server-data taker.
 */
function defineProbe(
  tag: `shop-${string}`,
  {
    component = Promise.resolve(ShadowRootProbe),
    takeServerData,
  }: { component?: Promise<typeof ShadowRootProbe>; takeServerData?: ServerDataTaker } = {},
) {
  defineElement({
    definition: runtimeDefinitionOf({ ...probeDefinition, tag }),
    declaration: declareElement<typeof probeDefinition>({
      tag: 'shop-shadow-root-probe',
      loadComponent: () => component,
    }),
    takeServerData,
  });
}

/** What the server renders for a probe with the given label (DE, the page default). */
function serverMarkup(tag: string, labelText: string): string {
  return renderToString(
    <HostedTree
      tag={tag}
      Component={ShadowRootProbe as ComponentType<Record<string, unknown>>}
      props={{ labelText }}
      site="DE"
      locale={undefined}
      settlesOnFirstRender
    />,
  );
}

/**
 * Puts server HTML on the page, declarative shadow roots included, and returns the host: HTML
 * of this library version unless told otherwise, with the data script given.
 */
function serverHtml(
  tag: string,
  shadowRoot: string,
  mode: 'open' | 'closed' = 'open',
  version: string = LIBRARY_VERSION,
  dataScript = '',
) {
  const container = document.createElement('div');
  document.body.append(container);
  container.setHTMLUnsafe(
    `<${tag} data-shop-server-rendered="${version}"><template shadowrootmode="${mode}">${shadowRoot}</template>${dataScript}</${tag}>`,
  );
  return container.firstElementChild as HTMLElement;
}

const RUNS_ON_PREACT = import.meta.env.VITE_SHOP_RUNTIME === 'preact';

const settled = (host: HTMLElement) => host.matches(':state(settled)');

/**
 * Whether the runtime has taken the node over (hydrated or rendered it): on React it carries
 * React's fiber; on Preact (`SHOP_RUNTIME=preact`, decision 53), which hydrates a root in one go,
 * its root holds Preact's tree (`__k`, its minified `_children`).
 */
const ownedByRuntime = (node: Node | null | undefined) =>
  node !== null &&
  node !== undefined &&
  (RUNS_ON_PREACT
    ? '__k' in node.getRootNode()
    : Object.keys(node).some((key) => key.startsWith('__reactFiber')));

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('the shadow root of an element', () => {
  it('given a declarative shadow root with the server markup, hydrates it and keeps its nodes', async () => {
    const error = vi.spyOn(console, 'error');
    const tag = nextTag();
    const host = serverHtml(tag, serverMarkup(tag, 'Vom Server'));
    const root = host.shadowRoot as ShadowRoot;
    const elementsBefore = [...root.querySelectorAll('*')];
    const labelText = root.querySelector('[data-testid="label"]')?.firstChild;
    expect(elementsBefore.length).toBeGreaterThan(0);

    defineProbe(tag);
    // Server HTML is settled content from the start; hydration follows when the code is there.
    expect(settled(host)).toBe(true);
    // Hydration follows once the element's code has loaded: seconds on a busy machine.
    await vi.waitFor(() => expect(ownedByRuntime(root.querySelector('button'))).toBe(true), {
      timeout: 10_000,
    });

    expect(host.shadowRoot).toBe(root);
    const elementsAfter = [...root.querySelectorAll('*')];
    expect(elementsAfter).toHaveLength(elementsBefore.length);
    elementsAfter.forEach((element, index) => expect(element).toBe(elementsBefore[index]));
    expect(root.querySelector('[data-testid="label"]')?.firstChild).toBe(labelText);
    expect(error).not.toHaveBeenCalled();

    // Hydrated, not just left alone: the markup answers clicks.
    root.querySelector('button')?.click();
    await vi.waitFor(() => expect(root.querySelector('button')?.textContent).toBe('1'));
    expect(root.querySelector('p')).toBe(
      elementsBefore.find((element) => element.localName === 'p'),
    );
  });

  it('given server markup whose style attributes moved into its sheet, puts them back on their elements and hydrates the same nodes', async () => {
    const error = vi.spyOn(console, 'error');
    const tag = nextTag();
    // As shop-elements/server writes it, so a page's style-src policy refuses no attribute.
    const { markup, cssText } = moveInlineStyles(serverMarkup(tag, 'Vom Server'));
    const host = serverHtml(tag, `<style data-shop-inline-styles>${cssText}</style>${markup}`);
    const root = host.shadowRoot as ShadowRoot;
    const paragraph = root.querySelector('p')!;
    expect(paragraph.hasAttribute('style')).toBe(false);
    // Before any script: the sheet gives the element what its attribute would have.
    expect(getComputedStyle(paragraph).getPropertyValue('--_probe-accent')).toBe(PROBE_ACCENT);
    const heightBefore = paragraph.getBoundingClientRect().height;

    defineProbe(tag);
    await vi.waitFor(() => expect(ownedByRuntime(root.querySelector('button'))).toBe(true));

    expect(root.querySelector('p')).toBe(paragraph);
    expect(paragraph.style.getPropertyValue('--_probe-accent')).toBe(PROBE_ACCENT);
    expect(paragraph.style.aspectRatio).toBe('3 / 2');
    expect(paragraph.getBoundingClientRect().height).toBe(heightBefore);
    expect(
      root.querySelector('[data-shop-inline-style], style[data-shop-inline-styles]'),
    ).toBeNull();
    // React's development build (this test's) compares the attribute's text, which the CSSOM
    // writes with spaces (`--_probe-accent: #0b2a5b;`); it notes that and patches nothing. The
    // production build, which pages run, compares no attribute. Nothing else may be logged.
    const otherErrors = error.mock.calls.filter(
      ([message, , diff]) =>
        !(
          String(message).startsWith('A tree hydrated but some attributes') &&
          /^\s*[+-]\s+style=/m.test(String(diff)) &&
          !/^\s*[+-]\s+(?!style=)\S/m.test(String(diff))
        ),
    );
    expect(otherErrors).toEqual([]);
  });

  it('given server markup of another library version, renders anew with one warning naming both versions', async () => {
    const warning = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tag = nextTag();
    const host = serverHtml(tag, serverMarkup(tag, 'Vom Server'), 'open', '0.0.1');
    const before = host.shadowRoot?.querySelector('[data-testid="label"]');
    defineProbe(tag);
    await vi.waitFor(() =>
      expect(ownedByRuntime(host.shadowRoot?.querySelector('[data-testid="label"]'))).toBe(true),
    );
    expect(host.shadowRoot?.querySelector('[data-testid="label"]')?.textContent).toBe('Vom Server');
    expect(host.shadowRoot?.querySelector('[data-testid="label"]')).not.toBe(before);
    expect(warning).toHaveBeenCalledTimes(1);
    expect(String(warning.mock.calls[0]?.[0])).toContain(
      `0.0.1, this page runs ${LIBRARY_VERSION}`,
    );
  });

  it('given server markup that shows an answer that has ended, renders anew with no warning, its reserved room held until it settles again', async () => {
    const messages = [vi.spyOn(console, 'warn'), vi.spyOn(console, 'error')];
    const tag = nextTag();
    const host = serverHtml(
      tag,
      serverMarkup(tag, 'Vom Server'),
      'open',
      LIBRARY_VERSION,
      '<script type="application/json" data-shop-server-data>{"answers":{}}</script>',
    );
    const before = host.shadowRoot?.querySelector('[data-testid="label"]');
    let loadCode = (_: typeof ShadowRootProbe) => {};
    const component = new Promise<typeof ShadowRootProbe>((resolve) => (loadCode = resolve));
    const takeServerData = vi.fn<ServerDataTaker>(() => Promise.resolve('outdated'));
    defineProbe(tag, { component, takeServerData });
    expect(takeServerData).toHaveBeenCalledWith(tag, { answers: {} }, expect.anything());
    // Until its code is there, the server's markup stays, and the room is held for what comes.
    await vi.waitFor(() => expect(settled(host)).toBe(false));
    expect(host.shadowRoot?.querySelector('[data-testid="label"]')).toBe(before);

    loadCode(ShadowRootProbe);
    await vi.waitFor(() =>
      expect(ownedByRuntime(host.shadowRoot?.querySelector('[data-testid="label"]'))).toBe(true),
    );
    expect(host.shadowRoot?.querySelector('[data-testid="label"]')).not.toBe(before);
    await vi.waitFor(() => expect(settled(host)).toBe(true));
    for (const message of messages) expect(message).not.toHaveBeenCalled();
  });

  it('given server markup that does not match, renders anew and warns once, naming the element', async () => {
    const error = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tag = nextTag();
    const host = serverHtml(tag, serverMarkup(tag, 'Veraltet'));
    defineProbe(tag);
    await vi.waitFor(() =>
      expect(host.shadowRoot?.querySelector('[data-testid="label"]')?.textContent).toBe(
        'Vom Server',
      ),
    );
    // Preact patches a mismatch in place and reports nothing (decision 53).
    if (RUNS_ON_PREACT) return;
    await vi.waitFor(() =>
      expect(error.mock.calls.some(([message]) => String(message).includes(`<${tag}>`))).toBe(true),
    );
  });

  it('given an empty declarative shadow root, renders into that root', async () => {
    const tag = nextTag();
    const host = serverHtml(tag, '');
    const root = host.shadowRoot;
    defineProbe(tag);
    await vi.waitFor(() => expect(root?.querySelector('[data-testid="label"]')).not.toBeNull());
    expect(host.shadowRoot).toBe(root);
  });

  it('given a closed declarative shadow root, renders into it instead of failing to attach one', async () => {
    const error = vi.spyOn(console, 'error');
    const tag = nextTag();
    const host = serverHtml(tag, '', 'closed');
    expect(host.shadowRoot).toBeNull();
    defineProbe(tag);
    await vi.waitFor(() => expect(settled(host)).toBe(true));
    expect(host.shadowRoot).toBeNull();
    expect(error).not.toHaveBeenCalled();
  });
});
