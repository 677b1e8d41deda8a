import type { Meta, StoryObj } from '@storybook/react-vite';
import { html, type TemplateResult } from 'lit-html';
import { ifDefined } from 'lit-html/directives/if-defined.js';
import { expect, spyOn, userEvent, waitFor } from 'storybook/test';
import '../../src/elements/generated/entries/shop-promotion';
import { shopPromotionDefinition } from '../../src/elements/shop-promotion/shop-promotion.definition';
import { forgetPageSingleton } from '../../src/page-runtime/page-singleton';
import { flyoutStore } from '../../src/page-runtime/flyout-store';
import { SITE_CODES } from '../../src/sites/sites';
import { widthAfter } from '../../src/tokens/breakpoints';
import type { PromotionContent } from '../../src/services/wire/promotion';
import type { VisualParameters } from '../../test/visual/story-screenshots';
import { elementArgTypes, elementArgs, elementParameters } from '../support/element-docs';
import type { FakeBackendParameters } from '../support/fake-backend';
import { LitTemplate } from '../support/lit-template';
import { STORYBOOK_VIEWPORTS } from '../support/viewports';
import {
  clipboardWrite,
  fixtureContent,
  imagesSettled,
  renderedIn,
  stubClipboard,
} from '../support/promotion-stories';
import { shownElements } from '../support/story-texts';

interface PromotionArgs {
  'promotion-id': string;
  'all-of-tags': string;
  'any-of-tags': string;
  'none-of-tags': string;
}

type Globals = Record<string, unknown>;

function promotionTag(args: PromotionArgs, globals: Globals, site?: string): TemplateResult {
  return html`<shop-promotion
    site=${ifDefined(site ?? ((globals.site as string) || undefined))}
    locale=${ifDefined((globals.locale as string) || undefined)}
    promotion-id=${args['promotion-id']}
    all-of-tags=${ifDefined(args['all-of-tags'] || undefined)}
    any-of-tags=${ifDefined(args['any-of-tags'] || undefined)}
    none-of-tags=${ifDefined(args['none-of-tags'] || undefined)}
  ></shop-promotion>`;
}

/** Layouts change at 768 px of the element's width: one capture below, one above. */
const BOTH_LAYOUTS = { visual: { viewports: ['xs', 'xl'] } satisfies VisualParameters };

let warnings: ReturnType<typeof spyOn> | undefined;

const meta = {
  title: 'Elements/shop-promotion',
  parameters: elementParameters(shopPromotionDefinition),
  argTypes: elementArgTypes('shop-promotion'),
  args: { ...(elementArgs('shop-promotion') as PromotionArgs), 'promotion-id': '~header_top' },
  // Each story starts with a fresh promotion store, as a newly loaded page would.
  beforeEach: () => {
    forgetPageSingleton('promotions');
    warnings = spyOn(console, 'warn');
    return () => {
      warnings?.mockRestore();
      flyoutStore().close();
    };
  },
  render: (args, { globals }) => <LitTemplate template={promotionTag(args, globals)} />,
} satisfies Meta<PromotionArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const banner = (canvasElement: HTMLElement) =>
  renderedIn(canvasElement, 'shop-promotion', '[data-kind="BANNER"]');

/**
 * The banner's legal-text toggle, named by the long hint in the banner's wide layout and by the
 * short one below 768 px, so the story passes at every width.
 */
async function legalToggle(canvasElement: HTMLElement, content: PromotionContent) {
  const { root, view } = await banner(canvasElement);
  // The element's own width decides, as its container query does.
  const wide = (root.host as HTMLElement).getBoundingClientRect().width >= widthAfter('m');
  const name = wide
    ? (content.legalTextHint ?? content.legalTextHintShort)
    : (content.legalTextHintShort ?? content.legalTextHint);
  return { root, view, toggle: view.getByRole('button', { name }) };
}

/** The top banner of the header (`~header_top`): dark theme, voucher code, link, legal text. */
export const TopBannerWithVoucher: Story = {
  parameters: BOTH_LAYOUTS,
  play: async ({ canvasElement, globals }) => {
    const content = fixtureContent(globals, '~header_top');
    const { root, view } = await banner(canvasElement);
    await expect(root.querySelector('[data-kind="BANNER"]')).toHaveAttribute('data-theme', 'dark');
    await expect(view.getByText(content.voucherCode ?? '', { exact: true })).toBeVisible();
    await expect(view.getByRole('link', { name: content.links?.[0]?.text })).toBeVisible();
  },
};

/** A light banner with a call-to-action button instead of a voucher code. */
export const TopBannerWithCallToAction: Story = {
  args: { 'promotion-id': 'banner_cta' },
  parameters: BOTH_LAYOUTS,
  play: async ({ canvasElement, globals }) => {
    const content = fixtureContent(globals, 'banner_cta');
    const { root, view } = await banner(canvasElement);
    await expect(root.querySelector('[data-kind="BANNER"]')).toHaveAttribute('data-theme', 'light');
    await expect(view.getByRole('link', { name: content.ctaButtonText })).toHaveAttribute(
      'href',
      content.ctaButtonLink,
    );
  },
};

/** The shopper opened the legal text. */
export const LegalTextExpanded: Story = {
  play: async ({ canvasElement, globals }) => {
    const content = fixtureContent(globals, '~header_top');
    const { toggle } = await legalToggle(canvasElement, content);
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Copying the voucher code shows the success for 3 s. */
export const CopyVoucher: Story = {
  beforeEach: stubClipboard,
  play: async ({ canvasElement, globals }) => {
    const content = fixtureContent(globals, '~header_top');
    const { root, view } = await banner(canvasElement);
    await userEvent.click(
      view.getByRole('button', { name: /./, description: content.voucherCode }),
    );
    await expect(clipboardWrite).toHaveBeenCalledWith(content.voucherCode);
    await waitFor(() =>
      expect(root.querySelector('.shop-voucher-code')).toHaveAttribute('data-status', 'copied'),
    );
  },
};

/** Scrolling the page down closes the legal text (after a 50 ms pause in the scrolling). */
export const LegalTextCollapsesOnScroll: Story = {
  render: (args, { globals }) => (
    <LitTemplate
      template={html`${promotionTag(args, globals)}
        <div style="height: 3000px" aria-hidden="true"></div>`}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const content = fixtureContent(globals, '~header_top');
    const { toggle } = await legalToggle(canvasElement, content);
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    window.scrollTo(0, 400);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    window.scrollTo(0, 0);
  },
};

/** Opening the navigation or an icon flyout closes the legal text. */
export const LegalTextCollapsesWhenAFlyoutOpens: Story = {
  play: async ({ canvasElement, globals }) => {
    const content = fixtureContent(globals, '~header_top');
    const { toggle } = await legalToggle(canvasElement, content);
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    flyoutStore().open('main-nav:bar:0');
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
  },
};

/** CATEGORY: 16:9 image, headline, subline, voucher code, legal hint, new-tab call-to-action. */
export const Category: Story = {
  args: { 'promotion-id': 'category_coffee' },
  parameters: BOTH_LAYOUTS,
  play: async ({ canvasElement, globals }) => {
    const content = fixtureContent(globals, 'category_coffee');
    const { root, view } = await renderedIn(canvasElement, 'shop-promotion', '.shop-image');
    await imagesSettled(root);
    await expect(view.getByText(content.headline ?? '')).toBeVisible();
    await expect(
      view.getByRole('link', { name: new RegExp(content.ctaButtonText ?? '') }),
    ).toHaveAttribute('target', '_blank');
  },
};

/** CATEGORY with its legal text open. */
export const CategoryLegalTextExpanded: Story = {
  args: { 'promotion-id': 'category_coffee' },
  play: async ({ canvasElement, globals }) => {
    const content = fixtureContent(globals, 'category_coffee');
    const { root, view } = await renderedIn(canvasElement, 'shop-promotion', '.shop-image');
    await imagesSettled(root);
    const toggle = view.getByRole('button', { name: content.legalTextHint });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  },
};

/** PHASE_INTEGRATION: the cutout that fits the width, headline, subline and one link. */
export const PhaseIntegration: Story = {
  args: { 'promotion-id': 'phase_autumn' },
  parameters: BOTH_LAYOUTS,
  play: async ({ canvasElement, globals }) => {
    const content = fixtureContent(globals, 'phase_autumn');
    const { root, view } = await renderedIn(canvasElement, 'shop-promotion', '.shop-image');
    await imagesSettled(root);
    await expect(view.getByRole('link', { name: content.links?.[0]?.text })).toBeVisible();
  },
};

/** BENEFITS: the benefits strip, from the CMS. */
export const Benefits: Story = {
  args: { 'promotion-id': 'header_benefits' },
  parameters: BOTH_LAYOUTS,
  play: async ({ canvasElement }) => {
    const { root } = await renderedIn(canvasElement, 'shop-promotion', '[part="strip"]');
    await expect(root.querySelectorAll('[data-benefit]')).toHaveLength(4);
  },
};

/** The top banner in all nine sites, in their languages (on a screen tall enough for all). */
export const TopBannerInEverySite: Story = {
  globals: { viewport: { value: 'every-site' } },
  parameters: {
    viewport: {
      options: {
        ...STORYBOOK_VIEWPORTS,
        'every-site': {
          name: 'Every site (1200 × 1400)',
          styles: { width: '1200px', height: '1400px' },
          type: 'desktop',
        },
      },
    },
  },
  render: (args, { globals }) => (
    <LitTemplate
      template={html`<div style="display: grid; gap: 8px">
        ${SITE_CODES.map((site) => promotionTag(args, globals, site))}
      </div>`}
    />
  ),
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(
          [...canvasElement.querySelectorAll('shop-promotion')].filter((host) =>
            host.shadowRoot?.querySelector('[data-kind="BANNER"]'),
          ),
        ).toHaveLength(SITE_CODES.length),
      { timeout: 5_000 },
    );
  },
};

/**
 * `hostile_banner`: a legal text full of script (an image with onerror, a `javascript:` link,
 * SVG with onload, a style sheet) and a background colour with CSS after it. It shows as text
 * on the dark theme's own colours; nothing runs.
 */
export const HostileContentIsDefused: Story = {
  args: { 'promotion-id': 'hostile_banner' },
  beforeEach: () => {
    const alert = spyOn(window, 'alert').mockImplementation(() => undefined);
    return () => alert.mockRestore();
  },
  play: async ({ canvasElement, globals }) => {
    const content = fixtureContent(globals, 'hostile_banner');
    const { root, toggle } = await legalToggle(canvasElement, content);
    await userEvent.click(toggle);
    const legal = root.querySelector('.shop-legal-text__content');
    await expect(legal?.querySelectorAll('img, svg, style, script')).toHaveLength(0);
    await expect(root.querySelectorAll('a[href^="javascript" i]')).toHaveLength(0);
    await expect(window.alert).not.toHaveBeenCalled();
    await expect(warnings).toHaveBeenCalledWith(expect.stringContaining('backgroundColorCode'));
  },
};

async function staysEmpty(canvasElement: HTMLElement, warning: string): Promise<void> {
  await waitFor(() => expect(warnings).toHaveBeenCalledWith(expect.stringContaining(warning)), {
    timeout: 5_000,
  });
  const host = canvasElement.querySelector('shop-promotion');
  await expect(shownElements(host?.shadowRoot)).toHaveLength(0);
}

/** A kind this library does not know renders nothing; the console says why. */
export const UnknownKind: Story = {
  args: { 'promotion-id': 'unknown_kind' },
  play: ({ canvasElement }) => staysEmpty(canvasElement, 'unknown type'),
};

/** Unreadable contentJSON renders nothing; the console says why. */
export const BrokenJson: Story = {
  args: { 'promotion-id': 'broken_json' },
  play: ({ canvasElement }) => staysEmpty(canvasElement, 'unreadable contentJSON'),
};

/** A failed call renders nothing; the console says why. */
export const FailedCall: Story = {
  parameters: {
    fakeBackend: {
      faults: [{ call: 'promotion', kind: 'server-error' }],
    } satisfies FakeBackendParameters,
  },
  play: ({ canvasElement }) => staysEmpty(canvasElement, 'could not be loaded'),
};

/** A tag filter the promotion does not pass: the service answers 404, nothing shows. */
export const FilteredOutByTags: Story = {
  args: { 'promotion-id': 'category_coffee', 'none-of-tags': 'coffee' },
  play: ({ canvasElement }) => staysEmpty(canvasElement, 'could not be loaded'),
};
