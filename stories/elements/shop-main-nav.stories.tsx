import type { Meta, StoryObj } from '@storybook/react-vite';
import { html } from 'lit-html';
import { ifDefined } from 'lit-html/directives/if-defined.js';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../../src/elements/generated/entries/shop-main-nav';
import { shopMainNavDefinition } from '../../src/elements/shop-main-nav/shop-main-nav.definition';
import { FLYOUT_HOVER_DELAY_MS } from '../../src/page-runtime/flyout-store';
import { headerLayoutModeFor } from '../../src/page-runtime/layout-mode';
import { readThemeWorldAnswer } from '../../src/services/navigation/theme-world-answer';
import type { NavigationNode } from '../../src/services/wire/navigation';
import type { SiteCode } from '../../src/sites/sites';
import { navigation } from '../../test/fake-backend/fixtures/navigation';
import { themeWorlds } from '../../test/fake-backend/fixtures/theme-worlds';
import { pointerMoves } from '../../test/support/pointer-moves';
import type { VisualParameters } from '../../test/visual/story-screenshots';
import { elementArgTypes, elementParameters } from '../support/element-docs';
import type { FakeBackendParameters } from '../support/fake-backend';
import { LitTemplate } from '../support/lit-template';
import { siteOf } from '../support/story-globals';
import { shadowQueries, storyTexts, type StoryTexts } from '../support/story-texts';

interface NavArgs {
  'current-path'?: string;
  /**
   * Story only: the current page is the fake backend's node at these positions on the toolbar's
   * site (its address differs per site), given as `current-path`.
   */
  currentNode?: readonly number[];
}

/** The fake backend's node at `positions` (from the bar down) on `site`. */
function nodeAt(site: SiteCode, positions: readonly number[]): NavigationNode {
  let nodes: readonly NavigationNode[] = navigation(site);
  let node: NavigationNode | undefined;
  for (const position of positions) {
    node = nodes[position];
    if (!node) throw new Error(`fake navigation on ${site}: no node at ${positions.join('.')}`);
    nodes = node.children ?? [];
  }
  if (!node) throw new Error('nodeAt: no positions');
  return node;
}

const currentPathOf = (args: NavArgs, globals: Record<string, unknown>) =>
  args.currentNode ? nodeAt(siteOf(globals).code, args.currentNode).href : args['current-path'];

const meta = {
  title: 'Elements/shop-main-nav',
  parameters: {
    ...elementParameters(shopMainNavDefinition, {
      snippet: (args, globals) => ({
        args: { 'current-path': currentPathOf(args as NavArgs, globals) },
        content: '',
      }),
    }),
    visual: { target: 'root' } satisfies VisualParameters,
  },
  argTypes: {
    ...elementArgTypes('shop-main-nav'),
    currentNode: { control: false, table: { disable: true } },
  },
  render: (args, { globals }) => {
    const template = html`
      <shop-main-nav
        site=${ifDefined((globals.site as string) || undefined)}
        locale=${ifDefined((globals.locale as string) || undefined)}
        current-path=${ifDefined(currentPathOf(args, globals) || undefined)}
      ></shop-main-nav>
    `;
    return <LitTemplate template={template} />;
  },
} satisfies Meta<NavArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

// The play functions read every text from the catalogues and the fake backend's answers of the
// toolbar's site, so they pass on every site.

/** The bar's stories are about the wide layout: they keep 1024 px whatever the test project's width. */
const WIDE = { viewport: { value: 'xl' } };
/** An open flyout lies over the page below the bar: the screen is the shot. */
const FLYOUT_SHOT = { target: 'viewport', viewports: ['xl', '3xl'] } satisfies VisualParameters;

interface Nav {
  host: HTMLElement;
  root: ShadowRoot;
  /** Testing Library queries inside the element's shadow root. */
  view: ReturnType<typeof within>;
  texts: StoryTexts;
  /** The fake backend's navigation on the story's site. */
  nodes: readonly NavigationNode[];
}

async function navIn(canvasElement: HTMLElement, globals: Record<string, unknown>): Promise<Nav> {
  const host = canvasElement.querySelector<HTMLElement>('shop-main-nav');
  if (!host) throw new Error('no <shop-main-nav> rendered');
  // Filled once navigation and theme worlds are both in; on narrow screens the menu button,
  // which the sheet shows there, is ready at once.
  await waitFor(
    () => {
      const menuButton = host.shadowRoot?.querySelector('[part="menu-button"]');
      const narrow = (menuButton?.getClientRects().length ?? 0) > 0;
      expect(
        host.shadowRoot?.querySelector(narrow ? 'nav' : 'nav:not([data-loading])'),
      ).not.toBeNull();
    },
    { timeout: 10_000 },
  );
  const root = host.shadowRoot as ShadowRoot;
  const texts = storyTexts(globals);
  return { host, root, view: shadowQueries(root), texts, nodes: navigation(texts.site) };
}

/** The item of the bar whose link (or, for the theme worlds, button) says `title`. */
function itemOf({ root }: Nav, title: string): HTMLLIElement {
  const item = [...root.querySelectorAll<HTMLLIElement>('[part="item"]')].find(
    (candidate) => candidate.querySelector('.shop-main-nav__link')?.textContent?.trim() === title,
  );
  if (!item) throw new Error(`no item ${title} in <shop-main-nav>`);
  return item;
}
const buttonOf = (item: HTMLLIElement) =>
  item.querySelector<HTMLButtonElement>('button[aria-expanded]') as HTMLButtonElement;
const linkOf = (item: HTMLLIElement) =>
  item.querySelector<HTMLAnchorElement>(':scope > a') as HTMLAnchorElement;
const panelOf = (item: HTMLLIElement) =>
  item.querySelector<HTMLElement>('[part="flyout"]') as HTMLElement;

/** The flyout of `item` shows, its lazily loaded content in it. */
async function untilOpen(item: HTMLLIElement): Promise<void> {
  await waitFor(
    () => {
      expect(buttonOf(item)).toHaveAttribute('aria-expanded', 'true');
      expect(panelOf(item).querySelector('.shop-nav-flyout')).not.toBeNull();
    },
    { timeout: 5_000 },
  );
  await expect(panelOf(item)).toBeVisible();
}

/** Opens `item` with a click on its button and lets go of the focus (no focus ring in the shot). */
async function openByClick(item: HTMLLIElement): Promise<void> {
  await userEvent.click(buttonOf(item));
  await untilOpen(item);
  buttonOf(item).blur();
}

/** A pointer event as the browser sends it. */
function pointer(target: Element, type: string, pointerType: 'mouse' | 'touch'): boolean {
  return target.dispatchEvent(
    new PointerEvent(type, { pointerType, bubbles: true, composed: true, cancelable: true }),
  );
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The bar: the theme worlds first, then one link per navigation node; a menu button on phones. */
export const Bar: Story = {
  // At 1440 px the bar is the one of 1024 px: the phone's menu button and the bar only.
  parameters: { visual: { target: 'root', viewports: ['xs', 'xl'] } },
  play: async ({ canvasElement, globals }) => {
    const nav = await navIn(canvasElement, globals);
    const { view, texts, nodes, root } = nav;
    await expect(
      view.getByRole('navigation', { name: texts.t('header.mainNavigation') }),
    ).toBeInTheDocument();
    if (headerLayoutModeFor(window.innerWidth) === 'MATCH') {
      const menu = view.getByRole('button', { name: texts.t('header.openMenu') });
      await expect(menu).toHaveAttribute('aria-haspopup', 'dialog');
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      return;
    }
    const items = [...root.querySelectorAll<HTMLLIElement>('[part="item"]')];
    await expect(items.map((item) => item.textContent?.trim())).toEqual([
      texts.t('header.themeWorlds'),
      ...nodes.map((node) => node.title),
    ]);
    for (const node of nodes) {
      await expect(view.getByRole('link', { name: node.title })).toHaveAttribute('href', node.href);
      await expect(
        view.getByRole('button', { name: texts.t('header.subMenu', { title: node.title }) }),
      ).toHaveAttribute('aria-expanded', 'false');
    }
    await expect(root.querySelector('[role^="menu"]')).toBeNull();
  },
};

/** The theme worlds' flyout: scout, new, more and last chance, each world with its badges. */
export const ThemeWorldsOpen: Story = {
  globals: WIDE,
  parameters: { visual: FLYOUT_SHOT },
  play: async ({ canvasElement, globals }) => {
    const nav = await navIn(canvasElement, globals);
    const { texts } = nav;
    const item = nav.root.querySelector<HTMLLIElement>('[part="item"]') as HTMLLIElement;
    await expect(buttonOf(item)).toHaveTextContent(texts.t('header.themeWorlds'));
    await openByClick(item);
    const { sections } = readThemeWorldAnswer(themeWorlds(texts.site, new Date()), () => {});
    const panel = within(panelOf(item));
    await expect(panel.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(
      sections.map(({ section }) => texts.t(`header.themeWorldSections.${section}`)),
    );
    for (const { section, worlds } of sections) {
      const region = panel.getByRole('region', {
        name: texts.t(`header.themeWorldSections.${section}`),
      });
      await expect(
        within(region)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual(worlds.map((world) => world.href));
    }
    const loyaltyWorlds = sections.flatMap(({ worlds }) => worlds).filter((w) => w.loyaltyCard);
    await expect(panel.getAllByText(texts.t('header.loyaltyCardWorld'))).toHaveLength(
      loyaltyWorlds.length,
    );
  },
};

/** A category's flyout: its children as a drill-down list, its teaser beside it. */
export const CategoryOpen: Story = {
  globals: WIDE,
  parameters: { visual: FLYOUT_SHOT },
  play: async ({ canvasElement, globals }) => {
    const nav = await navIn(canvasElement, globals);
    const { texts, nodes } = nav;
    const [first] = nodes as [NavigationNode];
    const item = itemOf(nav, first.title);
    await openByClick(item);
    const panel = within(panelOf(item));
    await expect(
      panel.getByRole('link', { name: texts.t('header.showAll', { category: first.title }) }),
    ).toHaveAttribute('href', first.href);
    for (const child of first.children ?? []) {
      await expect(panel.getByRole('button', { name: child.title })).toBeVisible();
    }
    await expect(panel.queryByRole('button', { name: texts.t('header.back') })).toBeNull();
    const teaser = panel.getByRole('region', { name: first.teaser?.title });
    await expect(within(teaser).getAllByRole('link')).toHaveLength(
      first.teaser?.entries.length ?? 0,
    );
  },
};

/**
 * The page is a node three levels down (`current-path`): its item is marked, and its flyout
 * opens on the node's level with the node as the current page and a way back.
 */
export const PreselectedPath: Story = {
  args: { currentNode: [0, 0, 0] },
  globals: WIDE,
  parameters: { visual: { target: 'viewport' } },
  play: async ({ canvasElement, globals }) => {
    const nav = await navIn(canvasElement, globals);
    const { texts } = nav;
    const top = nodeAt(texts.site, [0]);
    const level = nodeAt(texts.site, [0, 0]);
    const current = nodeAt(texts.site, [0, 0, 0]);
    const item = itemOf(nav, top.title);
    await expect(item).toHaveAttribute('data-current');
    await openByClick(item);
    const panel = within(panelOf(item));
    await expect(
      panel.getByRole('link', { name: texts.t('header.showAll', { category: level.title }) }),
    ).toBeVisible();
    await expect(panel.getByRole('link', { current: 'page' })).toHaveAttribute(
      'href',
      current.href,
    );
    // Back to the category's first level, where the level holding the page is marked, and down again.
    await userEvent.click(panel.getByRole('button', { name: texts.t('header.back') }));
    const holding = panel.getByRole('button', { name: level.title });
    await expect(holding).toHaveAttribute('data-current');
    await userEvent.click(holding);
    await expect(panel.getByRole('link', { current: 'page' })).toHaveAttribute(
      'href',
      current.href,
    );
    (nav.root.activeElement as HTMLElement | null)?.blur();
  },
};

/** On a phone: the menu button opens the navigation as a drawer, one level at a time. */
export const DrawerOnPhone: Story = {
  globals: { viewport: { value: 'xs' } },
  parameters: { visual: { target: 'viewport', viewports: ['xs'] } },
  play: async ({ canvasElement, globals }) => {
    const nav = await navIn(canvasElement, globals);
    const { view, texts, nodes, root } = nav;
    const menu = view.getByRole('button', { name: texts.t('header.openMenu') });
    await userEvent.click(menu);
    await waitFor(() => expect(root.querySelector('dialog')?.dataset.focusTrapped).toBe(''), {
      timeout: 5_000,
    });
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const dialog = within(
      view.getByRole('dialog', { name: texts.t('header.mainNavigation') }) as HTMLElement,
    );
    await expect(
      dialog.getAllByRole('button').map((button) => button.textContent?.trim() ?? ''),
    ).toEqual(
      expect.arrayContaining([texts.t('header.themeWorlds'), ...nodes.map((n) => n.title)]),
    );
    const [first] = nodes as [NavigationNode];
    await userEvent.click(dialog.getByRole('button', { name: first.title }));
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveTextContent(first.title);
    await expect(
      dialog.getByRole('link', { name: texts.t('header.showAll', { category: first.title }) }),
    ).toHaveAttribute('href', first.href);
    await expect(dialog.getByRole('button', { name: texts.t('header.back') })).toBeVisible();
    (root.activeElement as HTMLElement | null)?.blur();
  },
};

/** The navigation call fails: it is only logged, and the bar shows the theme worlds alone. */
export const NavigationFailed: Story = {
  globals: WIDE,
  parameters: {
    fakeBackend: {
      faults: [{ call: 'navigation', kind: 'server-error' }],
    } satisfies FakeBackendParameters,
  },
  play: async ({ canvasElement, globals }) => {
    const { root, texts } = await navIn(canvasElement, globals);
    const items = [...root.querySelectorAll('[part="item"]')];
    await expect(items.map((item) => item.textContent?.trim())).toEqual([
      texts.t('header.themeWorlds'),
    ]);
    await expect(root.querySelector('[part="item"] a')).toBeNull();
  },
};

/** On a phone, the menu opened before the navigation arrived: the drawer says it is loading. */
export const MenuLoadingOnPhone: Story = {
  globals: { viewport: { value: 'xs' } },
  parameters: {
    visual: { target: 'viewport', viewports: ['xs'] },
    fakeBackend: { faults: [{ call: 'all', kind: 'hang' }] } satisfies FakeBackendParameters,
  },
  play: async ({ canvasElement, globals }) => {
    const { view, texts, root } = await navIn(canvasElement, globals);
    await userEvent.click(view.getByRole('button', { name: texts.t('header.openMenu') }));
    const dialog = within(
      (await view.findByRole('dialog', { name: texts.t('header.mainNavigation') })) as HTMLElement,
    );
    await expect(dialog.getByRole('status')).toHaveTextContent(texts.t('common.loading'));
    (root.activeElement as HTMLElement | null)?.blur();
  },
};

/** On a phone, both calls fail: the drawer says the menu cannot be shown rather than stand empty. */
export const MenuUnavailableOnPhone: Story = {
  globals: { viewport: { value: 'xs' } },
  parameters: {
    visual: { target: 'viewport', viewports: ['xs'] },
    fakeBackend: {
      faults: [{ call: 'all', kind: 'server-error' }],
    } satisfies FakeBackendParameters,
  },
  play: async ({ canvasElement, globals }) => {
    const { view, texts, root } = await navIn(canvasElement, globals);
    await userEvent.click(view.getByRole('button', { name: texts.t('header.openMenu') }));
    const dialog = within(
      (await view.findByRole('dialog', { name: texts.t('header.mainNavigation') })) as HTMLElement,
    );
    await waitFor(() =>
      expect(dialog.getByRole('status')).toHaveTextContent(texts.t('header.menuUnavailable')),
    );
    await expect(dialog.queryAllByRole('link')).toEqual([]);
    (root.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * A mouse resting on an item opens its flyout after 300 ms; leaving before that opens nothing,
 * and leaving an open one closes it again after the same delay.
 */
export const HoverOpensAfterTheDelay: Story = {
  globals: WIDE,
  play: async ({ canvasElement, globals }) => {
    const nav = await navIn(canvasElement, globals);
    const [, second] = nav.nodes as [NavigationNode, NavigationNode];
    const item = itemOf(nav, second.title);
    const button = buttonOf(item);
    // Only passing over it: nothing opens.
    pointerMoves(null, item);
    await pause(FLYOUT_HOVER_DELAY_MS / 2);
    pointerMoves(item, null);
    await pause(FLYOUT_HOVER_DELAY_MS * 1.5);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // Resting on it: it opens once the delay is over.
    const start = performance.now();
    pointerMoves(null, item);
    await pause(FLYOUT_HOVER_DELAY_MS / 2);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await untilOpen(item);
    await expect(performance.now() - start).toBeGreaterThanOrEqual(FLYOUT_HOVER_DELAY_MS);
    // Leaving it: it closes one delay later.
    pointerMoves(item, null);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
  },
};

/**
 * On a touch screen resting opens nothing: the first tap on an item's link opens its flyout,
 * the second follows the link (here the story stops it at the page).
 */
export const TouchTapsOpenThenFollow: Story = {
  globals: WIDE,
  play: async ({ canvasElement, globals }) => {
    const nav = await navIn(canvasElement, globals);
    const [, , third] = nav.nodes as [NavigationNode, NavigationNode, NavigationNode];
    const item = itemOf(nav, third.title);
    const link = linkOf(item);
    let reachedThePage: boolean | undefined;
    const stopAtThePage = (event: Event) => {
      reachedThePage = !event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', stopAtThePage);
    /** A tap: whether the browser would follow the link. */
    const tap = () => {
      reachedThePage = undefined;
      for (const type of ['pointerover', 'pointerdown', 'pointerup']) pointer(link, type, 'touch');
      const notPrevented = pointer(link, 'click', 'touch');
      return reachedThePage ?? notPrevented;
    };
    try {
      pointerMoves(null, item, { pointerType: 'touch' });
      await pause(FLYOUT_HOVER_DELAY_MS * 1.5);
      await expect(buttonOf(item)).toHaveAttribute('aria-expanded', 'false');
      await expect(tap()).toBe(false);
      await untilOpen(item);
      await expect(tap()).toBe(true);
    } finally {
      document.removeEventListener('click', stopAtThePage);
    }
  },
};

/**
 * Keyboard (APG disclosure navigation): Enter and Space on an item's button open and close its
 * flyout, whose links follow the button; Escape closes it and returns focus to the button.
 * (Tab itself is proven in the browser tests: the story's user events do not tab into shadow
 * roots.)
 */
export const KeyboardOperation: Story = {
  globals: WIDE,
  play: async ({ canvasElement, globals }) => {
    const nav = await navIn(canvasElement, globals);
    const { texts } = nav;
    const [first] = nav.nodes as [NavigationNode];
    const item = itemOf(nav, first.title);
    const button = buttonOf(item);
    await expect(button).toHaveAccessibleName(texts.t('header.subMenu', { title: first.title }));
    button.focus();
    await userEvent.keyboard('{Enter}');
    await untilOpen(item);
    await userEvent.keyboard(' ');
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
    await userEvent.keyboard(' ');
    await untilOpen(item);
    const showAll = within(panelOf(item)).getByRole('link', {
      name: texts.t('header.showAll', { category: first.title }),
    });
    await expect(
      button.compareDocumentPosition(showAll) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    showAll.focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
    await expect(nav.root.activeElement).toBe(button);
  },
};
