import type { Meta, StoryObj } from '@storybook/react-vite';
import { html } from 'lit-html';
import { ifDefined } from 'lit-html/directives/if-defined.js';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import {
  COUNTRY_SITES,
  browserNavigation,
  COUNTRY_NAMES,
} from '../../src/elements/shop-country-switcher/country-sites';
import '../../src/elements/generated/entries/shop-footer';
import type { ShopFooterElement } from '../../src/elements/generated/element-typings';
import { shopFooterDefinition } from '../../src/elements/shop-footer/shop-footer.definition';
import { translatorFor } from '../../src/i18n/translator';
import {
  LAYOUT_MODE_ATTRIBUTE,
  declaredLayoutMode,
  footerLayoutModeFor,
  type LayoutMode,
} from '../../src/page-runtime/layout-mode';
import { SITES, type SiteCode } from '../../src/sites/sites';
import { footerContent } from '../../test/fake-backend/fixtures/footer';
import type { VisualParameters } from '../../test/visual/story-screenshots';
import { elementArgTypes, elementParameters } from '../support/element-docs';
import type { FakeBackendParameters } from '../support/fake-backend';
import { siteOf } from '../support/story-globals';
import { FORCED_COLOURS_DOCS, systemColour, type StoryMedia } from '../support/story-media';
import { LitTemplate } from '../support/lit-template';
import { shadowQueries, storyTexts, type StoryTexts } from '../support/story-texts';
import { STORYBOOK_VIEWPORTS } from '../support/viewports';

/**
 * The whole footer is taller than the 900 px screens of the breakpoint viewports, and a
 * screenshot shows only what fits on the screen; these viewports have the breakpoints' widths
 * and room for the whole footer, so each layout is captured completely, once.
 */
const WHOLE_FOOTER_VIEWPORTS = {
  'footer-xs': { name: 'Whole footer, xs (375px)', width: 375 },
  'footer-m': { name: 'Whole footer, m (768px)', width: 768 },
  'footer-xl': { name: 'Whole footer, xl (1024px)', width: 1024 },
  'footer-4xl': { name: 'Whole footer, 4xl (1920px)', width: 1920 },
} as const;

type WholeFooterViewport = keyof typeof WHOLE_FOOTER_VIEWPORTS;

const wholeFooter = (viewport: WholeFooterViewport) => ({
  globals: { viewport: { value: viewport } },
  parameters: { visual: { target: 'root' } satisfies VisualParameters },
});

interface FooterArgs {
  reduced: boolean;
  /** Stories stay on the page: they cancel the country choice unless a story says otherwise. */
  cancelCountrySelect: boolean;
  onCountrySelect: (event: Event) => void;
}

const meta = {
  title: 'Elements/shop-footer',
  parameters: {
    // Its country switcher needs the countries' addresses.
    ...elementParameters(shopFooterDefinition, { pageConfig: ['countryUrls'] }),
    layout: 'fullscreen',
    visual: { target: 'root' } satisfies VisualParameters,
    viewport: {
      options: {
        ...STORYBOOK_VIEWPORTS,
        ...Object.fromEntries(
          Object.entries(WHOLE_FOOTER_VIEWPORTS).map(([key, { name, width }]) => [
            key,
            { name, styles: { width: `${width}px`, height: '3200px' }, type: 'desktop' },
          ]),
        ),
      },
    },
  },
  argTypes: {
    ...elementArgTypes('shop-footer'),
    cancelCountrySelect: { control: false, table: { disable: true } },
  },
  args: { reduced: false, cancelCountrySelect: true, onCountrySelect: fn() },
  render: (args, { globals }) => {
    const countrySelect = (event: Event) => {
      args.onCountrySelect(event);
      if (args.cancelCountrySelect) event.preventDefault();
    };
    const template = html`
      <shop-footer
        site=${ifDefined((globals.site as string) || undefined)}
        locale=${ifDefined((globals.locale as string) || undefined)}
        ?reduced=${args.reduced}
        @country-select=${countrySelect}
      ></shop-footer>
    `;
    return <LitTemplate template={template} />;
  },
} satisfies Meta<FooterArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

interface Footer {
  host: ShopFooterElement;
  root: ShadowRoot;
  footer: HTMLElement;
  /** Testing Library queries inside the element's shadow root. */
  view: ReturnType<typeof within>;
  /** The footer's `<shop-country-switcher>`'s own shadow root, and queries inside it. */
  switcherRoot: ShadowRoot;
  switcher: ReturnType<typeof within>;
}

/**
 * The view the footer's CSS shows: the mobile view (accordions) or the desktop view (columns),
 * told by the view changer's label, which names the other one.
 */
const shownView = ({ footer }: { footer: HTMLElement }): 'mobile' | 'desktop' =>
  (footer.querySelector('.shop-footer__view-changer .shop-footer__mobile')?.getClientRects()
    .length ?? 0) > 0
    ? 'mobile'
    : 'desktop';

async function footerIn(
  canvasElement: HTMLElement,
  status: 'loaded' | 'none' | 'loading' = 'loaded',
): Promise<Footer> {
  const host = canvasElement.querySelector('shop-footer');
  if (!host) throw new Error('no <shop-footer> rendered');
  await waitFor(
    () => expect(host.shadowRoot?.querySelector('footer')?.dataset.content).toBe(status),
    {
      timeout: 5000,
    },
  );
  const root = host.shadowRoot as ShadowRoot;
  const footer = root.querySelector('footer') as HTMLElement;
  const switcherHost = root.querySelector('shop-country-switcher');
  if (!switcherHost) throw new Error('the footer has no <shop-country-switcher>');
  await waitFor(() => expect(switcherHost.shadowRoot?.querySelector('nav')).toBeTruthy(), {
    timeout: 5000,
  });
  const switcherRoot = switcherHost.shadowRoot as ShadowRoot;
  return {
    host,
    root,
    footer,
    view: shadowQueries(root),
    switcherRoot,
    switcher: shadowQueries(switcherRoot),
  };
}

/**
 * The footer's layout mode at the story's current width (or the one the page declares). A story
 * pins a viewport for its screenshot, but its play function holds at whatever width the
 * designer's frame has.
 */
function currentFooterMode(): LayoutMode {
  return declaredLayoutMode() ?? footerLayoutModeFor(window.innerWidth);
}

/** The current country's button of the footer's switcher. */
function countryToggleOf({ switcher }: Footer, texts: StoryTexts): HTMLElement {
  const current = COUNTRY_NAMES[texts.site];
  return switcher.getByRole('button', {
    name: texts.t('footer.currentCountry', { country: current }),
  });
}

/** The view changer's own label (without CMS content): the view the footer does not show. */
function viewChangerLabel(globals: Record<string, unknown>): string {
  const texts = storyTexts(globals);
  return texts.t(currentFooterMode() === 'MATCH' ? 'footer.toDesktop' : 'footer.toMobile');
}

/** A country other than the story's own, to choose in the switcher. */
const otherCountry = (texts: StoryTexts): SiteCode => (texts.site === 'PL' ? 'CZ' : 'PL');

/** Brings every visible lazy logo near the viewport and waits until it has loaded. */
async function untilLogosLoaded({ root }: Footer): Promise<void> {
  const images = [...root.querySelectorAll<HTMLElement>('.shop-image')].filter(
    (image) => image.getClientRects().length > 0,
  );
  for (const image of images) {
    image.scrollIntoView({ block: 'center' });
    await waitFor(() => expect(image.dataset.state).toBe('loaded'), { timeout: 5000 });
  }
  window.scrollTo(0, 0);
}

/** Waits until the flags the country switcher shows have loaded. */
async function untilFlagsLoaded({ switcherRoot }: Footer): Promise<void> {
  const flags = [
    ...switcherRoot.querySelectorAll<HTMLImageElement>('.shop-country-switcher__flag'),
  ].filter((flag) => flag.getClientRects().length > 0);
  for (const flag of flags) {
    flag.scrollIntoView({ block: 'center' });
    await waitFor(() => expect(flag.complete && flag.naturalWidth > 0).toBe(true));
  }
  window.scrollTo(0, 0);
}

/** Everything the CMS content of a site holds is on screen, in the site's language. */
async function expectEveryPart(footer: Footer, site: SiteCode): Promise<void> {
  const content = footerContent(site);
  const translator = translatorFor(SITES[site].locale);
  const { view } = footer;
  await expect(view.getByRole('heading', { level: 2, name: content.headline })).toBeVisible();
  for (const group of content.teaser.groups) {
    await expect(
      view.getByRole('heading', { level: 3, name: group.heading.link.text }),
    ).toBeVisible();
  }
  await expect(view.getByRole('heading', { name: content.seo?.heading })).toBeVisible();
  // On a phone (MATCH) the popular categories are a closed accordion: their links are there, hidden.
  const seoClosed = currentFooterMode() === 'MATCH';
  for (const link of content.seo?.columns.flatMap((column) => column.links) ?? []) {
    const [found] = view.getAllByRole('link', { name: link.text, hidden: seoClosed });
    if (seoClosed) await expect(found).toBeInTheDocument();
    else await expect(found).toBeVisible();
  }
  for (const icon of [
    ...(content.socialMedia?.icons ?? []),
    ...(content.appReferences?.icons ?? []),
  ]) {
    await expect(
      view.getByRole('link', { name: `${icon.link.text} ${translator.t('footer.opensInNewTab')}` }),
    ).toHaveAttribute('href', icon.link.url);
  }
  const legal = view.getByRole('navigation', { name: translator.t('footer.legalInformation') });
  for (const { link } of content.legalLinks) {
    await expect(within(legal).getByRole('link', { name: link.text })).toBeVisible();
  }
  if (content.salesTax) {
    await expect(view.getByText(content.salesTax.textBeforeLink, { exact: false })).toBeVisible();
  }
  for (const logo of content.qualityLogos?.logos ?? []) {
    await expect(view.getAllByRole('img', { name: logo.image.label })[0]).toBeInTheDocument();
  }
  // The view changer offers the view the footer does not show (MATCH is the mobile view).
  const changer =
    currentFooterMode() === 'MATCH'
      ? content.viewChanger?.toDesktop
      : content.viewChanger?.toMobile;
  await expect(view.getByRole('button', { name: changer })).toBeVisible();
  await expect(
    footer.switcher.getByRole('navigation', { name: translator.t('footer.chooseCountry') }),
  ).toBeVisible();
}

/**
 * The whole footer at a viewport (for its screenshot), its platform checked against the width it
 * actually has and every part of the site's content found.
 */
function everyPartAt(viewport: Parameters<typeof wholeFooter>[0]): Story {
  return {
    ...wholeFooter(viewport),
    play: async ({ canvasElement, globals }) => {
      const footer = await footerIn(canvasElement);
      await expect(shownView(footer)).toBe(currentFooterMode() === 'MATCH' ? 'mobile' : 'desktop');
      await expectEveryPart(footer, siteOf(globals).code);
      await untilLogosLoaded(footer);
    },
  };
}

/** Desktop (CLASSIC): the groups and popular categories in four columns. */
export const Desktop: Story = everyPartAt('footer-4xl');

/** Tablet (TABLET, 768 px): two columns. */
export const Tablet: Story = everyPartAt('footer-m');

/** Mobile (MATCH): the groups and popular categories are accordions; one group is open. */
export const Mobile: Story = {
  ...wholeFooter('footer-xs'),
  play: async ({ canvasElement, globals }) => {
    const footer = await footerIn(canvasElement);
    const mode = currentFooterMode();
    await expect(shownView(footer)).toBe(mode === 'MATCH' ? 'mobile' : 'desktop');
    const content = footerContent(siteOf(globals).code);
    const payment = content.teaser.groups[0]?.heading.link.text ?? '';
    if (mode !== 'MATCH') {
      // Wider than a phone (the designer's frame): groups are headings, not accordions.
      await expect(footer.view.getByRole('heading', { level: 3, name: payment })).toBeVisible();
      return;
    }
    const trigger = footer.view.getByRole('button', { name: payment });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(footer.view.getByRole('region', { name: payment })).toBeVisible();
    // The baseline shows the footer at rest, without a focus ring.
    trigger.blur();
    await untilLogosLoaded(footer);
    await untilFlagsLoaded(footer);
  },
};

/**
 * Forced colours (Windows high contrast): logos, social and app icons stay visible, the keyboard
 * focus (on the country switcher's toggle) is a Highlight outline.
 */
export const ForcedColours: Story = {
  ...wholeFooter('footer-xl'),
  parameters: {
    ...wholeFooter('footer-xl').parameters,
    media: { forcedColors: 'active' } satisfies StoryMedia,
    docs: { description: { story: FORCED_COLOURS_DOCS } },
  },
  play: async ({ canvasElement, globals }) => {
    const footer = await footerIn(canvasElement);
    await expect(matchMedia('(forced-colors: active)').matches).toBe(true);
    await untilLogosLoaded(footer);
    await untilFlagsLoaded(footer);
    const toggle = countryToggleOf(footer, storyTexts(globals));
    toggle.focus();
    await expect(toggle.matches(':focus-visible')).toBe(true);
    await expect(getComputedStyle(toggle).outlineColor).toBe(systemColour('Highlight'));
  },
};

/** Reduced mode (checkout): no newsletter, no icon groups, no "further services" and "about us". */
export const Reduced: Story = {
  ...wholeFooter('footer-xl'),
  args: { reduced: true },
  play: async ({ canvasElement, globals }) => {
    const footer = await footerIn(canvasElement);
    const content = footerContent(siteOf(globals).code);
    await expect(footer.root.querySelector('shop-newsletter-form')).toBeNull();
    await expect(footer.root.querySelector('[part="social"]')).toBeNull();
    await expect(footer.root.querySelector('[part="apps"]')).toBeNull();
    for (const group of content.teaser.groups) {
      const heading = footer.view.queryByRole('heading', {
        level: 3,
        name: group.heading.link.text,
      });
      if (group.hideGroupInCheckout) await expect(heading).toBeNull();
      else await expect(heading).toBeVisible();
    }
    await untilLogosLoaded(footer);
  },
};

/** The mobile accordions with the keyboard: arrows move between headers, Enter opens. */
export const AccordionKeyboard: Story = {
  globals: { viewport: { value: 'xs' } },
  play: async ({ canvasElement, globals }) => {
    const footer = await footerIn(canvasElement);
    const [first, second] = footerContent(siteOf(globals).code).teaser.groups;
    // The accordions are the phone layout's; a wider frame has none to operate.
    if (currentFooterMode() !== 'MATCH') {
      await expect(footer.root.querySelector('.shop-accordion')).toBeNull();
      return;
    }
    const firstTrigger = footer.view.getByRole('button', { name: first?.heading.link.text });
    const secondTrigger = footer.view.getByRole('button', { name: second?.heading.link.text });
    firstTrigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(footer.root.activeElement).toBe(secondTrigger);
    await userEvent.keyboard('{Enter}');
    await expect(secondTrigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(firstTrigger).toHaveAttribute('aria-expanded', 'true');
    await expect(secondTrigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The view changer sets `<html data-shop-platform>`: the desktop footer turns into the mobile one. */
export const ViewChanger: Story = {
  beforeEach: () => () => document.documentElement.removeAttribute(LAYOUT_MODE_ATTRIBUTE),
  play: async ({ canvasElement, globals }) => {
    const footer = await footerIn(canvasElement);
    const { viewChanger } = footerContent(siteOf(globals).code);
    // On a phone's width the footer starts mobile: the desktop view first, then back.
    if (currentFooterMode() === 'MATCH') {
      await userEvent.click(footer.view.getByRole('button', { name: viewChanger?.toDesktop }));
      await expect(document.documentElement.getAttribute(LAYOUT_MODE_ATTRIBUTE)).toBe('CLASSIC');
      await footer.view.findByRole('button', { name: viewChanger?.toMobile });
    }
    await userEvent.click(footer.view.getByRole('button', { name: viewChanger?.toMobile }));
    await expect(document.documentElement.getAttribute(LAYOUT_MODE_ATTRIBUTE)).toBe('MATCH');
    const toDesktop = await footer.view.findByRole('button', { name: viewChanger?.toDesktop });
    await expect(footer.root.activeElement).toBe(toDesktop);
    await expect(footer.root.querySelector('.shop-accordion')).not.toBeNull();
    await userEvent.click(toDesktop);
    await expect(document.documentElement.getAttribute(LAYOUT_MODE_ATTRIBUTE)).toBe('CLASSIC');
    await waitFor(() => expect(footer.root.querySelector('.shop-footer__grid')).not.toBeNull());
  },
};

/** Choosing a country fires `country-select`; the story cancels it and stays on the page. */
export const CountryChoiceCancelled: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const texts = storyTexts(globals);
    const target = otherCountry(texts);
    const assign = spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    try {
      const footer = await footerIn(canvasElement);
      await userEvent.click(countryToggleOf(footer, texts));
      await userEvent.click(footer.switcher.getByRole('link', { name: COUNTRY_NAMES[target] }));
      await expect(args.onCountrySelect).toHaveBeenCalledWith(
        expect.objectContaining({
          detail: { site: target, href: COUNTRY_SITES[target].href ?? '' },
          defaultPrevented: true,
        }),
      );
      await expect(assign).not.toHaveBeenCalled();
    } finally {
      assign.mockRestore();
    }
  },
};

/**
 * Not cancelled, the choice navigates; here the navigation itself is stood in for, so the story
 * stays on the page.
 */
export const CountryChoiceAllowed: Story = {
  args: { cancelCountrySelect: false },
  play: async ({ canvasElement, args, globals }) => {
    const texts = storyTexts(globals);
    const assign = spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    try {
      const footer = await footerIn(canvasElement);
      await userEvent.click(countryToggleOf(footer, texts));
      await userEvent.click(footer.switcher.getByRole('link', { name: COUNTRY_NAMES.CH_FR }));
      await expect(args.onCountrySelect).toHaveBeenCalledOnce();
      await expect(assign).toHaveBeenCalledWith(COUNTRY_SITES.CH_FR.href);
    } finally {
      assign.mockRestore();
    }
  },
};

/** SHOP_FOOTER answers 404: no CMS content, the rest of the footer works. */
export const WithoutContent: Story = {
  parameters: {
    fakeBackend: {
      faults: [{ call: 'promotion', kind: 'client-error', status: 404 }],
    } satisfies FakeBackendParameters,
  },
  play: async ({ canvasElement, globals }) => {
    const footer = await footerIn(canvasElement, 'none');
    await expect(footer.root.querySelector('[part="groups"]')).toBeNull();
    await expect(
      footer.view.getByRole('button', { name: viewChangerLabel(globals) }),
    ).toBeVisible();
    await untilFlagsLoaded(footer);
  },
};

/** SHOP_FOOTER answers slowly: the footer works meanwhile and the content follows. */
export const SlowAnswer: Story = {
  parameters: {
    fakeBackend: {
      faults: [{ call: 'promotion', kind: 'slow', delayMs: 1500 }],
    } satisfies FakeBackendParameters,
  },
  play: async ({ canvasElement, globals }) => {
    const texts = storyTexts(globals);
    const footer = await footerIn(canvasElement, 'loading');
    await expect(footer.footer).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(countryToggleOf(footer, texts));
    await expect(
      footer.switcher.getByRole('link', { name: COUNTRY_NAMES[otherCountry(texts)] }),
    ).toBeVisible();
    await footerIn(canvasElement, 'loaded');
  },
};

/** SHOP_FOOTER answers something that is not JSON: no content, a console error, a working footer. */
export const MalformedAnswer: Story = {
  parameters: {
    fakeBackend: {
      faults: [{ call: 'promotion', kind: 'unreadable' }],
    } satisfies FakeBackendParameters,
  },
  play: async ({ canvasElement, globals }) => {
    const footer = await footerIn(canvasElement, 'none');
    await expect(
      footer.view.getByRole('button', { name: viewChangerLabel(globals) }),
    ).toBeVisible();
  },
};

/**
 * Every site's CMS content renders completely, in its language. The layout is the same for all
 * nine sites, so only one site (Turkey: its own payment marks, the longest service group) is
 * shown in a viewport with room for the whole footer, its logos loaded; the others keep the
 * default viewport.
 */
function siteStory(site: SiteCode, whole: boolean): Story {
  return {
    name: `Site ${site}`,
    ...(whole ? wholeFooter('footer-xl') : {}),
    globals: { site, ...(whole ? wholeFooter('footer-xl').globals : {}) },
    play: async ({ canvasElement }) => {
      const footer = await footerIn(canvasElement);
      await expectEveryPart(footer, site);
      if (whole) await untilLogosLoaded(footer);
    },
  };
}

export const SiteDE = siteStory('DE', false);
export const SiteAT = siteStory('AT', false);
export const SiteCH = siteStory('CH', false);
export const SiteCH_FR = siteStory('CH_FR', false);
export const SitePL = siteStory('PL', false);
export const SiteCZ = siteStory('CZ', false);
export const SiteHU = siteStory('HU', false);
export const SiteSK = siteStory('SK', false);
export const SiteTR = siteStory('TR', true);
