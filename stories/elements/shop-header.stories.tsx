import type { Meta, StoryObj } from '@storybook/react-vite';
import { html, nothing } from 'lit-html';
import { ifDefined } from 'lit-html/directives/if-defined.js';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../../src/elements/generated/entries/shop-header';
import { shopHeaderDefinition } from '../../src/elements/shop-header/shop-header.definition';
import { KNOWN_PAGE_TYPES } from '../../src/elements/shop-header/state/sticky-header';
import { headerLayoutModeFor } from '../../src/page-runtime/layout-mode';
import { setPageConfig } from '../../src/page-runtime/page-config';
import { defaultBenefitLinks } from '../../src/primitives/benefits-strip/default-benefit-links';
import { MIN_TERM_LENGTH } from '../../src/elements/shop-search/state/search-suggestions';
import { navigation } from '../../test/fake-backend/fixtures/navigation';
import { personalData } from '../../test/fake-backend/fixtures/personal-data';
import { popularSearchWord } from '../../test/fake-backend/fixtures/suggestions';
import type { VisualParameters } from '../../test/visual/story-screenshots';
import { elementArgTypes, elementParameters } from '../support/element-docs';
import type { FakeBackendParameters } from '../support/fake-backend';
import { STORY_PAGE_CONFIG } from '../support/page-config';
import { LitTemplate } from '../support/lit-template';
import { sampleContent } from '../support/sample-content';
import { typeIntoShadowField } from '../support/shadow-typing';
import { FORCED_COLOURS_DOCS, systemColour, type StoryMedia } from '../support/story-media';
import {
  nestedShadowContainer,
  queryAllDeep,
  queryDeep,
} from '../../test/support/nested-shadow-roots';
import { plainSpaces, shadowQueries, storyTexts, type StoryTexts } from '../support/story-texts';

interface HeaderArgs {
  reduced: boolean;
  'page-type': string;
  'current-path'?: string;
  /** Story only: a long page below the header, to scroll. */
  longPage?: boolean;
}

const meta = {
  title: 'Elements/shop-header',
  parameters: {
    // Its app banner needs the app ids, its benefits strip the shop's BENEFITS promotion.
    ...elementParameters(shopHeaderDefinition, { pageConfig: ['apps'] }),
    layout: 'fullscreen',
    visual: { target: 'root' } satisfies VisualParameters,
  },
  argTypes: {
    ...elementArgTypes('shop-header'),
    'page-type': {
      ...elementArgTypes('shop-header')['page-type'],
      control: { type: 'select' },
      options: ['', ...KNOWN_PAGE_TYPES],
    },
    longPage: { control: 'boolean', name: 'long page (story only)' },
  },
  args: { reduced: false, 'page-type': '' },
  render: (args, { globals }) => {
    const page = sampleContent(globals);
    const template = html`
      <shop-header
        site=${ifDefined((globals.site as string) || undefined)}
        locale=${ifDefined((globals.locale as string) || undefined)}
        ?reduced=${args.reduced}
        page-type=${ifDefined(args['page-type'] || undefined)}
        current-path=${ifDefined(args['current-path'] || undefined)}
      ></shop-header>
      ${
        args.longPage
          ? html`<main
              style="box-sizing: border-box; min-height: 300vh; padding: 1.5rem 1rem; font-family: var(--shop-font-family)"
            >
              <h1>${page.pageTitle}</h1>
              <p>${page.pageText}</p>
            </main>`
          : nothing
      }
    `;
    return <LitTemplate template={template} />;
  },
} satisfies Meta<HeaderArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

// The play functions read every text from the catalogues and the fake backend's answers of the
// toolbar's site, so they pass on every site and width.

interface Header {
  host: HTMLElement;
  root: ShadowRoot;
  /** The header's box (`part="header"`). */
  box: HTMLElement;
  /**
   * Testing Library queries inside the header's shadow root and those of the elements it holds
   * (the promotion, the navigation, the search, the benefits strip).
   */
  view: ReturnType<typeof within>;
  texts: StoryTexts;
}

/** The header once it shows its settled content (promotion and benefits strip are in). */
async function headerIn(
  canvasElement: HTMLElement,
  globals: Record<string, unknown>,
): Promise<Header> {
  const host = canvasElement.querySelector<HTMLElement>('shop-header');
  if (!host) throw new Error('no <shop-header> rendered');
  // Up to 20 s: the file's first story loads the header and the elements in it cold.
  await waitFor(
    () =>
      expect(
        host.shadowRoot?.querySelector(
          '[part="header"]:not(.shop-header--reduced):not([data-pending]), .shop-header--reduced',
        ),
      ).not.toBeNull(),
    { timeout: 20_000 },
  );
  await waitFor(() => expect(host.matches(':state(settled)')).toBe(true), { timeout: 20_000 });
  const root = host.shadowRoot as ShadowRoot;
  return {
    host,
    root,
    box: root.querySelector<HTMLElement>('[part="header"]') as HTMLElement,
    view: shadowQueries(nestedShadowContainer(root)),
    texts: storyTexts(globals),
  };
}

const phone = () => headerLayoutModeFor(window.innerWidth) === 'MATCH';

/** The fake backend's customer of the story's site, as the header greets them. */
function customerOf(texts: StoryTexts) {
  const answer = personalData({ FakeLogin: 'LOGGED_IN', FakeShopSite: texts.site });
  if (!answer.customer) throw new Error('the fake backend has no customer');
  return answer.customer;
}

/** The greeting's name: family name first in Hungarian (header-and-cart §4). */
function greetedName(texts: StoryTexts): string {
  const { firstname, lastname } = customerOf(texts);
  return texts.site === 'HU' ? `${lastname} ${firstname}` : `${firstname} ${lastname}`;
}

/** Opens the menu drawer (phones). */
async function openMenu({ view, root, texts }: Header): Promise<void> {
  await userEvent.click(view.getByRole('button', { name: texts.t('header.openMenu') }));
  await waitFor(() => expect(queryDeep(root, 'dialog')?.dataset.focusTrapped).toBe(''), {
    timeout: 5_000,
  });
  await expect(view.getByRole('dialog', { name: texts.t('header.mainNavigation') })).toBeVisible();
}

/** The greeting in the navigation's row (from 980 px; phones have it in the menu). */
/** The greeting in the navigation's row (the drawer's, slotted into the navigation, is apart). */
const rowGreeting = (header: Header) =>
  within(
    header.root.querySelector<HTMLElement>(
      '.shop-header__row--nav > [part="greeting"]',
    ) as HTMLElement,
  );

/**
 * The whole greeting with the members' links: on phones in the opened menu, elsewhere in the
 * account's icon flyout, opened from its button.
 */
async function accountGreeting(header: Header): Promise<ReturnType<typeof within>> {
  const { view, root, texts } = header;
  if (phone()) {
    await openMenu(header);
  } else {
    const toggle = view.getByRole('button', { name: texts.t('header.userMenu') });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(document.documentElement).toHaveClass('shop-icon-flyout-open');
  }
  // On phones the greeting is the navigation's `drawer-start` slot, shown in its drawer.
  const greeting = root.querySelector<HTMLElement>(
    phone() ? 'shop-main-nav > [part="greeting"]' : '.shop-header__account-panel [part="greeting"]',
  );
  if (phone()) await expect(greeting?.assignedSlot?.closest('dialog')).toBeTruthy();
  await expect(greeting).toBeVisible();
  return within(greeting as HTMLElement);
}

/** Lets go of the focus (in the header or an element it holds), so no focus ring shows. */
function blurAll(header: Header): void {
  let focused = header.root.activeElement;
  while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
  (focused as HTMLElement | null)?.blur();
}

/**
 * A visitor's header in every layout mode: MATCH on phones and small tablets (back button, menu
 * button, logo, icons, the search in a row of its own), TABLET from 980 px and CLASSIC from
 * 1440 px (the navigation bar with the greeting; help and FAQ from 1440 px).
 */
export const Visitor: Story = {
  parameters: { visual: { target: 'root', viewports: ['xs', 'm', 'xl', '3xl'] } },
  play: async ({ canvasElement, globals }) => {
    const header = await headerIn(canvasElement, globals);
    const { view, texts, box } = header;
    await expect(view.getByRole('banner')).toBe(box);
    await expect(
      view.getByRole('link', { name: `shop, ${texts.t('header.logoLabel')}` }),
    ).toHaveAttribute('href', '/');
    // The account icon, and on wide screens the greeting's link too.
    await expect(view.getAllByRole('link', { name: texts.t('header.login') })[0]).toBeVisible();
    await expect(view.getByRole('link', { name: texts.t('header.storeFinder') })).toBeVisible();
    await expect(view.getByRole('combobox', { name: texts.t('search.label') })).toBeVisible();
    await expect(header.root.querySelector('.shop-header__cart a[href]')).toBeVisible();
    await expect(view.getByRole('link', { name: texts.t('header.skipToContent') })).toBeTruthy();
    // The layout the window's width chooses, in CSS: the menu button on phones, else the bar.
    const menuButton = header.root
      .querySelector('shop-main-nav')
      ?.shadowRoot?.querySelector('[part="menu-button"]');
    await expect((menuButton?.getClientRects().length ?? 0) > 0).toBe(
      headerLayoutModeFor(window.innerWidth) === 'MATCH',
    );
    if (phone()) {
      await expect(view.getByRole('button', { name: texts.t('header.back') })).toBeVisible();
      await expect(view.getByRole('button', { name: texts.t('header.openMenu') })).toBeVisible();
    } else {
      const greeting = rowGreeting(header);
      await expect(greeting.getByText(texts.t('header.greetingAnonymous'))).toBeVisible();
      await expect(greeting.getByRole('link', { name: texts.t('header.login') })).toBeVisible();
      const [first] = navigation(texts.site);
      // The header shows once its parts settled or the data wait ended; the bar's links come
      // with the navigation's answer, which a busy machine can bring after that.
      await waitFor(() => expect(view.getByRole('link', { name: first?.title })).toBeVisible(), {
        timeout: 10_000,
      });
    }
  },
};

/** A remembered customer counts as logged in: greeted by name, the profile behind the icon. */
export const Remembered: Story = {
  globals: { login: 'REMEMBERED' },
  parameters: { visual: { target: 'root', viewports: ['3xl'] } },
  play: async ({ canvasElement, globals }) => {
    const header = await headerIn(canvasElement, globals);
    const { view, texts } = header;
    await waitFor(() =>
      expect(view.getByRole('link', { name: texts.t('header.showProfile') })).toBeVisible(),
    );
    await expect(view.queryByRole('link', { name: texts.t('header.login') })).toBeNull();
    const greeting = phone() ? await accountGreeting(header) : rowGreeting(header);
    await expect(
      greeting.getByText(texts.t('header.greeting', { name: greetedName(texts) })),
    ).toBeVisible();
    blurAll(header);
  },
};

/**
 * A logged-in community and loyalty-card member: greeted with the loyalty beans in the bar, and
 * the account's icon flyout (opened here) adds both members' links.
 */
export const LoggedInWithLoyaltyLinks: Story = {
  globals: { login: 'LOGGED_IN' },
  parameters: {
    fakeBackend: { members: ['community', 'loyalty'] } satisfies FakeBackendParameters,
    visual: { target: 'viewport', viewports: ['3xl'] },
  },
  play: async ({ canvasElement, globals }) => {
    const header = await headerIn(canvasElement, globals);
    const { view, texts } = header;
    await waitFor(() =>
      expect(view.getByRole('link', { name: texts.t('header.showProfile') })).toBeVisible(),
    );
    const beans = texts.plural('header.loyaltyBeans', customerOf(texts).loyaltyBeans);
    if (!phone()) {
      await expect(rowGreeting(header).getByText(beans)).toBeVisible();
      await expect(rowGreeting(header).queryByRole('link')).toBeNull();
    }
    const greeting = await accountGreeting(header);
    await expect(
      greeting.getByText(texts.t('header.greeting', { name: greetedName(texts) })),
    ).toBeVisible();
    await expect(greeting.getByText(beans)).toBeVisible();
    await expect(
      greeting.getByRole('link', { name: texts.t('header.myBeanAccount') }),
    ).toBeVisible();
    await expect(
      greeting.getByRole('link', { name: texts.t('header.myLoyaltyCard') }),
    ).toBeVisible();
    blurAll(header);
  },
};

/**
 * On a phone the menu button opens the navigation as a drawer; the customer's greeting, beans
 * and links head its first level.
 */
export const MenuOnPhone: Story = {
  globals: { login: 'LOGGED_IN', viewport: { value: 'xs' } },
  parameters: {
    fakeBackend: { members: ['loyalty'] } satisfies FakeBackendParameters,
    visual: { target: 'viewport', viewports: ['xs'] },
  },
  play: async ({ canvasElement, globals }) => {
    const header = await headerIn(canvasElement, globals);
    const { texts } = header;
    const greeting = await accountGreeting(header);
    await expect(
      greeting.getByText(texts.t('header.greeting', { name: greetedName(texts) })),
    ).toBeVisible();
    await expect(
      greeting.getByRole('link', { name: texts.t('header.myLoyaltyCard') }),
    ).toBeVisible();
    const drawer = within(queryDeep(header.root, 'dialog') as HTMLElement);
    for (const node of navigation(texts.site)) {
      await expect(drawer.getByRole('button', { name: node.title })).toBeVisible();
    }
    blurAll(header);
  },
};

/**
 * The account link as the login flag sets it (header-and-cart §4 "Login status"): its icon (the
 * user, or the user with a check mark) and its accessible name ("log in", or "show profile").
 */
async function expectAccount({ root, view, texts }: Header, customer: boolean): Promise<void> {
  const name = texts.t(customer ? 'header.showProfile' : 'header.login');
  await waitFor(() => expect(view.getAllByRole('link', { name })[0]).toBeVisible());
  const link = root.querySelector<HTMLElement>('.shop-header__account .shop-header__icon-link');
  await expect(link).toHaveAccessibleName(name);
  await expect(link?.querySelector('svg')?.dataset.icon).toBe(customer ? 'user-check' : 'user');
}

/** A visitor's account icon: the user glyph, named "log in". */
export const AccountIconVisitor: Story = {
  globals: { viewport: { value: 'm' } },
  parameters: { visual: { target: 'root', viewports: ['m'] } },
  play: async ({ canvasElement, globals }) => {
    await expectAccount(await headerIn(canvasElement, globals), false);
  },
};

/** A logged-in customer's account icon: the user with a check mark, named "show profile". */
export const AccountIconCustomer: Story = {
  globals: { login: 'LOGGED_IN', viewport: { value: 'm' } },
  parameters: { visual: { target: 'root', viewports: ['m'] } },
  play: async ({ canvasElement, globals }) => {
    await expectAccount(await headerIn(canvasElement, globals), true);
  },
};

/**
 * A page that names no benefits promotion (no `benefits-promotion-id`, no `benefitsPromotionId`
 * in its configuration): the strip shows the site's default benefits and nothing is asked for.
 */
export const DefaultBenefits: Story = {
  parameters: { visual: { target: 'root', viewports: ['xl'] } },
  beforeEach: () => {
    const { benefitsPromotionId: _named, ...withoutBenefits } = STORY_PAGE_CONFIG;
    setPageConfig(withoutBenefits);
    return () => setPageConfig(STORY_PAGE_CONFIG);
  },
  play: async ({ canvasElement, globals }) => {
    const { root, texts } = await headerIn(canvasElement, globals);
    const shown = queryAllDeep(root, '[part="strip"] [part="link"]').map((link) =>
      plainSpaces(link.textContent ?? ''),
    );
    await expect(shown).toEqual(
      defaultBenefitLinks(texts.site, texts).map((link) => plainSpaces(link.text)),
    );
  },
};

/** The checkout header (`reduced`): the logo and the secure-purchase hint, nothing loaded. */
export const Reduced: Story = {
  args: { reduced: true },
  parameters: { visual: { target: 'root', viewports: ['xs', 'xl'] } },
  play: async ({ canvasElement, globals }) => {
    const { view, texts } = await headerIn(canvasElement, globals);
    await expect(
      view.getByRole('link', { name: `shop, ${texts.t('header.logoLabel')}` }),
    ).toBeVisible();
    await expect(view.getByText(texts.t('header.securePurchase'))).toBeVisible();
    await expect(view.queryByRole('combobox')).toBeNull();
    await expect(view.queryByRole('navigation')).toBeNull();
    await expect(view.queryByRole('link', { name: texts.t('header.login') })).toBeNull();
  },
};

/**
 * Forced colours (Windows high contrast): icons in the system's text colour, the keyboard focus
 * (on the logo) as a Highlight outline, the cart badge filled with Highlight and the category
 * that holds the current page (DE) with a Highlight bar.
 */
export const ForcedColours: Story = {
  args: { 'current-path': navigation('DE')[0]?.children?.[0]?.href },
  parameters: {
    media: { forcedColors: 'active' } satisfies StoryMedia,
    visual: { target: 'root', viewports: ['xl'] },
    docs: { description: { story: FORCED_COLOURS_DOCS } },
  },
  play: async ({ canvasElement, globals }) => {
    const { root, texts } = await headerIn(canvasElement, globals);
    await expect(matchMedia('(forced-colors: active)').matches).toBe(true);
    const highlight = systemColour('Highlight');
    const badge = await waitFor(() => {
      const found = queryDeep(root, '[part="badge"]');
      if (!found) throw new Error('no cart badge');
      return found;
    });
    await expect(getComputedStyle(badge).backgroundColor).toBe(highlight);
    if (texts.site === 'DE') {
      const current = queryDeep(root, '.shop-main-nav__item[data-current] > .shop-main-nav__link');
      await expect(current && getComputedStyle(current).borderBottomColor).toBe(highlight);
    }
    const logo = root.querySelector<HTMLElement>('[part="logo"]')!;
    logo.focus();
    await expect(logo.matches(':focus-visible')).toBe(true);
    await expect(getComputedStyle(logo).outlineColor).toBe(highlight);
    await expect(getComputedStyle(logo).outlineStyle).toBe('solid');
  },
};

/** The mini cart in the cart link's icon flyout, opened from its button. */
export const MiniCartOpen: Story = {
  globals: { viewport: { value: '3xl' } },
  parameters: { visual: { target: 'viewport', viewports: ['3xl'] } },
  play: async ({ canvasElement, globals }) => {
    const header = await headerIn(canvasElement, globals);
    const { view, texts, root } = header;
    const toggle = view.getByRole('button', { name: texts.t('header.miniCart') });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(
      () =>
        expect(
          root.querySelector<HTMLElement>('.shop-header__icon-flyout [part~="panel"]')?.dataset
            .state,
        ).toBe('filled'),
      { timeout: 10_000 },
    );
    await expect(document.documentElement).toHaveClass('shop-icon-flyout-open');
    await waitFor(
      () => {
        const pictures = [
          ...root.querySelectorAll<HTMLElement>('.shop-header__icon-flyout .shop-image'),
        ];
        expect(pictures.every((picture) => picture.dataset.state !== 'loading')).toBe(true);
      },
      { timeout: 10_000 },
    );
    blurAll(header);
  },
};

/** Opens the first category's flyout from the navigation bar and gives its button back. */
async function openFirstCategory({ view, texts }: Header): Promise<HTMLElement> {
  const [first] = navigation(texts.site);
  const button = view.getByRole('button', {
    name: texts.t('header.subMenu', { title: first?.title ?? '' }),
  });
  await userEvent.click(button);
  await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
  return button;
}

/** A category's flyout from the navigation bar. */
export const NavigationFlyoutOpen: Story = {
  globals: { viewport: { value: 'xl' } },
  parameters: { visual: { target: 'viewport', viewports: ['xl'] } },
  play: async ({ canvasElement, globals }) => {
    const header = await headerIn(canvasElement, globals);
    const { view, texts } = header;
    const [first] = navigation(texts.site);
    await openFirstCategory(header);
    await waitFor(
      () =>
        expect(
          view.getByRole('link', {
            name: texts.t('header.showAll', { category: first?.title ?? '' }),
          }),
        ).toBeVisible(),
      { timeout: 5_000 },
    );
    blurAll(header);
  },
};

/**
 * One flyout at a time across the header: the search's list closes the navigation's flyout, the
 * mini cart closes the search's list, and the header stays while any is open.
 */
export const OneFlyoutAtATime: Story = {
  globals: { viewport: { value: '3xl' } },
  parameters: { visual: { target: 'viewport', viewports: ['3xl'] } },
  play: async ({ canvasElement, globals }) => {
    const header = await headerIn(canvasElement, globals);
    const { view, texts } = header;
    const navButton = await openFirstCategory(header);

    const input = view.getByRole('combobox', { name: texts.t('search.label') }) as HTMLInputElement;
    const term = popularSearchWord(texts.site);
    await expect(term.length).toBeGreaterThanOrEqual(MIN_TERM_LENGTH);
    await typeIntoShadowField(input, term);
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'), { timeout: 5_000 });
    await expect(navButton).toHaveAttribute('aria-expanded', 'false');

    const cartToggle = view.getByRole('button', { name: texts.t('header.miniCart') });
    await userEvent.click(cartToggle);
    await expect(cartToggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'false'));
    await expect(navButton).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(cartToggle).toHaveAttribute('aria-expanded', 'false'));
    blurAll(header);
  },
};

/** Scrolls the story's page and waits for the header's sticky rule (50 ms debounce) to decide. */
async function scrollPageTo(top: number): Promise<void> {
  window.scrollTo({ top, behavior: 'instant' });
  await new Promise((resolve) => setTimeout(resolve, 200));
}

/** Whether the header scrolls away with the page on `page-type`, checked by scrolling. */
async function expectScrollsAway(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const { box, host } = await headerIn(canvasElement, globals);
  await scrollPageTo(0);
  await scrollPageTo(800);
  await expect(box).not.toHaveAttribute('data-hidden');
  await expect(getComputedStyle(host).position).toBe('static');
  await expect(box.getBoundingClientRect().bottom).toBeLessThan(0);
  await scrollPageTo(0);
}

/** Whether the header stays on `page-type`: it hides scrolling down and returns scrolling up. */
async function expectSticky(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const { box, host } = await headerIn(canvasElement, globals);
  await expect(getComputedStyle(host).position).toBe('sticky');
  await scrollPageTo(0);
  await scrollPageTo(800);
  await waitFor(() => expect(box).toHaveAttribute('data-hidden'));
  await scrollPageTo(700);
  await waitFor(() => expect(box).not.toHaveAttribute('data-hidden'));
  await scrollPageTo(0);
}

/** A story of the header on a long page of `pageType`, whose play scrolls it. */
function pageTypeStory(pageType: string, sticky: boolean): Story {
  return {
    args: { longPage: true, 'page-type': pageType },
    parameters: { visual: { target: 'viewport' } },
    play: async ({ canvasElement, globals }) =>
      sticky ? expectSticky(canvasElement, globals) : expectScrollsAway(canvasElement, globals),
  };
}

/** The basket: the header is not sticky, it scrolls away with the page. */
export const BasketPage = pageTypeStory('basket', false);

/** A product's page: the header is not sticky, it scrolls away with the page. */
export const ProductDetailPage = pageTypeStory('product-detail', false);

/** The home page: sticky. */
export const HomePage = pageTypeStory('home', true);

/**
 * The sticky demo, on a category page: scrolling down past the header hides it, scrolling up
 * brings it back (scroll the story's page to see it).
 */
export const CategoryPage = pageTypeStory('category', true);

/** The search results: sticky. */
export const SearchPage = pageTypeStory('search', true);

/** A content page: sticky. */
export const ContentPage = pageTypeStory('content', true);

/**
 * Reduced motion: the sticky header hides and comes back without sliding, and nothing inside it
 * moves. The test run emulates `prefers-reduced-motion: reduce` (all stories run so); here, set
 * it in Chrome DevTools › ⋮ › More tools › Rendering, then scroll the story's page.
 */
export const ReducedMotion: Story = {
  args: { longPage: true, 'page-type': 'category' },
  parameters: {
    media: { reducedMotion: 'reduce' } satisfies StoryMedia,
    visual: { target: 'viewport' },
  },
  play: async ({ canvasElement, globals }) => {
    await expect(matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true);
    const { root } = await headerIn(canvasElement, globals);
    const box = root.querySelector<HTMLElement>('[part="header"]')!;
    await expect(getComputedStyle(box).transitionDuration).toBe('0s');
    await expectSticky(canvasElement, globals);
    const moving = queryAllDeep(root, '*').filter((element) =>
      element.getAnimations().some((animation) => animation.playState === 'running'),
    );
    await expect(moving).toEqual([]);
  },
};

/** Personal data fails: the visitor's header, with a console warning for developers. */
export const PersonalDataFailed: Story = {
  globals: { login: 'LOGGED_IN' },
  parameters: {
    fakeBackend: {
      faults: [{ call: 'personalData', kind: 'server-error' }],
    } satisfies FakeBackendParameters,
  },
  play: async ({ canvasElement, globals }) => {
    const { view, texts } = await headerIn(canvasElement, globals);
    await expect(view.getAllByRole('link', { name: texts.t('header.login') })[0]).toBeVisible();
    await expect(view.queryByRole('link', { name: texts.t('header.showProfile') })).toBeNull();
  },
};
