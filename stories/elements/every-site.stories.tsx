import type { Meta, StoryObj } from '@storybook/react-vite';
import { html, type TemplateResult } from 'lit-html';
import { expect, waitFor } from 'storybook/test';
import '../../src/elements/generated/entries/shop-app-banner';
import '../../src/elements/generated/entries/shop-country-switcher';
import '../../src/elements/generated/entries/shop-header';
import '../../src/elements/generated/entries/shop-mini-cart';
import '../../src/elements/generated/entries/shop-modal';
import '../../src/elements/generated/entries/shop-search';
import { APP_BANNER_CLOSED_KEY } from '../../src/services/app-banner-rules';
import type { SiteCode } from '../../src/sites/sites';
import type { BreakpointName } from '../../src/tokens/breakpoints';
import { popularSearchWord } from '../../test/fake-backend/fixtures/suggestions';
import type { VisualParameters } from '../../test/visual/story-screenshots';
import type { FakeBackendParameters } from '../support/fake-backend';
import { LitTemplate } from '../support/lit-template';
import { queryDeep } from '../../test/support/nested-shadow-roots';
import { renderedIn } from '../support/promotion-stories';
import { sampleContent } from '../support/sample-content';

/**
 * Visual baselines of the elements whose own stories run in German only, each in a site with
 * a language (or layout) no other baseline of the element shows: one site and one width per
 * story, so each language and layout is covered once, not every combination nine times. The
 * footer (all nine sites), the newsletter form (every country), the promotions and the
 * benefits strip (every site) cover the sites in their own stories.
 *
 * | element                | sites and widths                  |
 * | ---------------------- | --------------------------------- |
 * | shop-mini-cart         | HU xl (long words), CH_FR xs      |
 * | shop-modal             | PL xl, TR xs                      |
 * | shop-app-banner        | CZ xs, SK xs                      |
 * | shop-country-switcher  | AT xl (open), CH xs (open)        |
 * | shop-search            | TR xl (open), HU xs (open)        |
 * | shop-header            | all nine at 3xl (1440 px: the widest layout, every text of the |
 * |                        | bar and the greeting), a logged-in member                      |
 */
const meta = {
  title: 'Elements/Every site',
  parameters: { controls: { disable: true } },
  tags: ['!autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const lit = (template: TemplateResult) => <LitTemplate template={template} />;

/** One element, one site, one width. */
function siteStory(
  element: string,
  site: SiteCode,
  width: BreakpointName,
  story: Omit<Story, 'globals'> & { visual?: VisualParameters; globals?: Story['globals'] },
): Story {
  const { visual, parameters, globals, ...rest } = story;
  return {
    name: `${element} ${site} ${width}`,
    ...rest,
    globals: { ...globals, site, viewport: { value: width } },
    parameters: {
      ...parameters,
      visual: { element, viewports: [width], ...visual } satisfies VisualParameters,
    },
  };
}

async function miniCartLoaded(canvasElement: HTMLElement): Promise<void> {
  const { root } = await renderedIn(canvasElement, 'shop-mini-cart', '[part~="panel"]');
  await waitFor(
    () => {
      const panel = root.querySelector<HTMLElement>('[part~="panel"]');
      expect(panel?.dataset.state).toBe('filled');
      expect(panel?.hasAttribute('data-busy')).toBe(false);
      const pending = [...root.querySelectorAll<HTMLElement>('.shop-image')].filter(
        (image) => image.querySelector('img[src]') && image.dataset.state === 'loading',
      );
      expect(pending).toHaveLength(0);
    },
    { timeout: 10_000 },
  );
}

const miniCart = (site: SiteCode, width: BreakpointName) =>
  siteStory('shop-mini-cart', site, width, {
    parameters: { fakeBackend: { cart: 'filled' } satisfies FakeBackendParameters },
    render: () => lit(html`<shop-mini-cart site=${site}></shop-mini-cart>`),
    play: async ({ canvasElement }) => miniCartLoaded(canvasElement),
  });

export const MiniCartHU = miniCart('HU', 'xl');
export const MiniCartCH_FR = miniCart('CH_FR', 'xs');

const modal = (site: SiteCode, width: BreakpointName) =>
  siteStory('shop-modal', site, width, {
    visual: { target: 'viewport' },
    render: (_args, { globals }) => {
      const text = sampleContent(globals);
      return lit(html`
        <shop-modal site=${site} open size="M" heading=${text.dialogHeading}>
          <p>${text.dialogBody}</p>
          <button class="story-button" slot="footer" type="button">${text.cancel}</button>
          <button class="story-button story-button--primary" slot="footer" type="button">
            ${text.confirm}
          </button>
        </shop-modal>
      `);
    },
    play: async ({ canvasElement }) => {
      const { root } = await renderedIn(canvasElement, 'shop-modal', 'dialog');
      await waitFor(() => expect(root.querySelector('dialog')?.open).toBe(true));
    },
  });

export const ModalPL = modal('PL', 'xl');
export const ModalTR = modal('TR', 'xs');

const appBanner = (site: SiteCode, platform: 'android' | 'ios') =>
  siteStory('shop-app-banner', site, 'xs', {
    beforeEach: () => {
      localStorage.removeItem(APP_BANNER_CLOSED_KEY);
      return () => localStorage.removeItem(APP_BANNER_CLOSED_KEY);
    },
    render: () => lit(html`<shop-app-banner site=${site} platform=${platform}></shop-app-banner>`),
    play: async ({ canvasElement }) => {
      await renderedIn(canvasElement, 'shop-app-banner', '[part="banner"]');
    },
  });

export const AppBannerCZ = appBanner('CZ', 'android');
export const AppBannerSK = appBanner('SK', 'android');

const countrySwitcher = (site: SiteCode, width: BreakpointName) =>
  siteStory('shop-country-switcher', site, width, {
    render: () =>
      lit(
        html`<shop-country-switcher
          site=${site}
          @country-select=${(event: Event) => event.preventDefault()}
        ></shop-country-switcher>`,
      ),
    play: async ({ canvasElement }) => {
      const { root } = await renderedIn(canvasElement, 'shop-country-switcher', 'nav');
      const toggle = root.querySelector<HTMLButtonElement>('button[aria-expanded]');
      if (!toggle) throw new Error('the switcher has no toggle');
      toggle.click();
      await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
    },
  });

export const CountrySwitcherAT = countrySwitcher('AT', 'xl');
export const CountrySwitcherCH = countrySwitcher('CH', 'xs');

/** The search with the suggestions of the site's most searched word, open over the page. */
const search = (site: SiteCode, width: BreakpointName) =>
  siteStory('shop-search', site, width, {
    visual: { target: 'viewport' },
    render: () => lit(html`<shop-search site=${site}></shop-search>`),
    play: async ({ canvasElement }) => {
      const { root } = await renderedIn(canvasElement, 'shop-search', '[part~="input"]');
      const input = root.querySelector<HTMLInputElement>('[part~="input"]')!;
      // Typed as the browser's own input event: the keyboard would type into the host.
      input.focus();
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setValue?.call(input, popularSearchWord(site));
      input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
      await waitFor(
        () => {
          expect(input).toHaveAttribute('aria-expanded', 'true');
          expect(input).not.toHaveAttribute('aria-busy');
          expect(root.querySelectorAll('[part~="product"]').length).toBeGreaterThan(0);
        },
        { timeout: 10_000 },
      );
    },
  });

export const SearchTR = search('TR', 'xl');
export const SearchHU = search('HU', 'xs');

/**
 * The whole header of a logged-in community and loyalty-card member: the top banner, the
 * account's greeting, beans and links, the navigation bar and the benefits strip in the site's
 * language.
 */
const header = (site: SiteCode) =>
  siteStory('shop-header', site, '3xl', {
    globals: { login: 'LOGGED_IN' },
    parameters: {
      fakeBackend: { members: ['community', 'loyalty'] } satisfies FakeBackendParameters,
    },
    render: () => lit(html`<shop-header site=${site}></shop-header>`),
    play: async ({ canvasElement }) => {
      const { host, root } = await renderedIn(
        canvasElement,
        'shop-header',
        '[part="header"]:not(.shop-header--reduced):not([data-pending])',
      );
      await waitFor(
        () => {
          expect(host.matches(':state(settled)')).toBe(true);
          expect(root.querySelector('[part="greeting"] .shop-header__beans')).not.toBeNull();
          // The navigation is an element of its own inside the header.
          expect(
            root.querySelector('shop-main-nav')?.shadowRoot?.querySelector('nav'),
          ).toBeTruthy();
          expect(queryDeep(root, 'nav[data-loading]')).toBeNull();
        },
        { timeout: 10_000 },
      );
    },
  });

export const HeaderDE = header('DE');
export const HeaderAT = header('AT');
export const HeaderCH = header('CH');
export const HeaderCH_FR = header('CH_FR');
export const HeaderPL = header('PL');
export const HeaderCZ = header('CZ');
export const HeaderHU = header('HU');
export const HeaderSK = header('SK');
export const HeaderTR = header('TR');
