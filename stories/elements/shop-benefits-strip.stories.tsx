import type { Meta, StoryObj } from '@storybook/react-vite';
import { html, type TemplateResult } from 'lit-html';
import { ifDefined } from 'lit-html/directives/if-defined.js';
import { expect, spyOn, waitFor } from 'storybook/test';
import { defaultBenefitLinks } from '../../src/primitives/benefits-strip/default-benefit-links';
import '../../src/elements/generated/entries/shop-benefits-strip';
import { shopBenefitsStripDefinition } from '../../src/elements/shop-benefits-strip/shop-benefits-strip.definition';
import { forgetPageSingleton } from '../../src/page-runtime/page-singleton';
import { SITE_CODES } from '../../src/sites/sites';
import type { VisualParameters } from '../../test/visual/story-screenshots';
import { elementArgTypes, elementArgs, elementParameters } from '../support/element-docs';
import type { FakeBackendParameters } from '../support/fake-backend';
import { LitTemplate } from '../support/lit-template';
import { fixtureContent, renderedIn } from '../support/promotion-stories';
import { componentTexts, siteOf } from '../support/story-globals';

interface StripArgs {
  'promotion-id': string;
}

type Globals = Record<string, unknown>;

function stripTag(args: StripArgs, globals: Globals, site?: string): TemplateResult {
  return html`<shop-benefits-strip
    site=${ifDefined(site ?? ((globals.site as string) || undefined))}
    locale=${ifDefined((globals.locale as string) || undefined)}
    promotion-id=${ifDefined(args['promotion-id'] || undefined)}
  ></shop-benefits-strip>`;
}

/** Two columns below 768 px of the strip's width, one row above: one capture of each. */
const BOTH_LAYOUTS = { visual: { viewports: ['xs', 'xl'] } satisfies VisualParameters };

let warnings: ReturnType<typeof spyOn> | undefined;

const meta = {
  title: 'Elements/shop-benefits-strip',
  parameters: elementParameters(shopBenefitsStripDefinition),
  argTypes: elementArgTypes('shop-benefits-strip'),
  args: elementArgs('shop-benefits-strip') as StripArgs,
  beforeEach: () => {
    forgetPageSingleton('promotions');
    warnings = spyOn(console, 'warn');
    return () => warnings?.mockRestore();
  },
  render: (args, { globals }) => <LitTemplate template={stripTag(args, globals)} />,
} satisfies Meta<StripArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const linksOf = (root: ShadowRoot) =>
  [...root.querySelectorAll<HTMLElement>('[part="link"]')].map((link) => link.textContent);

/** No promotion: the site's default benefits, in the site's language. */
export const DefaultBenefits: Story = {
  parameters: BOTH_LAYOUTS,
  play: async ({ canvasElement, globals }) => {
    const { root } = await renderedIn(canvasElement, 'shop-benefits-strip', '[part="strip"]');
    const expected = defaultBenefitLinks(siteOf(globals).code, componentTexts(globals));
    await expect(linksOf(root)).toEqual(expected.map((benefit) => benefit.text));
  },
};

/** The BENEFITS promotion `header_benefits` from the CMS, each link tagged for tracking. */
export const FromPromotion: Story = {
  args: { 'promotion-id': 'header_benefits' },
  parameters: BOTH_LAYOUTS,
  play: async ({ canvasElement, globals }) => {
    const content = fixtureContent(globals, 'header_benefits');
    const { root, view } = await renderedIn(canvasElement, 'shop-benefits-strip', '[data-benefit]');
    await waitFor(() => expect(linksOf(root)).toEqual(content.links?.map((link) => link.text)));
    await expect(
      [...root.querySelectorAll<HTMLElement>('[data-benefit]')].map((link) => link.dataset.benefit),
    ).toEqual(['free-shipping', 'newsletter-sign-up', 'cross-channel', 'service']);
    await expect(view.getByRole('navigation')).toBeVisible();
  },
};

/** A failing promotion call: the default benefits show; the console says why. */
export const FailingPromotion: Story = {
  args: { 'promotion-id': 'header_benefits' },
  parameters: {
    fakeBackend: {
      faults: [{ call: 'promotion', kind: 'server-error' }],
    } satisfies FakeBackendParameters,
  },
  play: async ({ canvasElement, globals }) => {
    await waitFor(() =>
      expect(warnings).toHaveBeenCalledWith(expect.stringContaining('header_benefits')),
    );
    const { root } = await renderedIn(canvasElement, 'shop-benefits-strip', '[part="strip"]');
    const expected = defaultBenefitLinks(siteOf(globals).code, componentTexts(globals));
    await expect(linksOf(root)).toEqual(expected.map((benefit) => benefit.text));
  },
};

/** The default benefits of all nine sites, as the spec lists them (header-and-cart §1). */
export const DefaultsInEverySite: Story = {
  parameters: {
    visual: { viewports: ['xl'] } satisfies VisualParameters,
    // Nine pages' strips on one page: sites sharing a language share the strip's name, which
    // a real page, with its one strip, never does.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  render: (args, { globals }) => (
    <LitTemplate
      template={html`<div style="display: grid; gap: 8px">
        ${SITE_CODES.map((site) => stripTag(args, globals, site))}
      </div>`}
    />
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(
        [...canvasElement.querySelectorAll('shop-benefits-strip')].filter((host) =>
          host.shadowRoot?.querySelector('[part="strip"]'),
        ),
      ).toHaveLength(SITE_CODES.length),
    );
  },
};
