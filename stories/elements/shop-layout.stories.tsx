import type { Meta, StoryObj } from '@storybook/react-vite';
import { html } from 'lit-html';
import { ifDefined } from 'lit-html/directives/if-defined.js';
import { expect, waitFor } from 'storybook/test';
import '../../src/elements/generated/entries/shop-layout';
import { shopLayoutDefinition } from '../../src/elements/shop-layout/shop-layout.definition';
import { declaredLayoutMode, footerLayoutModeFor } from '../../src/page-runtime/layout-mode';
import { COOKIE_NAMES } from '../../src/services/browser/cookies';
import { stubCookies } from '../../test/support/stubbed-cookies';
import type { VisualParameters } from '../../test/visual/story-screenshots';
import { elementArgTypes, elementArgs, elementParameters } from '../support/element-docs';
import { LitTemplate } from '../support/lit-template';
import { sampleContent } from '../support/sample-content';
import { STORYBOOK_VIEWPORTS } from '../support/viewports';

interface LayoutArgs {
  reduced: boolean;
  'page-type': string;
}

const meta = {
  title: 'Elements/shop-layout',
  parameters: {
    // The editors' HTML carries the sample page content in the toolbar site's language.
    ...elementParameters(shopLayoutDefinition, {
      snippet: (args, globals) => {
        const content = sampleContent(globals);
        return { args, content: `<h1>${content.pageTitle}</h1>\n  <p>${content.pageText}</p>` };
      },
      // What its header and footer need: app ids, the benefits promotion, the countries' addresses.
      pageConfig: ['countryUrls', 'apps'],
    }),
    layout: 'fullscreen',
    visual: { target: 'root' } satisfies VisualParameters,
    // A phone's width with room for the whole page: a screenshot shows only what fits on screen.
    viewport: {
      options: {
        ...STORYBOOK_VIEWPORTS,
        'layout-xs': {
          name: 'Whole page, xs (375px)',
          styles: { width: '375px', height: '3600px' },
          type: 'mobile',
        },
      },
    },
  },
  argTypes: elementArgTypes('shop-layout'),
  args: { ...elementArgs('shop-layout'), reduced: false, 'page-type': '' },
  render: (args, { globals }) => {
    const content = sampleContent(globals);
    const template = html`
      <shop-layout
        site=${ifDefined((globals.site as string) || undefined)}
        locale=${ifDefined((globals.locale as string) || undefined)}
        ?reduced=${args.reduced}
        page-type=${ifDefined(args['page-type'] || undefined)}
        style="--shop-layout-main-padding: 1.5rem 1rem"
      >
        <h1>${content.pageTitle}</h1>
        <p>${content.pageText}</p>
      </shop-layout>
    `;
    return <LitTemplate template={template} />;
  },
} satisfies Meta<LayoutArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The layout's shadow root, once its code has loaded and rendered. */
async function layoutIn(canvasElement: HTMLElement): Promise<ShadowRoot> {
  const host = canvasElement.querySelector('shop-layout');
  if (!host?.shadowRoot) throw new Error('no <shop-layout> rendered');
  await waitFor(() => expect(host.shadowRoot?.querySelector('main')).not.toBeNull(), {
    timeout: 10_000,
  });
  return host.shadowRoot;
}

async function untilFooterLoaded(root: ShadowRoot): Promise<ShadowRoot> {
  const footer = root.querySelector('shop-footer');
  await waitFor(
    () => expect(footer?.shadowRoot?.querySelector('footer')?.dataset.content).toBe('loaded'),
    { timeout: 5000 },
  );
  return footer?.shadowRoot as ShadowRoot;
}

/** The Hunter-Content cookie, read by this story's frame only (stories share real cookies). */
function withContentCookie(value: string) {
  return () => stubCookies(`${COOKIE_NAMES.content}=${value}`);
}

/**
 * Header, main content and footer, on a phone (the footer's mobile layout keeps the page
 * short).
 */
export const Default: Story = {
  globals: { viewport: { value: 'layout-xs' } },
  play: async ({ canvasElement }) => {
    const root = await layoutIn(canvasElement);
    const header = root.querySelector('shop-header');
    await waitFor(
      () => expect(header?.shadowRoot?.querySelector('[part="header"]')).not.toBeNull(),
      {
        timeout: 10_000,
      },
    );
    await expect(root.querySelector('main')).not.toBeNull();
    await expect(
      (root.querySelector('main slot') as HTMLSlotElement).assignedElements()[0]?.localName,
    ).toBe('h1');
    const footer = await untilFooterLoaded(root);
    // MATCH at the story's phone width; whatever width the frame has, the mode that follows from it.
    const mode = declaredLayoutMode() ?? footerLayoutModeFor(window.innerWidth);
    // The footer's CSS shows its mobile view (accordions) in MATCH, its columns otherwise.
    const accordion = footer.querySelector('.shop-accordion');
    await expect((accordion?.getClientRects().length ?? 0) > 0).toBe(mode === 'MATCH');
  },
};

/** Checkout pages: header and footer in their reduced variants. */
export const Reduced: Story = {
  args: { reduced: true, 'page-type': 'basket' },
  play: async ({ canvasElement }) => {
    const root = await layoutIn(canvasElement);
    const header = root.querySelector('shop-header');
    await expect(header).toHaveAttribute('reduced');
    await expect(header).toHaveAttribute('page-type', 'basket');
    await expect(root.querySelector('shop-footer')).toHaveAttribute('reduced');
    const footer = await untilFooterLoaded(root);
    await expect(footer.querySelector('shop-newsletter-form')).toBeNull();
  },
};

/** `Hunter-Content=no_header,no_footer` (pages inside the apps): the main content alone. */
export const WithoutHeaderAndFooter: Story = {
  beforeEach: withContentCookie('no_header,no_footer'),
  play: async ({ canvasElement }) => {
    const root = await layoutIn(canvasElement);
    await expect(root.querySelector('shop-header')).toBeNull();
    await expect(root.querySelector('shop-footer')).toBeNull();
    await expect(root.querySelector('main')).not.toBeNull();
  },
};

/** `Hunter-Content=no_header`: no header, the footer stays. */
export const WithoutHeader: Story = {
  beforeEach: withContentCookie('no_header'),
  play: async ({ canvasElement }) => {
    const root = await layoutIn(canvasElement);
    await expect(root.querySelector('shop-header')).toBeNull();
    await expect(root.querySelector('shop-footer')).not.toBeNull();
  },
};

/** `Hunter-Content=no_footer`: no footer, the header stays. */
export const WithoutFooter: Story = {
  beforeEach: withContentCookie('no_footer'),
  play: async ({ canvasElement }) => {
    const root = await layoutIn(canvasElement);
    await expect(root.querySelector('shop-header')).not.toBeNull();
    await expect(root.querySelector('shop-footer')).toBeNull();
  },
};
