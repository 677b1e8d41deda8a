import { createElement, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  defineElement,
  type ElementRegistration,
} from '../../../src/element-kit/host/define-element';
import { declareElement } from '../../../src/element-kit/definition/declare-element';
import { type ElementDefinition } from '../../../src/element-kit/definition/element-definition';
import { runtimeDefinitionOf } from '../../../src/element-kit/definition/runtime-definition';
import { SETTLED_EVENT, hasSettled } from '../../../src/element-kit/host/host-states';
import { elementComponent } from '../../../src/element-kit/react-host/element-component';
import { useShop } from '../../../src/element-kit/render/shop-context';

const probeDefinition = {
  tag: 'shop-factory-probe',
  componentName: 'FactoryProbe',
  summary: 'A probe element for the factory tests.',
  status: 'beta',
  description: 'Renders its props so tests can read what the factory passed.',
  attributes: [
    { name: 'reduced', type: 'boolean', description: 'A boolean.' },
    { name: 'label-text', type: 'string', default: 'Standard', description: 'A string.' },
    { name: 'max-items', type: 'number', default: 4, description: 'A number.' },
    { name: 'size', type: 'enum', values: ['S', 'M', 'L'], default: 'M', description: 'An enum.' },
    { name: 'consents', type: 'json', valueType: 'string[]', default: [], description: 'JSON.' },
  ],
  events: [
    { name: 'probe-fired', detailType: '{ count: number }', description: 'Fired on click.' },
    {
      name: 'probe-cancelable',
      detailType: '{}',
      cancelable: true,
      description: 'Cancelable.',
    },
  ],
  slots: [],
  parts: [{ name: 'counter', description: 'The counter button.' }],
  cssProperties: [],
  reservedHeight: '2rem',
} as const satisfies ElementDefinition;

interface ProbeProps {
  reduced: boolean;
  labelText: string;
  maxItems: number;
  size: string;
  consents: unknown;
  onProbeFired?: (detail: { count: number }) => boolean | void;
  onProbeCancelable?: (detail: object) => boolean | void;
}

let renders = 0;

function FactoryProbe(props: ProbeProps) {
  const { site, locale } = useShop();
  const [count, setCount] = useState(0);
  const [lastCancelResult, setLastCancelResult] = useState<string>('none');
  useEffect(() => {
    renders += 1;
  });
  return (
    <div>
      <output data-testid="props">
        {JSON.stringify({
          reduced: props.reduced,
          labelText: props.labelText,
          maxItems: props.maxItems,
          size: props.size,
          consents: props.consents,
          site: site.code,
          locale,
        })}
      </output>
      <button
        part="counter"
        type="button"
        onClick={() => {
          setCount(count + 1);
          props.onProbeFired?.({ count: count + 1 });
        }}
      >
        {count}
      </button>
      <button
        type="button"
        data-testid="cancelable"
        onClick={() => setLastCancelResult(String(props.onProbeCancelable?.({})))}
      >
        {lastCancelResult}
      </button>
    </div>
  );
}

const probeRegistration: ElementRegistration = {
  definition: runtimeDefinitionOf(probeDefinition),
  declaration: declareElement<typeof probeDefinition>({
    tag: 'shop-factory-probe',
    loadComponent: () => Promise.resolve(FactoryProbe),
    styles: ['.probe-styles-marker { color: rgb(1, 2, 3); }'],
  }),
};

defineElement(probeRegistration);

type Probe = HTMLElement & Record<string, unknown>;

async function mount(html: string): Promise<Probe> {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  const probe = host.firstElementChild as Probe;
  // The first mount of a file loads cold code, which takes seconds on a busy machine.
  await vi.waitFor(
    () => expect(probe.shadowRoot?.querySelector('[data-testid="props"]')).not.toBeNull(),
    { timeout: 10_000 },
  );
  return probe;
}

function renderedProps(probe: Probe): Record<string, unknown> {
  return JSON.parse(
    probe.shadowRoot?.querySelector('[data-testid="props"]')?.textContent ?? '{}',
  ) as Record<string, unknown>;
}

async function propsAfterUpdate(probe: Probe, expected: Record<string, unknown>) {
  await vi.waitFor(() => expect(renderedProps(probe)).toMatchObject(expected));
}

beforeEach(() => {
  delete document.documentElement.dataset.shopSite;
});

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('the element factory', () => {
  describe('given an element on the page', () => {
    it('renders into an open shadow root with the token sheet and its own sheet adopted', async () => {
      const probe = await mount('<shop-factory-probe></shop-factory-probe>');
      expect(probe.shadowRoot?.mode).toBe('open');
      const sheets = probe.shadowRoot?.adoptedStyleSheets ?? [];
      const rules = sheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
      expect(rules.some((rule) => rule.includes('--shop-color-primary'))).toBe(true);
      expect(rules.some((rule) => rule.includes('.probe-styles-marker'))).toBe(true);
    });

    it('passes every attribute type to the component with its default when absent', async () => {
      const probe = await mount('<shop-factory-probe></shop-factory-probe>');
      expect(renderedProps(probe)).toEqual({
        reduced: false,
        labelText: 'Standard',
        maxItems: 4,
        size: 'M',
        consents: [],
        site: 'DE',
        locale: 'de-DE',
      });
    });

    it('when it settles, it carries :state(settled) and gets one settled event, which an outer element can wait for', async () => {
      const host = document.createElement('div');
      document.body.append(host);
      const probe = document.createElement('shop-factory-probe');
      const events: Event[] = [];
      probe.addEventListener(SETTLED_EVENT, (event) => events.push(event));
      host.append(probe);
      await vi.waitFor(() => expect(probe.matches(':state(settled)')).toBe(true));
      expect(hasSettled(probe)).toBe(true);
      expect(events).toHaveLength(1);
      expect([events[0]?.bubbles, events[0]?.composed]).toEqual([false, false]);
      // Moved and rendered again: it does not settle a second time.
      document.body.append(probe);
      probe.setAttribute('label-text', 'Anders');
      await propsAfterUpdate(probe as Probe, { labelText: 'Anders' });
      expect(events).toHaveLength(1);
    });

    it('exposes the main parts by name', async () => {
      const probe = await mount('<shop-factory-probe></shop-factory-probe>');
      expect(probe.shadowRoot?.querySelector('[part="counter"]')).not.toBeNull();
    });
  });

  describe('boolean attributes', () => {
    it.each([
      ['<shop-factory-probe reduced></shop-factory-probe>', true],
      ['<shop-factory-probe reduced=""></shop-factory-probe>', true],
      ['<shop-factory-probe reduced="false"></shop-factory-probe>', true],
      ['<shop-factory-probe reduced="reduced"></shop-factory-probe>', true],
      ['<shop-factory-probe></shop-factory-probe>', false],
    ])('given %s, it reads reduced as %s', async (html, expected) => {
      const probe = await mount(html);
      expect(renderedProps(probe).reduced).toBe(expected);
      expect(probe.reduced).toBe(expected);
    });

    it('when the attribute is removed, it becomes false again', async () => {
      const probe = await mount('<shop-factory-probe reduced></shop-factory-probe>');
      probe.removeAttribute('reduced');
      await propsAfterUpdate(probe, { reduced: false });
    });

    it('when the property is set, it reflects as presence of the attribute', async () => {
      const probe = await mount('<shop-factory-probe></shop-factory-probe>');
      probe.reduced = true;
      expect(probe.getAttribute('reduced')).toBe('');
      await propsAfterUpdate(probe, { reduced: true });
      probe.reduced = false;
      expect(probe.hasAttribute('reduced')).toBe(false);
      await propsAfterUpdate(probe, { reduced: false });
    });
  });

  describe("given the element's React component in a React app, with the element defined", () => {
    const ProbeComponent = elementComponent<typeof probeDefinition, ProbeProps>(
      runtimeDefinitionOf(probeDefinition),
      () => undefined,
    );

    it('when a boolean prop turns on and off and a JSON prop changes, the element follows', async () => {
      const container = document.createElement('div');
      document.body.append(container);
      const root = createRoot(container);
      root.render(createElement(ProbeComponent, { reduced: true, consents: ['DNE'] }));
      await vi.waitFor(() => expect(container.querySelector('shop-factory-probe')).not.toBeNull());
      const probe = container.querySelector('shop-factory-probe') as Probe;
      await vi.waitFor(() => expect(renderedProps(probe)).toMatchObject({ reduced: true }));
      expect(probe.getAttribute('reduced')).toBe('');
      expect(renderedProps(probe).consents).toEqual(['DNE']);

      root.render(createElement(ProbeComponent, { reduced: false, consents: ['DNE', 'MAIL'] }));
      await propsAfterUpdate(probe, { reduced: false, consents: ['DNE', 'MAIL'] });
      expect(probe.hasAttribute('reduced')).toBe(false);
      expect(JSON.parse(probe.getAttribute('consents') ?? 'null')).toEqual(['DNE', 'MAIL']);

      root.render(createElement(ProbeComponent, { reduced: true, consents: [] }));
      await propsAfterUpdate(probe, { reduced: true, consents: [] });
      root.unmount();
    });
  });

  describe('when any attribute is removed', () => {
    it('restores its default', async () => {
      const probe = await mount(
        `<shop-factory-probe label-text="Eigen" max-items="9" size="L" consents='["DNE"]' site="PL" locale="de-AT"></shop-factory-probe>`,
      );
      expect(renderedProps(probe)).toMatchObject({
        labelText: 'Eigen',
        maxItems: 9,
        size: 'L',
        consents: ['DNE'],
        site: 'PL',
        locale: 'de-AT',
      });
      for (const name of ['label-text', 'max-items', 'size', 'consents', 'site', 'locale']) {
        probe.removeAttribute(name);
      }
      await propsAfterUpdate(probe, {
        labelText: 'Standard',
        maxItems: 4,
        size: 'M',
        consents: [],
        site: 'DE',
        locale: 'de-DE',
      });
    });
  });

  describe('invalid attribute values', () => {
    it('given an unknown site, logs an error naming element, value and valid codes, and renders as DE', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const probe = await mount('<shop-factory-probe site="FR"></shop-factory-probe>');
      expect(renderedProps(probe)).toMatchObject({ site: 'DE', locale: 'de-DE' });
      expect(error).toHaveBeenCalledTimes(1);
      const message = String(error.mock.calls[0]?.[0]);
      expect(message).toContain('<shop-factory-probe>');
      expect(message).toContain('"FR"');
      expect(message).toContain('DE, AT, CH, CH_FR, PL, CZ, HU, SK, TR');
    });

    it('given an unknown site on a page whose default is AT, says it uses DE and renders as DE', async () => {
      document.documentElement.dataset.shopSite = 'AT';
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const probe = await mount('<shop-factory-probe site="FR"></shop-factory-probe>');
      expect(renderedProps(probe)).toMatchObject({ site: 'DE', locale: 'de-DE' });
      expect(String(error.mock.calls[0]?.[0])).toContain('Using "DE"');
    });

    it('given a site or locale in another case (site="pl", locale="DE-at"), takes it without an error', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const probe = await mount(
        '<shop-factory-probe site="pl" locale="DE-at"></shop-factory-probe>',
      );
      expect(renderedProps(probe)).toMatchObject({ site: 'PL', locale: 'de-AT' });
      const lowerFrench = await mount('<shop-factory-probe site="ch_fr"></shop-factory-probe>');
      expect(renderedProps(lowerFrench)).toMatchObject({ site: 'CH_FR', locale: 'fr-CH' });
      expect(error).not.toHaveBeenCalled();
    });

    it('given an invalid enum, number or JSON value, logs an error and keeps the default, never throws', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const probe = await mount(
        `<shop-factory-probe size="XL" max-items="viele" consents="[kaputt"></shop-factory-probe>`,
      );
      expect(renderedProps(probe)).toMatchObject({ size: 'M', maxItems: 4, consents: [] });
      expect(error).toHaveBeenCalledTimes(3);
    });
  });

  describe('site and locale', () => {
    it('given no site attribute, follows the page default <html data-shop-site>', async () => {
      document.documentElement.dataset.shopSite = 'HU';
      const probe = await mount('<shop-factory-probe></shop-factory-probe>');
      expect(renderedProps(probe)).toMatchObject({ site: 'HU', locale: 'hu-HU' });
    });

    it('given a site attribute, it wins over the page default', async () => {
      document.documentElement.dataset.shopSite = 'HU';
      const probe = await mount('<shop-factory-probe site="CH_FR"></shop-factory-probe>');
      expect(renderedProps(probe)).toMatchObject({ site: 'CH_FR', locale: 'fr-CH' });
    });

    it('given a Polish element on a German page, its content carries lang="pl-PL"', async () => {
      document.documentElement.lang = 'de';
      const probe = await mount('<shop-factory-probe site="PL"></shop-factory-probe>');
      const output = probe.shadowRoot?.querySelector('[data-testid="props"]');
      expect(output?.closest('[lang]')?.getAttribute('lang')).toBe('pl-PL');
      probe.setAttribute('locale', 'de-AT');
      await vi.waitFor(() =>
        expect(
          probe.shadowRoot
            ?.querySelector('[data-testid="props"]')
            ?.closest('[lang]')
            ?.getAttribute('lang'),
        ).toBe('de-AT'),
      );
    });

    it('when the site attribute changes, it re-renders for the new site', async () => {
      const probe = await mount('<shop-factory-probe site="AT"></shop-factory-probe>');
      probe.setAttribute('site', 'TR');
      await propsAfterUpdate(probe, { site: 'TR', locale: 'tr-TR' });
    });
  });

  describe('events', () => {
    it('dispatches bubbling, composed CustomEvents from the host with their detail', async () => {
      const probe = await mount('<shop-factory-probe></shop-factory-probe>');
      const seen: CustomEvent[] = [];
      document.addEventListener('probe-fired', (event) => seen.push(event as CustomEvent));
      (probe.shadowRoot?.querySelector('[part="counter"]') as HTMLButtonElement).click();
      await vi.waitFor(() => expect(seen).toHaveLength(1));
      expect(seen[0]?.bubbles).toBe(true);
      expect(seen[0]?.composed).toBe(true);
      expect(seen[0]?.target).toBe(probe);
      expect(seen[0]?.detail).toEqual({ count: 1 });
    });

    it('tells the component when a cancelable event was cancelled', async () => {
      const probe = await mount('<shop-factory-probe></shop-factory-probe>');
      probe.addEventListener('probe-cancelable', (event) => event.preventDefault());
      const button = probe.shadowRoot?.querySelector(
        '[data-testid="cancelable"]',
      ) as HTMLButtonElement;
      button.click();
      await vi.waitFor(() => expect(button.textContent).toBe('false'));
    });
  });

  describe('definition', () => {
    it('when a tag is defined twice, it keeps the first definition and does not throw', () => {
      const first = customElements.get('shop-factory-probe');
      expect(() => defineElement(probeRegistration)).not.toThrow();
      expect(defineElement(probeRegistration)).toBe(first);
    });

    it('given a property set before the element was defined, it applies it on upgrade', async () => {
      const early = document.createElement('shop-factory-probe-late') as Probe;
      early.labelText = 'Früh gesetzt';
      document.body.append(early);
      defineElement({
        ...probeRegistration,
        definition: { ...probeDefinition, tag: 'shop-factory-probe-late' },
      });
      await vi.waitFor(() =>
        expect(renderedProps(early)).toMatchObject({ labelText: 'Früh gesetzt' }),
      );
      expect(early.getAttribute('label-text')).toBe('Früh gesetzt');
    });
  });

  describe('disconnecting', () => {
    it('when the element is moved, it keeps its state and does not remount', async () => {
      const probe = await mount('<shop-factory-probe></shop-factory-probe>');
      const counter = () =>
        probe.shadowRoot?.querySelector('[part="counter"]') as HTMLButtonElement;
      counter().click();
      await vi.waitFor(() => expect(counter().textContent).toBe('1'));
      counter().click();
      await vi.waitFor(() => expect(counter().textContent).toBe('2'));
      const elsewhere = document.createElement('section');
      document.body.append(elsewhere);
      elsewhere.append(probe);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(counter().textContent).toBe('2');
    });

    it('when the element is removed, it unmounts after the current task without a React warning', async () => {
      const error = vi.spyOn(console, 'error');
      const probe = await mount('<shop-factory-probe></shop-factory-probe>');
      probe.remove();
      expect(probe.shadowRoot?.childElementCount).toBeGreaterThan(0);
      await vi.waitFor(() => expect(probe.shadowRoot?.childElementCount).toBe(0));
      expect(error).not.toHaveBeenCalled();
    });

    it('when the element is removed while React is rendering, React does not warn', async () => {
      const error = vi.spyOn(console, 'error');
      const probe = await mount('<shop-factory-probe></shop-factory-probe>');
      function Remover() {
        probe.remove();
        return null;
      }
      const { createRoot } = await import('react-dom/client');
      const container = document.createElement('div');
      document.body.append(container);
      const root = createRoot(container);
      const { flushSync } = await import('react-dom');
      flushSync(() => root.render(<Remover />));
      await new Promise((resolve) => setTimeout(resolve, 20));
      root.unmount();
      expect(error).not.toHaveBeenCalled();
    });
  });

  it('renders only when something changed', async () => {
    const probe = await mount('<shop-factory-probe></shop-factory-probe>');
    const before = renders;
    probe.setAttribute('label-text', 'Standard');
    probe.setAttribute('label-text', 'Standard');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(renders - before).toBeLessThanOrEqual(1);
  });
});
