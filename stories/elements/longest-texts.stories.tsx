import type { Meta, StoryObj } from '@storybook/react-vite';
import { html, type TemplateResult } from 'lit-html';
import { expect, waitFor } from 'storybook/test';
import '../../src/elements/generated/entries/shop-app-banner';
import '../../src/elements/generated/entries/shop-benefits-strip';
import '../../src/elements/generated/entries/shop-country-switcher';
import '../../src/elements/generated/entries/shop-footer';
import '../../src/elements/generated/entries/shop-header';
import '../../src/elements/generated/entries/shop-main-nav';
import '../../src/elements/generated/entries/shop-mini-cart';
import '../../src/elements/generated/entries/shop-newsletter-form';
import '../../src/elements/generated/entries/shop-promotion';
import '../../src/elements/generated/entries/shop-search';
import { APP_BANNER_CLOSED_KEY } from '../../src/services/app-banner-rules';
import { SITES, type SiteCode } from '../../src/sites/sites';
import type { BreakpointName } from '../../src/tokens/breakpoints';
import type { VisualParameters } from '../../test/visual/story-screenshots';
import type { FakeBackendParameters } from '../support/fake-backend';
import { LitTemplate } from '../support/lit-template';

/**
 * The shop's longest texts, Turkish, Hungarian and Swiss French, at a phone's width (xs, 375 px)
 * and a desktop's (xl, 1280 px): each story shows one element on the three sites, one above the
 * other, so a designer compares the languages in one picture. The elements' own stories show them in German; the
 * widths already shown elsewhere (the strip and the top banner at xl on all nine sites, the
 * header at 3xl, the modal and the search open) are left out, so each combination has one
 * baseline.
 */
const meta = {
  title: 'Elements/Longest texts',
  parameters: {
    controls: { disable: true },
    // Three sites' elements on one page: their landmarks share names and roles, which a real
    // page, with one site and one of each, never does.
    a11y: {
      config: {
        rules: [
          { id: 'landmark-unique', enabled: false },
          { id: 'landmark-no-duplicate-banner', enabled: false },
          { id: 'landmark-no-duplicate-contentinfo', enabled: false },
          { id: 'duplicate-id-aria', enabled: false },
        ],
      },
    },
  },
  tags: ['!autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sites whose texts run longest: Turkish, Hungarian and Swiss French. */
const LONGEST_TEXT_SITES: readonly SiteCode[] = ['TR', 'HU', 'CH_FR'];

interface LongestTexts {
  element: string;
  width: BreakpointName;
  render: (site: SiteCode) => TemplateResult;
  /** What shows once the element has rendered its content (a selector in its shadow root). */
  rendered: string;
  parameters?: Story['parameters'];
  globals?: Story['globals'];
  beforeEach?: Story['beforeEach'];
}

/** Every host of the story has rendered `selector` in its own site's language. */
async function renderedInEachLanguage(canvasElement: HTMLElement, tag: string, selector: string) {
  const hosts = [...canvasElement.querySelectorAll<HTMLElement>(tag)];
  expect(hosts).toHaveLength(LONGEST_TEXT_SITES.length);
  await waitFor(
    () => {
      for (const host of hosts) {
        const root = host.shadowRoot;
        expect(root?.querySelector(selector), `${tag} site=${host.getAttribute('site')}`).not.toBe(
          null,
        );
        const site = SITES[host.getAttribute('site') as SiteCode];
        expect(root?.querySelector('[lang]')?.getAttribute('lang')).toBe(site.locale);
      }
    },
    { timeout: 10_000 },
  );
}

function longestTexts({
  element,
  width,
  render,
  rendered,
  parameters,
  globals,
  beforeEach,
}: LongestTexts): Story {
  return {
    name: `${element} ${width}`,
    globals: { ...globals, viewport: { value: width } },
    parameters: {
      ...parameters,
      visual: { element, viewports: [width] } satisfies VisualParameters,
    },
    beforeEach,
    render: () => (
      <LitTemplate
        template={html`<div style="display: flex; flex-direction: column; gap: 24px">
          ${LONGEST_TEXT_SITES.map(render)}
        </div>`}
      />
    ),
    play: async ({ canvasElement }) => {
      await renderedInEachLanguage(canvasElement, element, rendered);
    },
  };
}

const header = (width: BreakpointName) =>
  longestTexts({
    element: 'shop-header',
    width,
    // A logged-in community and loyalty-card member: the greeting with every link.
    globals: { login: 'LOGGED_IN' },
    parameters: {
      fakeBackend: { members: ['community', 'loyalty'] } satisfies FakeBackendParameters,
    },
    render: (site) => html`<shop-header site=${site}></shop-header>`,
    rendered: '[part="header"]:not(.shop-header--reduced):not([data-pending])',
  });

export const HeaderXS = header('xs');
export const HeaderXL = header('xl');

const footer = (width: BreakpointName) =>
  longestTexts({
    element: 'shop-footer',
    width,
    render: (site) => html`<shop-footer site=${site}></shop-footer>`,
    rendered: 'footer',
  });

export const FooterXS = footer('xs');

const newsletterForm = (width: BreakpointName) =>
  longestTexts({
    element: 'shop-newsletter-form',
    width,
    render: (site) => html`<shop-newsletter-form site=${site}></shop-newsletter-form>`,
    rendered: 'form',
  });

export const NewsletterFormXS = newsletterForm('xs');

const mainNav = (width: BreakpointName) =>
  longestTexts({
    element: 'shop-main-nav',
    width,
    render: (site) => html`<shop-main-nav site=${site}></shop-main-nav>`,
    rendered: 'nav:not([data-loading])',
  });

export const MainNavXL = mainNav('xl');

const miniCart = (width: BreakpointName) =>
  longestTexts({
    element: 'shop-mini-cart',
    width,
    parameters: { fakeBackend: { cart: 'filled' } satisfies FakeBackendParameters },
    render: (site) => html`<shop-mini-cart site=${site}></shop-mini-cart>`,
    rendered: '[part~="panel"][data-state="filled"]:not([data-busy])',
  });

export const MiniCartXS = miniCart('xs');
export const MiniCartXL = miniCart('xl');

const search = (width: BreakpointName) =>
  longestTexts({
    element: 'shop-search',
    width,
    render: (site) => html`<shop-search site=${site}></shop-search>`,
    rendered: '[part~="input"]',
  });

export const SearchXS = search('xs');
export const SearchXL = search('xl');

export const BenefitsStripXS = longestTexts({
  element: 'shop-benefits-strip',
  width: 'xs',
  render: (site) => html`<shop-benefits-strip site=${site}></shop-benefits-strip>`,
  rendered: '[part="strip"]',
});

export const PromotionXS = longestTexts({
  element: 'shop-promotion',
  width: 'xs',
  render: (site) => html`<shop-promotion site=${site} promotion-id="~header_top"></shop-promotion>`,
  rendered: '[data-kind="BANNER"]',
});

const countrySwitcher = (width: BreakpointName) =>
  longestTexts({
    element: 'shop-country-switcher',
    width,
    render: (site) => html`<shop-country-switcher site=${site}></shop-country-switcher>`,
    rendered: 'nav',
  });

export const CountrySwitcherXS = countrySwitcher('xs');
export const CountrySwitcherXL = countrySwitcher('xl');

export const AppBannerXS = longestTexts({
  element: 'shop-app-banner',
  width: 'xs',
  beforeEach: () => {
    localStorage.removeItem(APP_BANNER_CLOSED_KEY);
    return () => localStorage.removeItem(APP_BANNER_CLOSED_KEY);
  },
  render: (site) => html`<shop-app-banner site=${site} platform="android"></shop-app-banner>`,
  rendered: '[part="banner"]',
});
