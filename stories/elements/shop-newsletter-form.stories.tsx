import type { Meta, StoryObj } from '@storybook/react-vite';
import { html } from 'lit-html';
import { ifDefined } from 'lit-html/directives/if-defined.js';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../../src/elements/generated/entries/shop-newsletter-form';
import type { ShopNewsletterFormElement } from '../../src/elements/generated/element-typings';
import { shopNewsletterFormDefinition } from '../../src/elements/shop-newsletter-form/shop-newsletter-form.definition';
import { NEWSLETTER_MARKETS } from '../../src/elements/shop-newsletter-form/newsletter-markets';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
} from '../../src/elements/shop-newsletter-form/newsletter-validation';
import { INTEREST_CATEGORIES, type InterestCategory } from '../../src/services/wire/newsletter';
import type { SiteCode } from '../../src/sites/sites';
import type { VisualParameters } from '../../test/visual/story-screenshots';
import { elementArgTypes, elementArgs, elementParameters } from '../support/element-docs';
import type { FakeBackendParameters } from '../support/fake-backend';
import { LitTemplate } from '../support/lit-template';
import { typeIntoShadowField } from '../support/shadow-typing';
import { plainSpaces, shadowQueries, storyTexts, type StoryTexts } from '../support/story-texts';

const LARGE_IMAGE = '/fake-backend/images/newsletter-large.svg';
const MEDIUM_IMAGE = '/fake-backend/images/newsletter-medium.svg';

interface NewsletterArgs {
  origin: string;
  'origin-addition': string;
  internal: boolean;
  consents: string[];
  'doi-error': boolean;
  'show-success': boolean;
  'doi-token': string;
  'image-large': string;
  'image-medium': string;
  'hide-voucher-footnote': boolean;
  'no-success-scroll': boolean;
  onNewsletterSuccess: (event: Event) => void;
  onNewsletterConfirmed: (event: Event) => void;
}

const meta = {
  title: 'Elements/shop-newsletter-form',
  parameters: {
    // The stories' pictures are the fake backend's; the editors' HTML leaves the picture to the
    // shop's own image storage (see the attributes' descriptions).
    ...elementParameters(shopNewsletterFormDefinition, {
      snippet: (args) => ({
        args: { ...args, 'image-large': '', 'image-medium': '' },
        content: '',
      }),
    }),
    visual: { target: 'root' } satisfies VisualParameters,
  },
  argTypes: elementArgTypes('shop-newsletter-form'),
  args: {
    ...(elementArgs('shop-newsletter-form') as Partial<NewsletterArgs>),
    origin: 'onsite',
    'origin-addition': 'subsite',
    internal: false,
    consents: [],
    'doi-error': false,
    'show-success': false,
    'doi-token': '',
    'image-large': LARGE_IMAGE,
    'image-medium': MEDIUM_IMAGE,
    'hide-voucher-footnote': false,
    'no-success-scroll': false,
    onNewsletterSuccess: fn(),
    onNewsletterConfirmed: fn(),
  },
  render: (args, { globals }) => (
    <LitTemplate
      template={html`<shop-newsletter-form
        site=${ifDefined((globals.site as string) || undefined)}
        locale=${ifDefined((globals.locale as string) || undefined)}
        origin=${args.origin}
        origin-addition=${args['origin-addition']}
        ?internal=${args.internal}
        consents=${JSON.stringify(args.consents ?? [])}
        ?doi-error=${args['doi-error']}
        ?show-success=${args['show-success']}
        doi-token=${ifDefined(args['doi-token'] || undefined)}
        image-large=${ifDefined(args['image-large'] || undefined)}
        image-medium=${ifDefined(args['image-medium'] || undefined)}
        ?hide-voucher-footnote=${args['hide-voucher-footnote']}
        ?no-success-scroll=${args['no-success-scroll']}
        @newsletter-success=${args.onNewsletterSuccess}
        @newsletter-confirmed=${args.onNewsletterConfirmed}
      ></shop-newsletter-form>`}
    />
  ),
} satisfies Meta<NewsletterArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

// ---------------------------------------------------------------------------------------------
// Helpers for the play functions
// ---------------------------------------------------------------------------------------------

interface Form {
  host: ShopNewsletterFormElement;
  root: ShadowRoot;
  /** Testing Library queries inside the element's shadow root. */
  view: ReturnType<typeof within>;
  field: (name: string) => HTMLInputElement;
}

/** The element has rendered and its picture, where one shows, has arrived. */
async function formIn(canvasElement: HTMLElement): Promise<Form> {
  const host = canvasElement.querySelector('shop-newsletter-form');
  if (!host) throw new Error('no <shop-newsletter-form> rendered');
  await waitFor(
    () => expect(host.shadowRoot?.querySelector('.shop-newsletter-form')).not.toBeNull(),
    { timeout: 10_000 },
  );
  const root = host.shadowRoot as ShadowRoot;
  await waitFor(
    () => {
      const image = root.querySelector<HTMLImageElement>('picture img');
      if (image?.checkVisibility()) expect(image.complete && image.naturalWidth > 0).toBe(true);
    },
    { timeout: 5_000 },
  );
  return {
    host,
    root,
    view: shadowQueries(root),
    field: (name) => {
      const control = root.querySelector<HTMLInputElement>(`[name="${name}"]`);
      if (!control) throw new Error(`no field ${name}`);
      return control;
    },
  };
}

const typeInto = typeIntoShadowField;

/** Opens the full form the way a shopper does: into the e-mail field, type, and on. */
async function fillEmail({ field }: Form, email: string): Promise<void> {
  if (email) await typeInto(field('email'), email);
  else await userEvent.click(field('email'));
}

/** Leaves the focused field, so the screenshot shows no focus ring. */
function leaveField({ root }: Form): void {
  (root.activeElement as HTMLElement | null)?.blur();
}

/**
 * Fills what the story's site asks for besides the e-mail address, so a submit goes out there
 * too (HU: salutation and first name; TR: first name and the electronic-message consent).
 */
async function fillRequiredFields(form: Form, globals: Record<string, unknown>): Promise<void> {
  const market = NEWSLETTER_MARKETS[storyTexts(globals).site];
  if (market.salutation.required) {
    const salutation = form.field('salutation') as unknown as HTMLSelectElement;
    await userEvent.selectOptions(salutation, 'MRS');
  }
  if (market.firstName.required) await typeInto(form.field('firstName'), 'Lena');
  if (market.electronicMessageConsent.required) {
    await userEvent.click(form.field('electronicMessageConsent'));
  }
}

async function submit({ root }: Form): Promise<void> {
  await userEvent.click(root.querySelector<HTMLElement>('[part="submit"]')!);
}

async function errorOf({ field, root }: Form, name: string): Promise<string> {
  let text = '';
  await waitFor(() => {
    const control = field(name);
    expect(control).toHaveAttribute('aria-invalid', 'true');
    text = root.getElementById(control.getAttribute('aria-errormessage') ?? '')?.textContent ?? '';
    expect(text).not.toBe('');
  });
  // With plain spaces, as the catalogue texts the stories compare it with (story-texts.ts).
  return plainSpaces(text);
}

/** The headline of the story's site, its welcome discount filled in. */
function headlineOf(texts: StoryTexts): string {
  const market = NEWSLETTER_MARKETS[texts.site];
  return texts.t(market.headline, { discount: market.discount });
}

// ---------------------------------------------------------------------------------------------
// States
// ---------------------------------------------------------------------------------------------

/** As the page loads it: e-mail field and button; the extra fields open on focus. */
export const Empty: Story = {
  play: async ({ canvasElement, globals }) => {
    const texts = storyTexts(globals);
    const form = await formIn(canvasElement);
    await expect(plainSpaces(form.view.getByRole('heading', { level: 2 }).textContent ?? '')).toBe(
      plainSpaces(headlineOf(texts)),
    );
    await expect(form.root.querySelector('.shop-newsletter-form__extra')).not.toBeVisible();
  },
};

/** The e-mail field has focus: the consent to personalised offers and its privacy hint open. */
export const FullForm: Story = {
  play: async ({ canvasElement, globals }) => {
    const texts = storyTexts(globals);
    const form = await formIn(canvasElement);
    await fillEmail(form, '');
    await expect(
      form.view.getByRole('checkbox', { name: texts.t('newsletter.consentDne') }),
    ).toBeVisible();
    // The sample newsletter is linked where the site has one (DE, AT, HU).
    const sample = form.view.queryByRole('link', {
      name: texts.t('newsletter.sampleNewsletterLink'),
    });
    if (
      NEWSLETTER_MARKETS[texts.site].furtherLinks.some(
        ({ label }) => label === 'newsletter.sampleNewsletterLink',
      )
    )
      await expect(sample).toBeVisible();
    else await expect(sample).toBeNull();
  },
};

/** No picture attributes: the bubble sits beside the headline. */
export const WithoutPicture: Story = {
  args: { 'image-large': '', 'image-medium': '' },
};

/** Phones (below 767 px) get no picture, only the bubble. */
export const OnSmartphone: Story = {
  globals: { viewport: { value: 'xs' } },
  parameters: { visual: { target: 'root', viewports: ['xs'] } satisfies VisualParameters },
  play: async ({ canvasElement }) => {
    const form = await formIn(canvasElement);
    await fillEmail(form, 'lena@example.de');
    leaveField(form);
    await expect(form.root.querySelector('picture img')).not.toBeVisible();
  },
};

/** From 767 px: the medium picture ({hash}.jpg) beside the form. */
export const OnTablet: Story = {
  globals: { viewport: { value: 'm' } },
  parameters: { visual: { target: 'root', viewports: ['m'] } satisfies VisualParameters },
  play: async ({ canvasElement }) => {
    const form = await formIn(canvasElement);
    await waitFor(() =>
      expect(form.root.querySelector<HTMLImageElement>('picture img')?.currentSrc).toContain(
        MEDIUM_IMAGE,
      ),
    );
  },
};

/** A logged-in customer (LoginToken cookie): the stored data fills the form and opens it. */
export const Prefilled: Story = {
  globals: { site: 'AT' },
  beforeEach: () => {
    document.cookie = 'LoginToken=storybook-customer; path=/';
    return () => {
      document.cookie = 'LoginToken=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    };
  },
  play: async ({ canvasElement }) => {
    const form = await formIn(canvasElement);
    await waitFor(() => expect(form.field('email')).toHaveValue('anna.schmidt@example.com'));
    await expect(form.field('salutation')).toHaveValue('MRS');
    await expect(form.field('firstName')).toHaveValue('Anna');
    await expect(form.field('lastName')).toHaveValue('Schmidt');
  },
};

/** The page holds DNE already (AT): no consent checkbox, salutation and names locked. */
export const PageHoldsConsent: Story = {
  globals: { site: 'AT' },
  args: { consents: ['DNE'] },
  play: async ({ canvasElement }) => {
    const form = await formIn(canvasElement);
    await fillEmail(form, 'anna@example.at');
    leaveField(form);
    await expect(form.field('firstName')).toBeDisabled();
    await expect(form.root.querySelector('[name="consents"]')).toBeNull();
  },
};

export const EmailRequired: Story = {
  play: async ({ canvasElement, globals }) => {
    const form = await formIn(canvasElement);
    await fillEmail(form, '');
    leaveField(form);
    await expect(await errorOf(form, 'email')).toBe(
      storyTexts(globals).t('newsletter.error.emailRequired'),
    );
  },
};

export const EmailPattern: Story = {
  play: async ({ canvasElement, globals }) => {
    const form = await formIn(canvasElement);
    await fillEmail(form, 'lena@example');
    // Not while typing: only when the shopper leaves the field.
    await expect(form.field('email')).not.toHaveAttribute('aria-invalid');
    leaveField(form);
    await expect(await errorOf(form, 'email')).toBe(
      storyTexts(globals).t('newsletter.error.emailRegex'),
    );
  },
};

export const EmailTooLong: Story = {
  play: async ({ canvasElement, globals }) => {
    const form = await formIn(canvasElement);
    await fillEmail(form, `${'a'.repeat(245)}@example.com`);
    leaveField(form);
    await expect(await errorOf(form, 'email')).toBe(
      storyTexts(globals).t('newsletter.error.emailTooLong', { max: EMAIL_MAX_LENGTH }),
    );
  },
};

/** The service answers `urn:newsletter:email_invalid`: the e-mail field says so. */
export const EmailInvalidAnswer: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const form = await formIn(canvasElement);
    await fillEmail(form, 'lena@invalid.example');
    await fillRequiredFields(form, globals);
    await submit(form);
    await expect(await errorOf(form, 'email')).toBe(
      storyTexts(globals).t('newsletter.error.emailInvalid'),
    );
    await expect(form.root.querySelector('[part="error"]')).toBeNull();
    await expect(args.onNewsletterSuccess).not.toHaveBeenCalled();
  },
};

/** HU requires salutation and first name; the button focuses the first invalid field. */
export const HungarianRequiredFields: Story = {
  globals: { site: 'HU' },
  play: async ({ canvasElement, globals }) => {
    const texts = storyTexts(globals);
    const form = await formIn(canvasElement);
    await fillEmail(form, 'agnes@example.hu');
    await submit(form);
    await expect(await errorOf(form, 'salutation')).toBe(
      texts.t('newsletter.error.salutationRequired'),
    );
    await expect(await errorOf(form, 'firstName')).toBe(
      texts.t('newsletter.error.firstNameRequired'),
    );
    leaveField(form);
  },
};

export const InvalidCharacters: Story = {
  globals: { site: 'AT' },
  play: async ({ canvasElement, globals }) => {
    const form = await formIn(canvasElement);
    await fillEmail(form, 'anna@example.at');
    await typeInto(form.field('firstName'), 'Anna_1!');
    await expect(await errorOf(form, 'firstName')).toBe(
      storyTexts(globals).t('newsletter.error.invalidCharacters'),
    );
  },
};

export const NoWebAddress: Story = {
  globals: { site: 'AT' },
  play: async ({ canvasElement, globals }) => {
    const form = await formIn(canvasElement);
    await fillEmail(form, 'anna@example.at');
    await typeInto(form.field('lastName'), 'www.billig-kaffee.at');
    await expect(await errorOf(form, 'lastName')).toBe(
      storyTexts(globals).t('newsletter.error.noUrl'),
    );
  },
};

export const NameTooLong: Story = {
  globals: { site: 'AT' },
  play: async ({ canvasElement, globals }) => {
    const form = await formIn(canvasElement);
    await fillEmail(form, 'anna@example.at');
    await typeInto(form.field('lastName'), 'Ä'.repeat(NAME_MAX_LENGTH + 1));
    await expect(await errorOf(form, 'lastName')).toBe(
      storyTexts(globals).t('newsletter.error.nameTooLong', { max: NAME_MAX_LENGTH }),
    );
  },
};

/** TR requires the first name and the commercial electronic-message consent. */
export const TurkishConsentRequired: Story = {
  globals: { site: 'TR' },
  play: async ({ canvasElement, globals }) => {
    const texts = storyTexts(globals);
    const form = await formIn(canvasElement);
    await fillEmail(form, 'ayse@example.com.tr');
    await submit(form);
    await expect(await errorOf(form, 'firstName')).toBe(
      texts.t('newsletter.error.firstNameRequired'),
    );
    await expect(await errorOf(form, 'electronicMessageConsent')).toBe(
      texts.t('newsletter.error.consentTrRequired'),
    );
    leaveField(form);
  },
};

/** The sign-up is on its way (the service does not answer): button loading, fields disabled. */
export const Submitting: Story = {
  parameters: {
    fakeBackend: {
      faults: [{ call: 'newsletterSignUp', kind: 'hang' }],
    } satisfies FakeBackendParameters,
  },
  play: async ({ canvasElement, globals }) => {
    const form = await formIn(canvasElement);
    await fillEmail(form, 'lena@example.de');
    await fillRequiredFields(form, globals);
    await submit(form);
    await waitFor(() =>
      expect(form.root.querySelector('[part="submit"]')).toHaveAttribute('aria-busy', 'true'),
    );
    await expect(form.field('email')).toBeDisabled();
    await expect(form.field('consents')).toBeDisabled();
  },
};

/** The whole flow: address, consent, button; the success message names the address. */
export const Success: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const form = await formIn(canvasElement);
    await fillEmail(form, 'lena@example.de');
    await userEvent.click(form.field('consents'));
    await fillRequiredFields(form, globals);
    await submit(form);
    const success = await waitFor(() => {
      const message = form.root.querySelector<HTMLElement>('[part="success"]');
      expect(message).not.toBeNull();
      return message!;
    });
    await expect(success).toHaveTextContent('lena@example.de');
    await expect(form.root.activeElement).toBe(success);
    await expect(args.onNewsletterSuccess).toHaveBeenCalledWith(
      expect.objectContaining({ detail: { email: 'lena@example.de' } }),
    );
    success.blur();
  },
};

/** The page says the shopper signed up already. */
export const ShowSuccess: Story = {
  args: { 'show-success': true },
  play: async ({ canvasElement, globals }) => {
    const form = await formIn(canvasElement);
    await expect(form.root.querySelector('form')).toBeNull();
    await expect(form.view.getByRole('heading', { level: 2 })).toHaveTextContent(
      storyTexts(globals).t('newsletter.successHeadline'),
    );
  },
};

/** A bot fills the hidden trap field: nothing is sent, yet the form reports success. */
export const BotTrap: Story = {
  play: async ({ canvasElement, args }) => {
    const form = await formIn(canvasElement);
    await fillEmail(form, 'bot@example.com');
    // A bot sets the value without focusing the field (it is out of the tab order).
    const trap = form.field('verify-email');
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
      trap,
      'bot@example.com',
    );
    trap.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
    await submit(form);
    await waitFor(() =>
      expect(form.root.querySelector('[part="success"]')).toHaveTextContent('bot@example.com'),
    );
    await expect(args.onNewsletterSuccess).toHaveBeenCalledTimes(1);
  },
};

/** Any failure but an invalid address: the generic banner, the form stays filled. */
export const GenericError: Story = {
  parameters: {
    fakeBackend: {
      faults: [{ call: 'newsletterSignUp', kind: 'server-error' }],
    } satisfies FakeBackendParameters,
  },
  play: async ({ canvasElement, args, globals }) => {
    const form = await formIn(canvasElement);
    await fillEmail(form, 'lena@example.de');
    await fillRequiredFields(form, globals);
    await submit(form);
    await waitFor(() => expect(form.root.querySelector('[role="alert"]')).not.toBeNull());
    await expect(form.root.querySelector('[role="alert"]')).toHaveTextContent(
      storyTexts(globals).t('newsletter.errorGeneric'),
    );
    await expect(form.field('email')).toHaveValue('lena@example.de');
    await expect(args.onNewsletterSuccess).not.toHaveBeenCalled();
    leaveField(form);
  },
};

/** `doi-error`: the page came from an expired double opt-in link. */
export const LinkInvalid: Story = {
  args: { 'doi-error': true },
  play: async ({ canvasElement, globals }) => {
    const form = await formIn(canvasElement);
    await expect(form.root.querySelector('[part="doi-message"]')).toHaveTextContent(
      storyTexts(globals).t('newsletter.doiLinkNotValid'),
    );
  },
};

/** The message hides once the e-mail field gains focus. */
export const LinkInvalidDismissed: Story = {
  args: { 'doi-error': true },
  play: async ({ canvasElement }) => {
    const form = await formIn(canvasElement);
    await userEvent.click(form.field('email'));
    await expect(form.root.querySelector('[part="doi-message"]')).toBeNull();
  },
};

/** The interests form below the confirmation, once it is there. */
async function interestsIn(form: Form): Promise<HTMLFormElement> {
  return waitFor(() => {
    const interests = form.root.querySelector<HTMLFormElement>('[part="interests"]');
    expect(interests).not.toBeNull();
    return interests!;
  });
}

/** The subscriber ticks categories the way a shopper does: a click on each label. */
async function chooseInterests(form: Form, texts: StoryTexts, ...categories: InterestCategory[]) {
  for (const category of categories) {
    await userEvent.click(
      form.view.getByRole('checkbox', { name: texts.t(`newsletter.interest.${category}`) }),
    );
  }
}

/**
 * The confirmation page: `doi-token` of a valid link confirms the subscription and offers the
 * interest categories to choose, all unticked (captured on phones too: one column there).
 */
export const DoiConfirmed: Story = {
  args: { 'doi-token': 'valid-token' },
  parameters: { visual: { target: 'root', viewports: ['xs', 'xl'] } satisfies VisualParameters },
  play: async ({ canvasElement, args, globals }) => {
    const texts = storyTexts(globals);
    const form = await formIn(canvasElement);
    await waitFor(() =>
      expect(form.root.querySelector('[part="doi-message"]')).toHaveTextContent(
        texts.t('newsletter.doiConfirmed'),
      ),
    );
    await expect(args.onNewsletterConfirmed).toHaveBeenCalledWith(
      expect.objectContaining({ detail: { email: 'anna.schmidt@example.com' } }),
    );
    const interests = await interestsIn(form);
    await expect(interests).toHaveAccessibleName(texts.t('newsletter.interests.headline'));
    const boxes = [...interests.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
    await expect(boxes.map((box) => plainSpaces(box.labels?.[0]?.textContent ?? ''))).toEqual(
      INTEREST_CATEGORIES.map((category) => texts.t(`newsletter.interest.${category}`)),
    );
    for (const box of boxes) await expect(box).not.toBeChecked();
    await expect(
      form.view.getByRole('button', { name: texts.t('newsletter.interests.save') }),
    ).toBeEnabled();
  },
};

/** The subscriber chose and saved: the confirmation of the save replaces the choice. */
export const DoiInterestsSaved: Story = {
  args: { 'doi-token': 'valid-token' },
  play: async ({ canvasElement, globals }) => {
    const texts = storyTexts(globals);
    const form = await formIn(canvasElement);
    await interestsIn(form);
    await chooseInterests(form, texts, 'COFFEE', 'KITCHEN');
    await userEvent.click(
      form.view.getByRole('button', { name: texts.t('newsletter.interests.save') }),
    );
    const saved = await waitFor(() => {
      const message = form.root.querySelector<HTMLElement>('[part="interests-saved"]');
      expect(message).not.toBeNull();
      return message!;
    });
    await expect(saved).toHaveTextContent(texts.t('newsletter.interests.saved'));
    await waitFor(() => expect(form.root.activeElement).toBe(saved));
    await expect(form.root.querySelector('[part="interests"]')).toBeNull();
    saved.blur();
  },
};

/** Saving failed: the generic error above the choice, which keeps its ticks for another try. */
export const DoiInterestsFailed: Story = {
  args: { 'doi-token': 'valid-token' },
  parameters: {
    fakeBackend: {
      faults: [{ call: 'newsletterUpdate', kind: 'server-error' }],
    } satisfies FakeBackendParameters,
  },
  play: async ({ canvasElement, globals }) => {
    const texts = storyTexts(globals);
    const form = await formIn(canvasElement);
    await interestsIn(form);
    await chooseInterests(form, texts, 'WOMEN_FASHION', 'COFFEE');
    const save = form.view.getByRole('button', { name: texts.t('newsletter.interests.save') });
    await userEvent.click(save);
    await waitFor(() =>
      expect(form.root.querySelector('[role="alert"]')).toHaveTextContent(
        texts.t('newsletter.errorGeneric'),
      ),
    );
    await expect(
      [...form.root.querySelectorAll<HTMLInputElement>('[name="interests"]:checked')].map(
        (box) => box.value,
      ),
    ).toEqual(['WOMEN_FASHION', 'COFFEE']);
    await expect(save).toBeEnabled();
    save.blur();
  },
};

/** The confirmation page with an unknown or expired token: the message and the form. */
export const DoiLinkInvalid: Story = {
  args: { 'doi-token': 'expired-token' },
  play: async ({ canvasElement, globals }) => {
    const form = await formIn(canvasElement);
    await waitFor(() =>
      expect(form.root.querySelector('[part="doi-message"]')).toHaveTextContent(
        storyTexts(globals).t('newsletter.doiLinkNotValid'),
      ),
    );
    await expect(form.root.querySelector('form')).not.toBeNull();
  },
};

// ---------------------------------------------------------------------------------------------
// Countries: each market's full form once (DE is FullForm above)
// ---------------------------------------------------------------------------------------------

const SAMPLE_EMAIL: Record<Exclude<SiteCode, 'DE'>, string> = {
  AT: 'anna@example.at',
  CH: 'anna@example.ch',
  CH_FR: 'claire@example.ch',
  PL: 'anna@example.pl',
  CZ: 'jana@example.cz',
  HU: 'agnes@example.hu',
  SK: 'zuzana@example.sk',
  TR: 'ayse@example.com.tr',
};

function country(site: Exclude<SiteCode, 'DE'>): Story {
  return {
    globals: { site },
    play: async ({ canvasElement, globals }) => {
      const form = await formIn(canvasElement);
      await fillEmail(form, SAMPLE_EMAIL[site]);
      leaveField(form);
      await expect(
        plainSpaces(form.view.getByRole('heading', { level: 2 }).textContent ?? ''),
      ).toBe(plainSpaces(headlineOf(storyTexts(globals))));
      await expect(form.field('email')).not.toHaveAttribute('aria-invalid');
    },
  };
}

export const CountryAT: Story = { name: 'Country AT', ...country('AT') };
export const CountryCH: Story = { name: 'Country CH', ...country('CH') };
export const CountryCH_FR: Story = { name: 'Country CH_FR', ...country('CH_FR') };
export const CountryPL: Story = { name: 'Country PL', ...country('PL') };
export const CountryCZ: Story = { name: 'Country CZ', ...country('CZ') };
export const CountryHU: Story = { name: 'Country HU', ...country('HU') };
export const CountrySK: Story = { name: 'Country SK', ...country('SK') };
export const CountryTR: Story = { name: 'Country TR', ...country('TR') };
