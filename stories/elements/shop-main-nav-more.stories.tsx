import type { Meta, StoryObj } from '@storybook/react-vite';
import { html } from 'lit-html';
import { ifDefined } from 'lit-html/directives/if-defined.js';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../../src/elements/generated/entries/shop-header';
import type { NavigationNode } from '../../src/services/wire/navigation';
import { navigation } from '../../test/fake-backend/fixtures/navigation';
import type { VisualParameters } from '../../test/visual/story-screenshots';
import { LitTemplate } from '../support/lit-template';
import { storyTexts, type StoryTexts } from '../support/story-texts';

/**
 * The navigation bar's "more" item where the bar meets it: in the header's row beside the
 * greeting, at 1100 px, between the tablet layout and the wide screens. The bar stays one row;
 * the items that do not fit are listed in the "more" item's flyout.
 */
const meta = {
  title: 'Elements/shop-main-nav/More item',
  // Each story is a whole header, whose banner landmark a page may hold once, and a docs page
  // shows its first story twice: these stories live in the sidebar, the element's own docs
  // page describes the "more" item.
  tags: ['!autodocs'],
  parameters: {
    layout: 'fullscreen',
    visual: { target: 'root', element: 'shop-main-nav' } satisfies VisualParameters,
    // A width between the breakpoints, where the longer languages no longer fit into the row.
    viewport: {
      options: {
        navigationRow: {
          name: 'Navigation row (1100px)',
          styles: { width: '1100px', height: '900px' },
          type: 'desktop',
        },
      },
    },
  },
  globals: { viewport: { value: 'navigationRow', isRotated: false } },
  render: (_args, { globals }) => (
    <LitTemplate
      template={html`<shop-header
        site=${ifDefined((globals.site as string) || undefined)}
        locale=${ifDefined((globals.locale as string) || undefined)}
      ></shop-header>`}
    />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

interface Bar {
  root: ShadowRoot;
  texts: StoryTexts;
  nodes: readonly NavigationNode[];
  /** The items of the navigation that show in the bar, and those the "more" item lists. */
  shown: HTMLElement[];
  listed: readonly NavigationNode[];
  more: HTMLElement;
  moreButton: HTMLButtonElement;
}

/** The header's bar once its items are in and measured. */
async function barIn(canvasElement: HTMLElement, globals: Record<string, unknown>): Promise<Bar> {
  const host = canvasElement.querySelector<HTMLElement>('shop-header');
  if (!host) throw new Error('no <shop-header> rendered');
  const texts = storyTexts(globals);
  const nodes = navigation(texts.site);
  // The header holds the navigation by tag: the bar is in the navigation's own shadow root.
  const navRoot = () => host.shadowRoot?.querySelector('shop-main-nav')?.shadowRoot;
  await waitFor(
    () =>
      expect(navRoot()?.querySelectorAll('[part="bar"] > [part="item"]')).toHaveLength(
        nodes.length + 1,
      ),
    { timeout: 10_000 },
  );
  // The header shows the bar once everything it holds has settled.
  await waitFor(() => expect(host.matches(':state(settled)')).toBe(true), { timeout: 10_000 });
  const root = navRoot() as ShadowRoot;
  const [, ...items] = [...root.querySelectorAll<HTMLElement>('[part="bar"] > [part="item"]')];
  const shown = items.filter((item) => !item.hasAttribute('data-overflowed'));
  const more = root.querySelector<HTMLElement>('[part="more"]') as HTMLElement;
  return {
    root,
    texts,
    nodes,
    shown,
    listed: nodes.slice(shown.length),
    more,
    moreButton: more.querySelector('button') as HTMLButtonElement,
  };
}

/** Every item shows whole in the bar, or is listed by the "more" item, in the answer's order. */
async function expectEveryItemReachable(bar: Bar): Promise<void> {
  const { shown, nodes, root } = bar;
  const barBox = (root.querySelector('[part="bar"]') as HTMLElement).getBoundingClientRect();
  await expect(shown.map((item) => within(item).getAllByRole('link')[0]?.textContent)).toEqual(
    nodes.slice(0, shown.length).map((node) => node.title),
  );
  for (const item of shown) {
    const box = item.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(barBox.right + 0.5);
  }
}

/** DE at 1100 px: every item fits into the row, and there is no "more" item. */
export const AllFitAt1100: Story = {
  globals: { site: 'DE' },
  play: async ({ canvasElement, globals }) => {
    const bar = await barIn(canvasElement, globals);
    await expectEveryItemReachable(bar);
    if (bar.listed.length === 0) await expect(bar.moreButton).not.toBeVisible();
  },
};

/** TR at 1100 px: the last items move into the "more" item at the end of the row. */
export const MoreItemAt1100: Story = {
  globals: { site: 'TR' },
  play: async ({ canvasElement, globals }) => {
    const bar = await barIn(canvasElement, globals);
    await expectEveryItemReachable(bar);
    await expect(bar.listed.length).toBeGreaterThan(0);
    await expect(bar.moreButton).toBeVisible();
    await expect(bar.moreButton).toHaveAccessibleName(bar.texts.t('header.moreItems'));
    await expect(bar.moreButton).toHaveAttribute('aria-expanded', 'false');
  },
};

/** TR at 1100 px, the "more" item opened: its flyout lists the items that did not fit. */
export const MoreItemOpen: Story = {
  globals: { site: 'TR' },
  parameters: { visual: { target: 'viewport', element: 'shop-main-nav' } },
  play: async ({ canvasElement, globals }) => {
    const bar = await barIn(canvasElement, globals);
    await userEvent.click(bar.moreButton);
    await waitFor(() => expect(bar.moreButton).toHaveAttribute('aria-expanded', 'true'));
    const panel = within(bar.more.querySelector('[part="flyout"]') as HTMLElement);
    await expect(
      panel.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual(bar.listed.map((node) => [node.title, node.href]));
    bar.moreButton.blur();
  },
};
