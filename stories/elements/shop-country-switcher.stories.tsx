import type { Meta, StoryObj } from '@storybook/react-vite';
import { html } from 'lit-html';
import { ifDefined } from 'lit-html/directives/if-defined.js';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import {
  COUNTRY_ORDER,
  COUNTRY_SITES,
  browserNavigation,
  COUNTRY_NAMES,
} from '../../src/elements/shop-country-switcher/country-sites';
import '../../src/elements/generated/entries/shop-country-switcher';
import { shopCountrySwitcherDefinition } from '../../src/elements/shop-country-switcher/shop-country-switcher.definition';
import { COOKIE_NAMES } from '../../src/services/browser/cookies';
import { stubCookies } from '../../test/support/stubbed-cookies';
import type { VisualParameters } from '../../test/visual/story-screenshots';
import { elementArgTypes, elementParameters } from '../support/element-docs';
import { LitTemplate } from '../support/lit-template';
import { siteOf } from '../support/story-globals';
import { shadowQueries, storyTexts } from '../support/story-texts';

interface SwitcherArgs {
  /** Stories stay on the page: they cancel the choice unless a story says otherwise. */
  cancelCountrySelect: boolean;
  onCountrySelect: (event: Event) => void;
}

const meta = {
  title: 'Elements/shop-country-switcher',
  parameters: {
    ...elementParameters(shopCountrySwitcherDefinition, { pageConfig: ['countryUrls'] }),
    visual: { target: 'root' } satisfies VisualParameters,
  },
  argTypes: {
    ...elementArgTypes('shop-country-switcher'),
    cancelCountrySelect: { control: false, table: { disable: true } },
  },
  args: { cancelCountrySelect: true, onCountrySelect: fn() },
  render: (args, { globals }) => {
    const countrySelect = (event: Event) => {
      args.onCountrySelect(event);
      if (args.cancelCountrySelect) event.preventDefault();
    };
    const template = html`
      <shop-country-switcher
        site=${ifDefined((globals.site as string) || undefined)}
        locale=${ifDefined((globals.locale as string) || undefined)}
        @country-select=${countrySelect}
      ></shop-country-switcher>
    `;
    return <LitTemplate template={template} />;
  },
} satisfies Meta<SwitcherArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

interface Switcher {
  root: ShadowRoot;
  view: ReturnType<typeof within>;
}

async function switcherIn(canvasElement: HTMLElement): Promise<Switcher> {
  const host = canvasElement.querySelector('shop-country-switcher');
  if (!host) throw new Error('no <shop-country-switcher> rendered');
  await waitFor(() => expect(host.shadowRoot?.querySelector('nav')).not.toBeNull(), {
    timeout: 10_000,
  });
  const root = host.shadowRoot as ShadowRoot;
  return { root, view: shadowQueries(root) };
}

/** Waits until the visible flags have loaded, so the screenshot shows them. */
async function untilFlagsLoaded({ root }: Switcher): Promise<void> {
  for (const flag of root.querySelectorAll('img')) {
    if (flag.getClientRects().length === 0) continue;
    await waitFor(() => expect(flag.complete && flag.naturalWidth > 0).toBe(true));
  }
}

async function open(switcher: Switcher, globals: Record<string, unknown>): Promise<void> {
  const texts = storyTexts(globals);
  const current = COUNTRY_NAMES[siteOf(globals).code];
  const toggle = switcher.view.getByRole('button', {
    name: texts.t('footer.currentCountry', { country: current }),
  });
  await userEvent.click(toggle);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

/** Closed: the current country's flag and name. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await untilFlagsLoaded(await switcherIn(canvasElement));
  },
};

/** Open: the nine countries, the current one marked. */
export const Open: Story = {
  play: async ({ canvasElement, globals }) => {
    const switcher = await switcherIn(canvasElement);
    await open(switcher, globals);
    const links = switcher.view.getAllByRole('link');
    await expect(links.map((link: HTMLElement) => link.textContent)).toEqual(
      COUNTRY_ORDER.map((code) => COUNTRY_NAMES[code]),
    );
    await expect(switcher.view.getByRole('link', { current: true })).toHaveAttribute(
      'href',
      COUNTRY_SITES[siteOf(globals).code].href,
    );
    (switcher.root.activeElement as HTMLElement | null)?.blur();
    await untilFlagsLoaded(switcher);
  },
};

/** On a phone the open list has one column. */
export const OpenOnSmartphone: Story = {
  globals: { viewport: { value: 'xs' } },
  parameters: { visual: { target: 'root', viewports: ['xs'] } satisfies VisualParameters },
  play: async ({ canvasElement, globals }) => {
    const switcher = await switcherIn(canvasElement);
    await open(switcher, globals);
    (switcher.root.activeElement as HTMLElement | null)?.blur();
    await untilFlagsLoaded(switcher);
  },
};

/**
 * Keyboard: Enter opens, the countries follow the button in the tab order, Escape closes and
 * returns to the button. (Tab itself is proven in the browser tests: the story's user events
 * do not tab into shadow roots.)
 */
export const KeyboardOperation: Story = {
  play: async ({ canvasElement }) => {
    const switcher = await switcherIn(canvasElement);
    const toggle = switcher.view.getByRole('button');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const first = switcher.view.getAllByRole('link')[0] as HTMLElement;
    await expect(
      toggle.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    first.focus();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(switcher.root.activeElement).toBe(toggle);
  },
};

/** Choosing fires `country-select`; the story cancels it and stays on the page. */
export const ChoiceCancelled: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const assign = spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    try {
      const switcher = await switcherIn(canvasElement);
      await open(switcher, globals);
      await userEvent.click(switcher.view.getAllByRole('link')[0] as HTMLElement);
      await expect(args.onCountrySelect).toHaveBeenCalledWith(
        expect.objectContaining({
          detail: { site: 'CZ', href: COUNTRY_SITES.CZ.href },
          defaultPrevented: true,
        }),
      );
      await expect(assign).not.toHaveBeenCalled();
    } finally {
      assign.mockRestore();
    }
  },
};

/** Not cancelled, the browser goes to the country's address (stood in for here). */
export const ChoiceAllowed: Story = {
  args: { cancelCountrySelect: false },
  play: async ({ canvasElement, args, globals }) => {
    const assign = spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    try {
      const switcher = await switcherIn(canvasElement);
      await open(switcher, globals);
      const links = switcher.view.getAllByRole('link');
      await userEvent.click(links[links.length - 1] as HTMLElement);
      await expect(args.onCountrySelect).toHaveBeenCalledOnce();
      await expect(assign).toHaveBeenCalledWith(COUNTRY_SITES.TR.href);
    } finally {
      assign.mockRestore();
    }
  },
};

/** In the shop's apps (Hunter-Platform smartphone or tablet) the switcher is not shown. */
export const HiddenInTheApps: Story = {
  // Only this story's frame reads the cookie (stories run side by side and share cookies).
  beforeEach: () => stubCookies(`${COOKIE_NAMES.deviceClass}=smartphone`),
  play: async ({ canvasElement }) => {
    const host = canvasElement.querySelector('shop-country-switcher');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(host?.shadowRoot?.querySelector('nav')).toBeNull();
  },
};
