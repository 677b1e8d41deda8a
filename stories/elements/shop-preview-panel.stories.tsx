import type { Meta, StoryObj } from '@storybook/react-vite';
import { html } from 'lit-html';
import { ifDefined } from 'lit-html/directives/if-defined.js';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import '../../src/elements/generated/entries/shop-preview-panel';
import type { ShopPreviewPanelElement } from '../../src/elements/generated/element-typings';
import { PREVIEW_TEXTS } from '../../src/elements/shop-preview-panel/preview-texts';
import { shopPreviewPanelDefinition } from '../../src/elements/shop-preview-panel/shop-preview-panel.definition';
import type { StaffAccess } from '../../src/elements/shop-preview-panel/state/staff-access';
import { existingPageSingleton, forgetPageSingleton } from '../../src/page-runtime/page-singleton';
import { COOKIE_NAMES } from '../../src/services/browser/cookies';
import {
  PREVIEW_STORAGE_KEYS,
  type ActivePreview,
} from '../../src/services/preview/preview-session';
import { abTestsAt } from '../../test/fake-backend/fixtures/ab-tests';
import { stubCookies } from '../../test/support/stubbed-cookies';
import type { VisualParameters } from '../../test/visual/story-screenshots';
import { elementArgTypes, elementArgs, elementParameters } from '../support/element-docs';
import type { FakeBackendParameters } from '../support/fake-backend';
import { LitTemplate } from '../support/lit-template';
import { shadowQueries } from '../support/story-texts';

interface PreviewArgs {
  'initial-date': string;
  onPreviewApplied: (event: Event) => void;
  onPreviewEnded: (event: Event) => void;
}

/** Who looks at the page, and what their browser kept from an earlier preview. */
interface PreviewPageParameters {
  /** The staff cookies this story's frame reads (default: both); `''` for a visitor. */
  cookies?: string;
  /** Preview settings in force since an earlier page. */
  activePreview?: ActivePreview;
}

/** Both staff cookies: the fake backend's check-auth grants access. */
const STAFF_COOKIES = `${COOKIE_NAMES.staffToken}=staff-1; ${COOKIE_NAMES.cobraToken}=cobra-1`;

/** 10 December 2026: three tests of the fake schedule run then. */
const DECEMBER = '2026-12-10';
/** 1 June 2026: no test runs then. */
const JUNE = '2026-06-01';

/** Every story is a page of its own: its cookies, its staff access, its stored preview. */
function preparePage(parameters: { previewPage?: PreviewPageParameters }) {
  const { cookies = STAFF_COOKIES, activePreview } = parameters.previewPage ?? {};
  existingPageSingleton<StaffAccess>('staff-access')?.stop();
  forgetPageSingleton('staff-access');
  forgetPageSingleton('preview-session');
  localStorage.removeItem(PREVIEW_STORAGE_KEYS.selection);
  localStorage.removeItem(PREVIEW_STORAGE_KEYS.settings);
  if (activePreview) {
    localStorage.setItem(
      PREVIEW_STORAGE_KEYS.settings,
      JSON.stringify({ test: '', group: '', ...activePreview }),
    );
  }
  const restoreCookies = cookies ? stubCookies(cookies) : undefined;
  return () => {
    restoreCookies?.();
    existingPageSingleton<StaffAccess>('staff-access')?.stop();
  };
}

const meta = {
  title: 'Elements/shop-preview-panel',
  parameters: {
    ...elementParameters(shopPreviewPanelDefinition),
    // The dialog lies in the top layer over the page: the screen is the shot.
    visual: { target: 'viewport' } satisfies VisualParameters,
  },
  argTypes: elementArgTypes('shop-preview-panel'),
  args: {
    ...(elementArgs('shop-preview-panel') as Pick<PreviewArgs, 'initial-date'>),
    'initial-date': DECEMBER,
    onPreviewApplied: fn(),
    onPreviewEnded: fn(),
  },
  beforeEach: ({ parameters }) => preparePage(parameters),
  render: (args, { globals, viewMode }) => {
    // On the docs page every story sits in the page's flow instead of the screen's corner.
    const style = viewMode === 'docs' ? '--shop-preview-panel-position: static' : undefined;
    const template = html`
      <shop-preview-panel
        site=${ifDefined((globals.site as string) || undefined)}
        initial-date=${args['initial-date']}
        style=${ifDefined(style)}
        @preview-applied=${args.onPreviewApplied}
        @preview-ended=${args.onPreviewEnded}
      ></shop-preview-panel>
    `;
    return <LitTemplate template={template} />;
  },
} satisfies Meta<PreviewArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

// Every text the play functions look for comes from PREVIEW_TEXTS, the panel's one module of
// staff texts; the tests come from the fake backend's schedule.

interface Panel {
  host: ShopPreviewPanelElement;
  view: ReturnType<typeof within>;
}

function hostIn(canvasElement: HTMLElement): ShopPreviewPanelElement {
  const host = canvasElement.querySelector('shop-preview-panel');
  if (!host) throw new Error('no <shop-preview-panel> rendered');
  return host;
}

/** The panel, once check-auth granted access and its code has rendered the button. */
async function panelIn(canvasElement: HTMLElement): Promise<Panel> {
  const host = hostIn(canvasElement);
  await waitFor(
    () => expect(host.shadowRoot?.querySelector('[part="open-button"]')).not.toBeNull(),
    { timeout: 10_000 },
  );
  return { host, view: shadowQueries(host.shadowRoot!) };
}

const listStatusOf = ({ host }: Panel) =>
  host.shadowRoot?.querySelector('.shop-preview-panel__list-status')?.textContent ?? '';

/** Opens the dialog and waits until it holds focus and the test list has answered. */
async function openDialog(panel: Panel, { untilListed = true } = {}) {
  await userEvent.click(panel.view.getByRole('button', { name: PREVIEW_TEXTS.openButton }));
  const dialog = await panel.view.findByRole('dialog', { name: PREVIEW_TEXTS.dialogHeading });
  await waitFor(() => expect(dialog).toHaveAttribute('data-focus-trapped'));
  if (untilListed)
    await waitFor(() => expect(listStatusOf(panel)).not.toBe(PREVIEW_TEXTS.testsLoading));
  return within(dialog);
}

/** What assistive technology reads as a field's error: the element its aria-errormessage names. */
function errorMessageOf(control: HTMLElement): string | undefined {
  const id = control.getAttribute('aria-errormessage');
  if (!id || control.getAttribute('aria-invalid') !== 'true') return undefined;
  return (control.getRootNode() as ShadowRoot).getElementById(id)?.textContent ?? undefined;
}

const testNames = (date: string) => abTestsAt(new Date(`${date}T00:00:00`)).map(({ name }) => name);
const optionsOf = (select: HTMLElement) =>
  [...(select as HTMLSelectElement).options].map((option) => option.textContent);

/** No staff cookie: nothing shows, nothing is asked, none of the panel's code loads. */
export const HiddenForVisitors: Story = {
  name: 'Hidden (visitor)',
  parameters: {
    previewPage: { cookies: '' } satisfies PreviewPageParameters,
    visual: { target: 'root' },
  },
  beforeEach: () => {
    const fetchSpy = spyOn(window, 'fetch');
    return () => fetchSpy.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const host = hostIn(canvasElement);
    await waitFor(() => expect(host.shadowRoot).not.toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(host.shadowRoot?.querySelector('[part]')).toBeNull();
    const asked = (window.fetch as unknown as { mock: { calls: [RequestInfo | URL][] } }).mock.calls
      .map(([input]) => String(input instanceof Request ? input.url : input))
      .filter((url) => url.includes('/service/preview') || url.includes('/service/abtest'));
    await expect(asked).toEqual([]);
  },
};

/** A staff cookie the service does not accept: nothing shows, and no error either. */
export const HiddenWhenCheckAuthRefuses: Story = {
  name: 'Hidden (check-auth refuses)',
  parameters: {
    previewPage: { cookies: `${COOKIE_NAMES.staffToken}=expired` } satisfies PreviewPageParameters,
    visual: { target: 'root' },
  },
  play: async ({ canvasElement }) => {
    const host = hostIn(canvasElement);
    // The refusal is the fake backend's answer, which a busy machine can take a while to give.
    await waitFor(
      () =>
        expect(existingPageSingleton<StaffAccess>('staff-access')?.getSnapshot()).toBe('denied'),
      { timeout: 5000 },
    );
    await expect(host.shadowRoot?.querySelector('[part]')).toBeNull();
  },
};

/** Staff: the button waits in the corner of the screen. */
export const Closed: Story = {
  parameters: { visual: { target: 'root' } },
  play: async ({ canvasElement }) => {
    const panel = await panelIn(canvasElement);
    const button = panel.view.getByRole('button', { name: PREVIEW_TEXTS.openButton });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(panel.view.queryByRole('region', { name: PREVIEW_TEXTS.stripLabel })).toBeNull();
  },
};

/** The dialog while the tests of the date load. */
export const LoadingTests: Story = {
  name: 'Loading tests',
  parameters: {
    fakeBackend: {
      faults: [{ call: 'abTestsAt', kind: 'hang' }],
    } satisfies FakeBackendParameters,
  },
  play: async ({ canvasElement }) => {
    const panel = await panelIn(canvasElement);
    const dialog = await openDialog(panel, { untilListed: false });
    await waitFor(() => expect(listStatusOf(panel)).toBe(PREVIEW_TEXTS.testsLoading));
    await expect(optionsOf(dialog.getByRole('combobox', { name: PREVIEW_TEXTS.testName }))).toEqual(
      [PREVIEW_TEXTS.testPlaceholder, PREVIEW_TEXTS.noTest],
    );
  },
};

/** The tests active at the date, offered by name; the group waits for a test. */
export const ActiveTests: Story = {
  name: 'Tests',
  parameters: { visual: { target: 'viewport', viewports: ['xs', 'xl'] } },
  play: async ({ canvasElement }) => {
    const panel = await panelIn(canvasElement);
    const dialog = await openDialog(panel);
    await expect(listStatusOf(panel)).toBe(PREVIEW_TEXTS.testsFound);
    await expect(dialog.getByLabelText(PREVIEW_TEXTS.date)).toHaveValue(DECEMBER);
    await expect(dialog.getByLabelText(PREVIEW_TEXTS.time)).toHaveValue('00:00');
    await expect(optionsOf(dialog.getByRole('combobox', { name: PREVIEW_TEXTS.testName }))).toEqual(
      [PREVIEW_TEXTS.testPlaceholder, PREVIEW_TEXTS.noTest, ...testNames(DECEMBER)],
    );
    await expect(dialog.getByRole('combobox', { name: PREVIEW_TEXTS.testGroup })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: PREVIEW_TEXTS.logout })).toBeVisible();
  },
};

/** A date when no test runs. */
export const NoTests: Story = {
  name: 'No tests',
  args: { 'initial-date': JUNE },
  play: async ({ canvasElement }) => {
    const panel = await panelIn(canvasElement);
    const dialog = await openDialog(panel);
    await expect(listStatusOf(panel)).toBe(PREVIEW_TEXTS.noTests);
    await expect(optionsOf(dialog.getByRole('combobox', { name: PREVIEW_TEXTS.testName }))).toEqual(
      [PREVIEW_TEXTS.testPlaceholder, PREVIEW_TEXTS.noTest],
    );
  },
};

/** The test list failed: only "none" is offered, so a date can still be previewed. */
export const FailedList: Story = {
  name: 'Failed list',
  parameters: {
    fakeBackend: {
      faults: [{ call: 'abTestsAt', kind: 'server-error' }],
    } satisfies FakeBackendParameters,
  },
  play: async ({ canvasElement }) => {
    const panel = await panelIn(canvasElement);
    const dialog = await openDialog(panel);
    await expect(listStatusOf(panel)).toBe(PREVIEW_TEXTS.testsFailed);
    const name = dialog.getByRole('combobox', { name: PREVIEW_TEXTS.testName });
    await expect(optionsOf(name)).toEqual([PREVIEW_TEXTS.noTest]);
    await expect(name).toHaveValue('none');
  },
};

/** A test without its group: 'Required' on the field, and the refusal in the message area. */
export const RequiredGroup: Story = {
  name: 'Required group',
  play: async ({ canvasElement }) => {
    const panel = await panelIn(canvasElement);
    const dialog = await openDialog(panel);
    const [firstTest] = testNames(DECEMBER);
    await userEvent.selectOptions(
      dialog.getByRole('combobox', { name: PREVIEW_TEXTS.testName }),
      firstTest!,
    );
    const group = dialog.getByRole('combobox', { name: PREVIEW_TEXTS.testGroup });
    await expect(group).toBeEnabled();
    await expect(errorMessageOf(group)).toBe(PREVIEW_TEXTS.groupRequired);
    await userEvent.click(dialog.getByRole('button', { name: PREVIEW_TEXTS.submit }));
    await expect(await dialog.findByText(PREVIEW_TEXTS.groupMissing)).toBeVisible();
    await expect(panel.host.shadowRoot?.activeElement).toBe(group);
  },
};

/** Settings the service confirmed: the message, and the strip behind the dialog. */
export const Applied: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = await panelIn(canvasElement);
    const dialog = await openDialog(panel);
    const [, secondTest] = testNames(DECEMBER);
    await userEvent.selectOptions(
      dialog.getByRole('combobox', { name: PREVIEW_TEXTS.testName }),
      secondTest!,
    );
    await userEvent.selectOptions(
      dialog.getByRole('combobox', { name: PREVIEW_TEXTS.testGroup }),
      'variant-1',
    );
    await userEvent.click(dialog.getByRole('button', { name: PREVIEW_TEXTS.submit }));
    await expect(await dialog.findByText(PREVIEW_TEXTS.applied)).toBeVisible();
    await expect(args.onPreviewApplied).toHaveBeenCalledWith(
      expect.objectContaining({
        detail: {
          dateTime: new Date(`${DECEMBER}T00:00:00`).toISOString(),
          test: secondTest,
          group: 'variant-1',
        },
      }),
    );
    await expect(
      panel.view.getByRole('region', { name: PREVIEW_TEXTS.stripLabel, hidden: true }),
    ).toHaveTextContent(`${PREVIEW_TEXTS.stripGroup}variant-1`);
  },
};

/** The service did not confirm the settings. */
export const ApplyFailed: Story = {
  name: 'Apply failed',
  parameters: {
    fakeBackend: {
      faults: [{ call: 'previewToken', kind: 'server-error' }],
    } satisfies FakeBackendParameters,
  },
  play: async ({ canvasElement, args }) => {
    const panel = await panelIn(canvasElement);
    const dialog = await openDialog(panel);
    await userEvent.click(dialog.getByRole('button', { name: PREVIEW_TEXTS.submit }));
    await expect(await dialog.findByText(PREVIEW_TEXTS.applyFailed)).toBeVisible();
    await expect(args.onPreviewApplied).not.toHaveBeenCalled();
  },
};

const PREVIEW_IN_FORCE: PreviewPageParameters = {
  activePreview: {
    dateTime: new Date(`${DECEMBER}T09:30:00`).toISOString(),
    date: DECEMBER,
    time: '09:30',
    test: 'search-ranking-2026',
    group: 'variant-2',
  },
};

/**
 * Settings in force since an earlier page: the strip says which, beside the button, on every
 * page; "Exit preview" leaves them in one click.
 */
export const PreviewStrip: Story = {
  name: 'Preview strip',
  parameters: {
    previewPage: PREVIEW_IN_FORCE,
    visual: { target: 'root', viewports: ['xs', 'xl'] },
  },
  play: async ({ canvasElement }) => {
    const panel = await panelIn(canvasElement);
    const strip = panel.view.getByRole('region', { name: PREVIEW_TEXTS.stripLabel });
    await expect(strip).toBeVisible();
    await expect(strip).toHaveTextContent(
      [
        PREVIEW_TEXTS.date,
        DECEMBER,
        PREVIEW_TEXTS.time,
        '09:30',
        PREVIEW_TEXTS.stripTest,
        'search-ranking-2026',
        PREVIEW_TEXTS.stripGroup,
        'variant-2',
      ].join(''),
    );
    await expect(
      within(strip).getByRole('button', { name: PREVIEW_TEXTS.exitPreview }),
    ).toBeVisible();
  },
};

/** One click on "Exit preview": the settings of the live shop, and the strip goes. */
export const ExitPreview: Story = {
  name: 'Exit preview',
  parameters: {
    previewPage: PREVIEW_IN_FORCE,
    visual: { target: 'root' },
  },
  play: async ({ canvasElement, args }) => {
    const panel = await panelIn(canvasElement);
    await userEvent.click(panel.view.getByRole('button', { name: PREVIEW_TEXTS.exitPreview }));
    await waitFor(() =>
      expect(panel.view.queryByRole('region', { name: PREVIEW_TEXTS.stripLabel })).toBeNull(),
    );
    await expect(args.onPreviewEnded).toHaveBeenCalledWith(
      expect.objectContaining({ detail: { reason: 'exit' } }),
    );
    await expect(panel.view.getByRole('button', { name: PREVIEW_TEXTS.openButton })).toBeVisible();
  },
};
