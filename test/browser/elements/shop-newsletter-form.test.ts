import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import '../../../src/elements/generated/entries/shop-newsletter-form';
import type { ShopNewsletterFormElement } from '../../../src/elements/generated/element-typings';
import { de } from '../../../src/i18n/catalogues/de';
import { pl } from '../../../src/i18n/catalogues/pl';
import { REQUEST_TIMEOUT_MS } from '../../../src/services/http/api-client';
import { INTEREST_CATEGORIES } from '../../../src/services/wire/newsletter';
import { SITE_CONTENT } from '../../../src/sites/site-content';
import { SITE_CODES, type SiteCode } from '../../../src/sites/sites';
import { clearFaults, setFaults } from '../../fake-backend/faults';
import { setUpFakeBackend } from '../../support/fake-backend-worker';
import { pause, until } from '../../support/real-time';

const worker = setUpFakeBackend();

const SIGN_UP_PRIVATE = '/service/newsletter/api/private/newsletter-subscribers';
const SIGN_UP_INTERNAL = '/service/newsletter/api/internal/newsletter-subscribers';
const BASE_DATA = '/service/newsletter/api/private/customers/base-data';
const LARGE_IMAGE = '/fake-backend/images/newsletter-large.svg';
const MEDIUM_IMAGE = '/fake-backend/images/newsletter-medium.svg';

interface SentRequest {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

let fetchSpy: MockInstance<typeof fetch>;

/** The calls the element made, as the fake backend received them. */
function requests(pathname?: string): SentRequest[] {
  return fetchSpy.mock.calls
    .map(([input, init]) => {
      const url = new URL(String(input instanceof Request ? input.url : input));
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      return {
        url,
        method: init?.method ?? 'GET',
        headers: (init?.headers ?? {}) as Record<string, string>,
        body,
      };
    })
    .filter((request) => pathname === undefined || request.url.pathname === pathname);
}

function dataLayer(): Record<string, unknown>[] {
  return (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [];
}

beforeEach(() => {
  fetchSpy = vi.spyOn(window, 'fetch');
  (window as unknown as { dataLayer?: unknown[] }).dataLayer = [];
});

afterEach(async () => {
  fetchSpy.mockRestore();
  document.cookie = 'LoginToken=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  delete document.documentElement.dataset.shopSpa;
  window.scrollTo(0, 0);
  await page.viewport(1024, 768);
});

async function mount(attributes = '', before = ''): Promise<ShopNewsletterFormElement> {
  document.body.insertAdjacentHTML(
    'beforeend',
    `${before}<shop-newsletter-form ${attributes}></shop-newsletter-form>`,
  );
  const host = document.querySelector('shop-newsletter-form') as ShopNewsletterFormElement;
  // The first mount of a run waits for the element's code to be transformed and loaded.
  await vi.waitFor(
    () => expect(host.shadowRoot?.querySelector('.shop-newsletter-form')).not.toBeNull(),
    { timeout: 5000 },
  );
  return host;
}

const $ = <E extends Element = HTMLElement>(host: Element, selector: string) =>
  host.shadowRoot!.querySelector<E>(selector);
const $$ = <E extends Element = HTMLElement>(host: Element, selector: string) => [
  ...host.shadowRoot!.querySelectorAll<E>(selector),
];
const field = (host: Element, name: string) =>
  $<HTMLInputElement | HTMLSelectElement>(host, `[name="${name}"]`)!;
const form = (host: Element) => $<HTMLFormElement>(host, 'form')!;
const isOpen = (host: Element) =>
  $(host, '.shop-newsletter-form')!.hasAttribute('data-open') &&
  !$(host, '.shop-newsletter-form__extra')!.hidden;

/** The error message tied to a control through aria-errormessage, as assistive technology reads it. */
function errorOf(host: Element, name: string): string | undefined {
  const control = field(host, name);
  const id = control.getAttribute('aria-errormessage');
  if (!id || control.getAttribute('aria-invalid') !== 'true') return undefined;
  expect(control.getAttribute('aria-describedby')?.split(' ')).toContain(id);
  return host.shadowRoot!.getElementById(id)?.textContent ?? undefined;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function typeEmail(host: Element, email: string) {
  await userEvent.fill(field(host, 'email'), email);
}

async function submit(host: Element) {
  await userEvent.click($(host, '[part="submit"]')!);
}

async function untilSuccess(host: Element) {
  await vi.waitFor(() => expect($(host, '[part="success"]')).not.toBeNull());
  return $(host, '[part="success"]')!;
}

describe('<shop-newsletter-form>: what it shows', () => {
  it('given DE, shows headline, note, e-mail field, button, legal notice, links, age and footnote in German', async () => {
    const host = await mount('site="DE"');
    expect($(host, '[part="headline"]')!.textContent).toBe(
      'Jetzt Newsletter abonnieren und 10\u00a0% Rabatt sichern',
    );
    expect($(host, '.shop-newsletter-form__note')!.textContent).toBe(
      'Mit * gekennzeichnete Felder sind Pflichtfelder.',
    );
    await expect.element(page.getByRole('textbox', { name: 'E-Mail-Adresse' })).toBeVisible();
    expect(field(host, 'email').required).toBe(true);
    await expect.element(page.getByRole('button', { name: 'Abonnieren' })).toBeVisible();
    const legal = $(host, '[part="legal"]')!;
    expect(legal.textContent).toContain('Sie können sich jederzeit kostenlos abmelden');
    expect(legal.textContent).toContain(
      'Sie müssen mindestens 16 Jahre alt sein, um den Newsletter zu abonnieren.',
    );
    // The voucher footnote shows by default, with its conditions link.
    expect($(host, '.shop-newsletter-form__footnote')!.textContent).toContain(
      '* Der Gutschein über 10\u00a0% ist einmalig',
    );
    await expect
      .element(page.getByRole('link', { name: 'Gutscheinbedingungen' }))
      .toHaveAttribute('href', '/c/newsletter-gutscheinbedingungen');
  });

  it('with hide-voucher-footnote, leaves the footnote out', async () => {
    const host = await mount('hide-voucher-footnote');
    expect($(host, '.shop-newsletter-form__footnote')).toBeNull();
  });

  it('shows the round discount bubble, named for assistive technology: 10 %, in Turkey %10', async () => {
    await mount('site="DE"');
    await expect.element(page.getByRole('img', { name: '10\u00a0% Rabatt' })).toBeVisible();
    document.body.innerHTML = '';
    const tr = await mount('site="TR"');
    await expect.element(page.getByRole('img', { name: '%10 indirim' })).toBeVisible();
    expect($(tr, '[part="headline"]')!.textContent).toContain('%10');
  });

  it('given HU, speaks of the first purchase, writes 10%, and adds the Hungarian voucher text (§9)', async () => {
    const host = await mount('site="HU"');
    expect($(host, '[part="headline"]')!.textContent).toBe(
      'Iratkozzon fel most hírlevelünkre, és kapjon 10% kedvezményt első vásárlására',
    );
    expect($(host, '[part="legal"]')!.textContent).toContain(
      'A kupon a regisztrációt követő egy hónapig érvényes, és egyszer használható fel.',
    );
  });

  it('given TR, adds the Turkish deletion and stop-sending texts (§9)', async () => {
    const host = await mount('site="TR"');
    const legal = $(host, '[part="legal"]')!.textContent;
    expect(legal).toContain('Onaylanmamış kayıt verileri 14 gün içinde silinir.');
    expect(legal).toContain('2 yıl');
  });

  it.each([
    ['DE', 'Sie müssen mindestens 16 Jahre alt sein'],
    ['AT', 'Sie müssen mindestens 16 Jahre alt sein'],
    ['CH', 'Sie müssen mindestens 16 Jahre alt sein'],
    ['CH_FR', 'au moins 16 ans'],
    ['PL', 'po ukończeniu 16. roku życia'],
    ['CZ', 'alespoň 18 let'],
    ['HU', 'legalább 16 évesnek'],
    ['SK', 'aspoň 18 rokov'],
    ['TR', 'en az 16 yaşında'],
  ] as const)('given %s, states the minimum age in the site language: "%s"', async (site, text) => {
    const host = await mount(`site="${site}"`);
    expect($(host, '[part="legal"]')!.textContent).toContain(text);
  });

  it.each(SITE_CODES)('given %s, links the market pages (§2.1)', async (site) => {
    const host = await mount(`site="${site}"`);
    await userEvent.click(field(host, 'email'));
    const hrefs = $$<HTMLAnchorElement>(host, 'a').map((anchor) => anchor.getAttribute('href'));
    expect(hrefs).toContain('/privacy');
    expect(hrefs).toContain(site === 'TR' ? '/c/kisisel-pazarlama-acik-riza-metni' : '/contact');
    expect(hrefs).toContain(SITE_CONTENT[site].links.voucherConditions);
    const sample = ['/c/newsletter-beispiel', '/c/hirlevel-minta'];
    expect(hrefs.some((href) => sample.includes(href ?? ''))).toBe(
      ['DE', 'AT', 'HU'].includes(site),
    );
    expect(hrefs.includes('/c/e-bulten-bilgilendirme')).toBe(site === 'TR');
    expect(hrefs.includes('/c/ticari-elektronik-ileti-onayi')).toBe(site === 'TR');
  });

  it('given PL, shows every text in Polish', async () => {
    const host = await mount('site="PL"');
    await userEvent.click(field(host, 'email'));
    expect($(host, '[part="headline"]')!.textContent).toBe('10% rabatu za zapis do newslettera');
    await expect.element(page.getByRole('button', { name: 'Zapisz się' })).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: 'Adres e-mail' })).toBeVisible();
    expect(host.shadowRoot!.textContent).not.toMatch(/Rabatt|Abonnieren|Datenschutz/);
  });
});

describe('<shop-newsletter-form>: fields per country', () => {
  const expected: Record<SiteCode, string[]> = {
    DE: ['email', 'consents'],
    AT: ['email', 'salutation', 'firstName', 'lastName', 'consents'],
    CH: ['email', 'consents'],
    CH_FR: ['email', 'consents'],
    PL: ['email', 'consents'],
    CZ: ['email', 'consents'],
    // Hungarian names are written family name first.
    HU: ['email', 'salutation', 'lastName', 'firstName', 'consents'],
    SK: ['email', 'consents'],
    TR: ['email', 'firstName', 'lastName', 'consents', 'electronicMessageConsent'],
  };

  it.each(SITE_CODES)('given %s, shows the fields of its market once open', async (site) => {
    const host = await mount(`site="${site}"`);
    const names = $$<HTMLInputElement>(host, 'form [name]:not([name="verify-email"])').map(
      (control) => control.name,
    );
    expect(names).toEqual(expected[site]);
  });

  it('marks required fields: HU salutation and first name, TR first name and consent', async () => {
    const hu = await mount('site="HU"');
    expect(field(hu, 'salutation').required).toBe(true);
    expect(field(hu, 'firstName').required).toBe(true);
    expect(field(hu, 'lastName').required).toBe(false);
    document.body.innerHTML = '';
    const at = await mount('site="AT"');
    expect(field(at, 'salutation').required).toBe(false);
    expect(field(at, 'firstName').required).toBe(false);
    document.body.innerHTML = '';
    const tr = await mount('site="TR"');
    expect(field(tr, 'firstName').required).toBe(true);
    expect(field(tr, 'electronicMessageConsent').required).toBe(true);
    await userEvent.click(field(tr, 'email'));
    await expect
      .element(
        page.getByRole('checkbox', { name: 'Ticari elektronik ileti almayı kabul ediyorum.' }),
      )
      .toBeVisible();
  });

  it('orders the salutations MRS, MR, DIVERS, COMPANY, in the site language', async () => {
    const at = await mount('site="AT"');
    const options = (host: Element) =>
      [...(field(host, 'salutation') as HTMLSelectElement).options].map((option) => [
        option.value,
        option.text,
      ]);
    expect(options(at).slice(1)).toEqual([
      ['MRS', 'Frau'],
      ['MR', 'Herr'],
      ['DIVERS', 'Divers / keine Anrede'],
      ['COMPANY', 'Firma'],
    ]);
    document.body.innerHTML = '';
    const hu = await mount('site="HU"');
    expect(options(hu).slice(1)).toEqual([
      ['MRS', 'Hölgy'],
      ['MR', 'Úr'],
      ['DIVERS', 'Egyéb / nem kívánom megadni'],
      ['COMPANY', 'Cég'],
    ]);
  });
});

describe('<shop-newsletter-form>: opening the full form and the prefill', () => {
  it('starts closed and opens once the e-mail field is focused', async () => {
    const host = await mount('site="AT"');
    expect(isOpen(host)).toBe(false);
    expect(field(host, 'firstName').checkVisibility()).toBe(false);
    await userEvent.click(field(host, 'email'));
    expect(isOpen(host)).toBe(true);
    await expect.element(page.getByRole('textbox', { name: 'Vorname' })).toBeVisible();
  });

  it('without a LoginToken cookie, asks for no stored data', async () => {
    const host = await mount('site="AT"');
    await sleep(50);
    expect(requests(BASE_DATA)).toHaveLength(0);
    expect(field(host, 'email').value).toBe('');
  });

  it('with a LoginToken cookie, fills the form from the stored data and opens it', async () => {
    document.cookie = 'LoginToken=token-123; path=/';
    const host = await mount('site="AT"');
    await vi.waitFor(() => expect(field(host, 'email').value).toBe('anna.schmidt@example.com'));
    expect(field(host, 'salutation').value).toBe('MRS');
    expect(field(host, 'firstName').value).toBe('Anna');
    expect(field(host, 'lastName').value).toBe('Schmidt');
    expect(isOpen(host)).toBe(true);
    const [call] = requests(BASE_DATA);
    expect(call?.headers['X-LoginToken']).toBe('token-123');
  });

  it('given DE, fills only the e-mail field (names are not asked for there), and opens', async () => {
    document.cookie = 'LoginToken=token-123; path=/';
    const host = await mount('site="DE"');
    await vi.waitFor(() => expect(field(host, 'email').value).toBe('anna.schmidt@example.com'));
    expect(field(host, 'firstName')).toBeNull();
    expect(isOpen(host)).toBe(true);
  });

  it('when the stored data cannot be read, starts with an empty, closed form', async () => {
    document.cookie = 'LoginToken=token-123; path=/';
    setFaults([{ call: 'customerBaseData', kind: 'server-error' }]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const host = await mount('site="AT"');
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(field(host, 'email').value).toBe('');
    expect(field(host, 'firstName').value).toBe('');
    expect(isOpen(host)).toBe(false);
    warn.mockRestore();
  });
});

describe('<shop-newsletter-form>: validation (§5)', () => {
  it('checks the e-mail address on blur, not while typing, and ties the message to the field', async () => {
    const host = await mount();
    await userEvent.click(field(host, 'email'));
    await userEvent.type(field(host, 'email'), 'anna@');
    await sleep(30);
    expect(errorOf(host, 'email')).toBeUndefined();
    await userEvent.tab();
    await vi.waitFor(() =>
      expect(errorOf(host, 'email')).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.'),
    );
    // The message is in the polite live region that belongs to the field.
    const errorId = field(host, 'email').getAttribute('aria-errormessage')!;
    expect(host.shadowRoot!.getElementById(errorId)!.getAttribute('aria-live')).toBe('polite');
  });

  it('requires the e-mail address on blur', async () => {
    const host = await mount();
    await userEvent.click(field(host, 'email'));
    await userEvent.tab();
    await vi.waitFor(() =>
      expect(errorOf(host, 'email')).toBe('Bitte geben Sie Ihre E-Mail-Adresse ein.'),
    );
  });

  it('allows 256 characters in the e-mail address', async () => {
    const host = await mount();
    const tooLong = `${'a'.repeat(245)}@example.com`;
    expect(tooLong).toHaveLength(257);
    await typeEmail(host, tooLong);
    await userEvent.tab();
    await vi.waitFor(() =>
      expect(errorOf(host, 'email')).toBe(
        'Die E-Mail-Adresse darf höchstens 256 Zeichen lang sein.',
      ),
    );
    await typeEmail(host, tooLong.slice(1));
    await userEvent.tab();
    await vi.waitFor(() => expect(errorOf(host, 'email')).toBeUndefined());
  });

  it('clears a field’s error when the field gains focus', async () => {
    const host = await mount();
    await userEvent.click(field(host, 'email'));
    await userEvent.tab();
    await vi.waitFor(() => expect(errorOf(host, 'email')).toBeDefined());
    await userEvent.click(field(host, 'email'));
    expect(errorOf(host, 'email')).toBeUndefined();
  });

  it('checks names on change, 5 ms after the last change: invalid characters, web addresses, 40 characters', async () => {
    const host = await mount('site="AT"');
    await userEvent.click(field(host, 'email'));
    const firstName = field(host, 'firstName') as HTMLInputElement;
    // A change by script, so that nothing else waits in between: no error yet, then after 5 ms.
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setValue.call(firstName, 'Anna!');
    firstName.dispatchEvent(new Event('input', { bubbles: true }));
    await Promise.resolve();
    expect(errorOf(host, 'firstName')).toBeUndefined();
    await vi.waitFor(() =>
      expect(errorOf(host, 'firstName')).toBe('Dieses Feld enthält ungültige Zeichen.'),
    );
    await userEvent.fill(field(host, 'lastName'), 'www.billig-kaffee.de');
    await vi.waitFor(() =>
      expect(errorOf(host, 'lastName')).toBe('Webadressen sind hier nicht erlaubt.'),
    );
    await userEvent.fill(field(host, 'lastName'), 'Ä'.repeat(41));
    await vi.waitFor(() =>
      expect(errorOf(host, 'lastName')).toBe('Es sind höchstens 40 Zeichen erlaubt.'),
    );
    await userEvent.fill(field(host, 'lastName'), 'Ä'.repeat(40));
    await vi.waitFor(() => expect(errorOf(host, 'lastName')).toBeUndefined());
  });

  it('accepts names in any language with the allowed signs', async () => {
    const host = await mount('site="AT"');
    await userEvent.click(field(host, 'email'));
    await userEvent.fill(field(host, 'firstName'), "Zoë- Łucja O'Brien (Ω) & Co./2");
    await userEvent.tab();
    await sleep(30);
    expect(errorOf(host, 'firstName')).toBeUndefined();
  });

  it('stops at the first error: a scheme breaks the character rule before the web-address rule', async () => {
    const host = await mount('site="AT"');
    await userEvent.click(field(host, 'email'));
    await userEvent.fill(field(host, 'firstName'), 'https://spam.example');
    await vi.waitFor(() =>
      expect(errorOf(host, 'firstName')).toBe('Dieses Feld enthält ungültige Zeichen.'),
    );
  });

  it('given HU, requires salutation and first name, sends nothing, and focuses the first invalid field', async () => {
    const host = await mount('site="HU"');
    await typeEmail(host, 'agnes@example.hu');
    await submit(host);
    await vi.waitFor(() =>
      expect(errorOf(host, 'salutation')).toBe('Kérjük, válasszon megszólítást.'),
    );
    expect(errorOf(host, 'firstName')).toBe('Kérjük, adja meg keresztnevét.');
    expect(errorOf(host, 'lastName')).toBeUndefined();
    await vi.waitFor(() => expect(host.shadowRoot!.activeElement).toBe(field(host, 'salutation')));
    expect(requests(SIGN_UP_PRIVATE)).toHaveLength(0);
    // Choosing a salutation checks it again on change.
    await userEvent.selectOptions(field(host, 'salutation'), 'MR');
    await vi.waitFor(() => expect(errorOf(host, 'salutation')).toBeUndefined());
  });

  it('given AT, salutation and names are optional', async () => {
    const host = await mount('site="AT"');
    await typeEmail(host, 'anna@example.at');
    await submit(host);
    await untilSuccess(host);
    expect(requests(SIGN_UP_PRIVATE)[0]?.body).toEqual({
      email: 'anna@example.at',
      consents: [],
      origin: 'onsite',
      originAddition: 'subsite',
    });
  });

  it('given TR, requires the first name and the electronic-message consent, which checks on change', async () => {
    const host = await mount('site="TR"');
    await typeEmail(host, 'ayse@example.com.tr');
    await submit(host);
    await vi.waitFor(() =>
      expect(errorOf(host, 'electronicMessageConsent')).toBe(
        'Abone olmak için lütfen ticari elektronik ileti almayı kabul edin.',
      ),
    );
    expect(errorOf(host, 'firstName')).toBe('Lütfen adınızı girin.');
    expect(requests(SIGN_UP_PRIVATE)).toHaveLength(0);
    const consent = field(host, 'electronicMessageConsent');
    await userEvent.click(consent);
    await vi.waitFor(() => expect(errorOf(host, 'electronicMessageConsent')).toBeUndefined());
    await userEvent.click(consent);
    await vi.waitFor(() =>
      expect(errorOf(host, 'electronicMessageConsent')).toBe(
        'Abone olmak için lütfen ticari elektronik ileti almayı kabul edin.',
      ),
    );
  });

  it('with an empty e-mail field, the button opens the form, shows the error and focuses the field', async () => {
    const host = await mount('site="AT"');
    await submit(host);
    await vi.waitFor(() =>
      expect(errorOf(host, 'email')).toBe('Bitte geben Sie Ihre E-Mail-Adresse ein.'),
    );
    await vi.waitFor(() => expect(host.shadowRoot!.activeElement).toBe(field(host, 'email')));
    expect(isOpen(host)).toBe(true);
  });
});

describe('<shop-newsletter-form>: submitting (§4.1, §7)', () => {
  it('sends the sign-up with the site and page headers, shows the success with the address, and tells the page', async () => {
    const host = await mount('site="DE"');
    const events: CustomEvent<{ email: string }>[] = [];
    document.addEventListener('newsletter-success', (event) => events.push(event));
    await typeEmail(host, 'lena@example.de');
    await submit(host);
    const success = await untilSuccess(host);
    expect(success.textContent).toContain('Vielen Dank für Ihre Anmeldung!');
    expect(success.textContent).toContain(
      'Wir haben eine Bestätigungs-E-Mail an lena@example.de gesendet.',
    );
    expect($(host, 'form')).toBeNull();
    const [call] = requests(SIGN_UP_PRIVATE);
    expect(call?.method).toBe('POST');
    expect(call?.headers).toMatchObject({
      'X-Hunter-Site': 'DE',
      'X-Original-Address': location.href,
      'X-Requested-With': 'XMLHttpRequest',
      'Content-Type': 'application/json',
    });
    expect(call?.body).toEqual({
      email: 'lena@example.de',
      consents: [],
      origin: 'onsite',
      originAddition: 'subsite',
    });
    expect(events).toHaveLength(1);
    expect(events[0]?.detail).toEqual({ email: 'lena@example.de' });
    expect(events[0]?.composed).toBe(true);
    expect(dataLayer()).toContainEqual({
      event: 'sign_up',
      subject: 'newsletter',
      origin: 'onsite_subsite',
      type: 'ga4',
      emitter: 'newsletterservice',
    });
  });

  it('sends salutation, names and the DNE consent when given, with origin and origin-addition', async () => {
    const host = await mount('site="HU" origin="NEWSLETTER" origin-addition="footer"');
    await typeEmail(host, 'agnes@example.hu');
    await userEvent.selectOptions(field(host, 'salutation'), 'MRS');
    await userEvent.fill(field(host, 'firstName'), ' Ágnes ');
    await userEvent.click(field(host, 'consents'));
    await submit(host);
    await untilSuccess(host);
    expect(requests(SIGN_UP_PRIVATE)[0]?.body).toEqual({
      email: 'agnes@example.hu',
      salutation: 'MRS',
      firstName: 'Ágnes',
      consents: ['DNE'],
      origin: 'NEWSLETTER',
      originAddition: 'footer',
    });
    expect(requests(SIGN_UP_PRIVATE)[0]?.headers['X-Hunter-Site']).toBe('HU');
    expect(dataLayer()).toContainEqual(
      expect.objectContaining({ event: 'sign_up', origin: 'NEWSLETTER_footer' }),
    );
  });

  it('with internal, signs up through the internal base', async () => {
    const host = await mount('internal');
    await typeEmail(host, 'lena@example.de');
    await submit(host);
    await untilSuccess(host);
    expect(requests(SIGN_UP_INTERNAL)).toHaveLength(1);
    expect(requests(SIGN_UP_PRIVATE)).toHaveLength(0);
  });

  it('when the page already holds DNE, hides that consent and never sends it', async () => {
    const host = await mount(`consents='["DNE"]'`);
    await userEvent.click(field(host, 'email'));
    expect(field(host, 'consents')).toBeNull();
    await typeEmail(host, 'lena@example.de');
    await submit(host);
    await untilSuccess(host);
    expect(requests(SIGN_UP_PRIVATE)[0]?.body).toMatchObject({ consents: [] });
  });

  it.each(['AT', 'HU', 'TR'] as const)(
    'given %s and a page that holds DNE, locks salutation and names and does not check them',
    async (site) => {
      const host = await mount(`site="${site}" consents='["DNE"]'`);
      for (const name of ['salutation', 'firstName', 'lastName']) {
        const control = field(host, name);
        if (control) expect(control.disabled).toBe(true);
      }
      await typeEmail(host, 'kunde@example.com');
      if (site === 'TR') await userEvent.click(field(host, 'electronicMessageConsent'));
      await submit(host);
      await untilSuccess(host);
    },
  );

  it('given a consents attribute that is not a JSON array of strings, logs an error and offers DNE', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const host = await mount(`consents='"DNE"'`);
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('<shop-newsletter-form>: consents='),
    );
    await userEvent.click(field(host, 'email'));
    expect(field(host, 'consents')).not.toBeNull();
    error.mockRestore();
  });

  it('while sending, the button is loading, every field is disabled and the status says so', async () => {
    setFaults([{ call: 'newsletterSignUp', kind: 'hang' }]);
    const host = await mount('site="AT"');
    await typeEmail(host, 'anna@example.at');
    await submit(host);
    const button = $(host, '[part="submit"]')!;
    await vi.waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    for (const name of ['email', 'salutation', 'firstName', 'lastName', 'consents'])
      expect(field(host, name).disabled).toBe(true);
    expect($(host, '.shop-newsletter-form__status')!.textContent).toMatch(/^Wird abonniert\s…$/);
    // A second press (Playwright will not click an aria-disabled button, a shopper can).
    $(host, '[part="submit"]')!.click();
    form(host).requestSubmit();
    await sleep(50);
    expect(requests(SIGN_UP_PRIVATE)).toHaveLength(1);
  });

  it('when the service says the address is invalid, marks the e-mail field and focuses it', async () => {
    const host = await mount();
    await typeEmail(host, 'lena@invalid.example');
    await submit(host);
    await vi.waitFor(() =>
      expect(errorOf(host, 'email')).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.'),
    );
    expect($(host, '.shop-newsletter-form')!.dataset.result).toBe('ERROR_INVALID_EMAIL');
    expect($(host, '[part="error"]')).toBeNull();
    expect($(host, '[part="success"]')).toBeNull();
    // Focus moves in an effect after the error is on screen.
    await vi.waitFor(() => expect(host.shadowRoot!.activeElement).toBe(field(host, 'email')));
    expect(field(host, 'email').disabled).toBe(false);
  });

  it.each([
    ['a server error', { kind: 'server-error' as const }],
    ['a client error', { kind: 'client-error' as const, status: 400 }],
    ['an unreadable answer', { kind: 'unreadable' as const }],
  ])('on %s, shows the generic banner and keeps the form', async (_name, fault) => {
    setFaults([{ call: 'newsletterSignUp', ...fault }]);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const host = await mount();
    const events: Event[] = [];
    host.addEventListener('newsletter-success', (event) => events.push(event));
    await typeEmail(host, 'lena@example.de');
    await submit(host);
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent(
        'Aus technischen Gründen ist die Newsletter-Anmeldung derzeit nicht möglich. Bitte versuchen Sie es später noch einmal.',
      );
    expect(field(host, 'email').value).toBe('lena@example.de');
    expect(events).toHaveLength(0);
    expect(dataLayer().some((entry) => entry.event === 'sign_up')).toBe(false);
    error.mockRestore();
  });

  it('given a filled bot trap, sends nothing, reports success and resets the form', async () => {
    const host = await mount('site="AT"');
    const events: CustomEvent<{ email: string }>[] = [];
    host.addEventListener('newsletter-success', (event) => events.push(event));
    const trap = field(host, 'verify-email') as HTMLInputElement;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    await typeEmail(host, 'bot@example.com');
    await userEvent.fill(field(host, 'firstName'), 'Bot');
    await userEvent.fill(trap, 'bot@example.com');
    await submit(host);
    const success = await untilSuccess(host);
    expect(success.textContent).toContain('bot@example.com');
    expect(requests(SIGN_UP_PRIVATE)).toHaveLength(0);
    expect(events.map((event) => event.detail)).toEqual([{ email: 'bot@example.com' }]);
    expect($$<HTMLInputElement>(host, 'input').every((input) => input.value === '')).toBe(true);
    expect(dataLayer().some((entry) => entry.event === 'sign_up')).toBe(false);
  });

  it('given a script that sets the bot trap without typing, sends nothing and reports success', async () => {
    const host = await mount('site="AT"');
    await typeEmail(host, 'bot@example.com');
    // Form-filling scripts set the value property and submit: no input or change event fires.
    (field(host, 'verify-email') as HTMLInputElement).value = 'bot@example.com';
    await submit(host);
    const success = await untilSuccess(host);
    expect(success.textContent).toContain('bot@example.com');
    expect(requests(SIGN_UP_PRIVATE)).toHaveLength(0);
    expect(dataLayer().some((entry) => entry.event === 'sign_up')).toBe(false);
  });

  it('scrolls the success message into view and focuses it', async () => {
    const host = await mount('', '<div style="height: 2000px"></div>');
    await typeEmail(host, 'lena@example.de');
    window.scrollTo(0, 0);
    form(host).requestSubmit();
    const success = await untilSuccess(host);
    await vi.waitFor(() => {
      const box = success.getBoundingClientRect();
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    });
    await vi.waitFor(() => expect(host.shadowRoot!.activeElement).toBe(success));
  });

  it('with no-success-scroll, keeps the page where it is', async () => {
    const host = await mount('no-success-scroll', '<div style="height: 2000px"></div>');
    await typeEmail(host, 'lena@example.de');
    window.scrollTo(0, 0);
    form(host).requestSubmit();
    await untilSuccess(host);
    await sleep(300);
    expect(window.scrollY).toBe(0);
  });

  it('flags single-page-app mode, declared by <html data-shop-spa>, after each submission', async () => {
    document.documentElement.dataset.shopSpa = '';
    const host = await mount('site="CZ" origin-addition="footer"');
    await typeEmail(host, 'jana@example.cz');
    await submit(host);
    await untilSuccess(host);
    expect(dataLayer()).toContainEqual({
      event: 'newsletter_submission',
      client: 'shop-elements',
      origin: 'onsite',
      originAddition: 'footer',
      site: 'CZ',
      result: 'SUCCESS',
      spa: true,
    });
  });

  it('without the flag, reports spa: false', async () => {
    const host = await mount();
    await typeEmail(host, 'lena@example.de');
    await submit(host);
    await untilSuccess(host);
    expect(dataLayer()).toContainEqual(
      expect.objectContaining({ event: 'newsletter_submission', spa: false }),
    );
  });

  it('with show-success, shows the success message instead of the form', async () => {
    const host = await mount('show-success');
    await untilSuccess(host);
    expect($(host, 'form')).toBeNull();
    expect($(host, '[part="success"]')!.textContent).toContain('Vielen Dank für Ihre Anmeldung!');
  });
});

describe('<shop-newsletter-form>: double opt-in', () => {
  it('with doi-error, shows the link-invalid message until the e-mail field gains focus', async () => {
    const host = await mount('doi-error');
    const message = () => $(host, '[part="doi-message"]');
    expect(message()?.textContent).toBe(
      'Dieser Link ist nicht mehr gültig. Bitte melden Sie sich erneut für den Newsletter an.',
    );
    await userEvent.click(field(host, 'email'));
    expect(message()).toBeNull();
  });

  it('with a valid doi-token, reads the subscriber, confirms and tells the page', async () => {
    const events: CustomEvent<{ email: string }>[] = [];
    document.addEventListener('newsletter-confirmed', (event) => events.push(event));
    const host = await mount('site="AT" doi-token="valid-token"');
    await vi.waitFor(() =>
      expect($(host, '[part="doi-message"]')?.textContent).toBe(
        'Ihre Newsletter-Anmeldung ist bestätigt. Herzlich willkommen!',
      ),
    );
    // The sign-up form gives way; the interests to choose follow (see below).
    expect($(host, '[part="form"]')).toBeNull();
    const calls = requests().filter((call) => call.url.pathname.includes('valid-token'));
    expect(calls.map((call) => [call.method, call.url.pathname])).toEqual([
      ['GET', '/service/newsletter/api/private/newsletter-subscribers/valid-token'],
      ['PUT', '/service/newsletter/api/private/newsletter-subscribers/valid-token/doi'],
    ]);
    expect(calls[0]?.headers['X-Hunter-Site']).toBe('AT');
    expect(calls[1]?.headers).toMatchObject({
      'X-Hunter-Site': 'AT',
      'X-Original-Address': location.href,
    });
    expect(events.map((event) => event.detail)).toEqual([{ email: 'anna.schmidt@example.com' }]);
  });

  it('with an unknown doi-token, shows the link-invalid message with the form to sign up again', async () => {
    const host = await mount('doi-token="expired-token"');
    await vi.waitFor(() =>
      expect($(host, '[part="doi-message"]')?.textContent).toBe(
        'Dieser Link ist nicht mehr gültig. Bitte melden Sie sich erneut für den Newsletter an.',
      ),
    );
    expect($(host, 'form')).not.toBeNull();
    expect(requests().some((call) => call.method === 'PUT')).toBe(false);
    await userEvent.click(field(host, 'email'));
    expect($(host, '[part="doi-message"]')).toBeNull();
  });

  it('when confirming fails with an expired link (410), shows the link-invalid message', async () => {
    setFaults([{ call: 'newsletterConfirm', kind: 'client-error', status: 410 }]);
    const host = await mount('doi-token="valid-token"');
    await vi.waitFor(() => expect($(host, '[part="doi-message"]')?.dataset.doi).toBe('invalid'));
  });

  it('when the service fails, shows the generic banner and the form', async () => {
    setFaults([{ call: 'newsletterSubscriber', kind: 'server-error' }]);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const host = await mount('doi-token="valid-token"');
    await expect.element(page.getByRole('alert')).toBeVisible();
    expect($(host, 'form')).not.toBeNull();
    error.mockRestore();
  });
});

describe('<shop-newsletter-form>: the interests after the double opt-in (§3.1, §7)', () => {
  /** A token as the service may send it (base64): its `/`, `+` and `=` must be encoded. */
  const TOKEN = 'Zg4/+k==';
  const UPDATE = '/service/newsletter/api/private/newsletter-subscribers/Zg4%2F%2Bk%3D%3D';
  const updates = () =>
    requests().filter((call) => call.method === 'PUT' && call.url.pathname === UPDATE);
  const interestsForm = (host: Element) => $<HTMLFormElement>(host, '[part="interests"]');
  const box = (host: Element, category: string) =>
    $<HTMLInputElement>(host, `[name="interests"][value="${category}"]`)!;
  const labelOf = (host: Element, input: HTMLInputElement) =>
    host.shadowRoot!.querySelector(`label[for="${input.id}"]`)?.textContent;

  async function confirmed(attributes = '') {
    const host = await mount(`doi-token="${TOKEN}" ${attributes}`);
    await vi.waitFor(() => expect(interestsForm(host)).not.toBeNull());
    return host;
  }

  async function choose(host: Element, ...categories: string[]) {
    for (const category of categories) await userEvent.click(box(host, category));
  }

  async function save(host: Element) {
    await userEvent.click($(host, '[part="interests-submit"]')!);
  }

  it('given a confirmed double opt-in, offers the thirteen categories as optional, unticked checkboxes in German', async () => {
    const host = await confirmed();
    const form = interestsForm(host)!;
    const headline = form.querySelector('h2')!;
    expect(headline.textContent).toBe(de['newsletter.interests.headline']);
    expect(host.shadowRoot!.getElementById(form.getAttribute('aria-labelledby')!)).toBe(headline);
    expect(
      host.shadowRoot!.getElementById(form.getAttribute('aria-describedby')!)?.textContent,
    ).toBe(de['newsletter.interests.intro']);
    const boxes = $$<HTMLInputElement>(host, '[name="interests"]');
    expect(boxes.map((input) => input.value)).toEqual([...INTEREST_CATEGORIES]);
    expect(boxes.map((input) => labelOf(host, input))).toEqual(
      INTEREST_CATEGORIES.map((category) => de[`newsletter.interest.${category}`]),
    );
    expect(
      boxes.every((input) => input.type === 'checkbox' && !input.checked && !input.required),
    ).toBe(true);
    expect($(host, '[part="interests-submit"]')!.textContent).toBe(de['newsletter.interests.save']);
    // The confirmation stays above the choice.
    expect($(host, '[part="doi-message"]')?.dataset.doi).toBe('confirmed');
    expect(updates()).toHaveLength(0);
  });

  it('given PL, offers them in Polish', async () => {
    const host = await confirmed('site="PL"');
    expect(
      $$<HTMLInputElement>(host, '[name="interests"]').map((input) => labelOf(host, input)),
    ).toEqual(INTEREST_CATEGORIES.map((category) => pl[`newsletter.interest.${category}`]));
    expect(interestsForm(host)!.querySelector('h2')!.textContent).toBe(
      pl['newsletter.interests.headline'],
    );
  });

  it('when categories are chosen and saved, sends the choice to the encoded token with the site and page headers, then confirms', async () => {
    const host = await confirmed('site="AT"');
    await choose(host, 'STORE', 'COFFEE', 'KITCHEN');
    await userEvent.click(box(host, 'STORE'));
    await save(host);
    const saved = await vi.waitFor(() => {
      const message = $(host, '[part="interests-saved"]');
      expect(message).not.toBeNull();
      return message!;
    });
    expect(saved.textContent).toBe(de['newsletter.interests.saved']);
    expect(interestsForm(host)).toBeNull();
    await vi.waitFor(() => expect(host.shadowRoot!.activeElement).toBe(saved));
    const [update, ...more] = updates();
    expect(more).toHaveLength(0);
    expect(update!.body).toEqual({ interests: ['KITCHEN', 'COFFEE'] });
    expect(update!.headers).toMatchObject({
      'X-Hunter-Site': 'AT',
      'X-Original-Address': location.href,
      'Content-Type': 'application/json',
    });
    expect($(host, '[part="error"]')).toBeNull();
  });

  it('while saving, the boxes are disabled, the button is loading and the status says so', async () => {
    setFaults([{ call: 'newsletterUpdate', kind: 'hang' }]);
    const host = await confirmed();
    await choose(host, 'SPORT');
    await save(host);
    await vi.waitFor(() =>
      expect($(host, '[part="interests-submit"]')).toHaveAttribute('aria-busy', 'true'),
    );
    expect($$<HTMLInputElement>(host, '[name="interests"]').every((input) => input.disabled)).toBe(
      true,
    );
    expect(interestsForm(host)!.querySelector('[role="status"]')!.textContent).toBe(
      de['newsletter.interests.saving'],
    );
  });

  /** Makes the next save fail in the way named; returns what brings the service back. */
  const FAILURES = {
    'a 4xx answer': () =>
      setFaults([{ call: 'newsletterUpdate', kind: 'client-error', status: 404 }]),
    'a 5xx answer': () =>
      setFaults([{ call: 'newsletterUpdate', kind: 'server-error', status: 503 }]),
    'a network failure': () =>
      worker.use(
        http.put('/service/newsletter/api/:access/newsletter-subscribers/:token', () =>
          HttpResponse.error(),
        ),
      ),
    'no answer until the call limit': () => setFaults([{ call: 'newsletterUpdate', kind: 'hang' }]),
  } as const;

  it.each(Object.keys(FAILURES) as (keyof typeof FAILURES)[])(
    'on %s, shows the generic error, keeps the choice, and saves it when sent again',
    async (failure) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const host = await confirmed();
      await choose(host, 'WOMEN_FASHION', 'TCHIBO_CARD');
      FAILURES[failure]();
      if (failure === 'no answer until the call limit') {
        vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
        try {
          await save(host);
          await until(() => expect(updates()).toHaveLength(1));
          // The limit's timer is set just before the call goes out; let the request settle in.
          await pause(50);
          await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
        } finally {
          vi.useRealTimers();
        }
      } else {
        await save(host);
      }
      await expect
        .element(page.getByRole('alert'))
        .toHaveTextContent(de['newsletter.errorGeneric']);
      const chosen = $$<HTMLInputElement>(host, '[name="interests"]')
        .filter((input) => input.checked)
        .map((input) => input.value);
      expect(chosen).toEqual(['WOMEN_FASHION', 'TCHIBO_CARD']);
      expect($$<HTMLInputElement>(host, '[name="interests"]').some((input) => input.disabled)).toBe(
        false,
      );
      expect($(host, '[part="interests-saved"]')).toBeNull();
      expect(error).toHaveBeenCalledWith(expect.stringContaining('interests could not be saved'));

      // The service is back: the same choice goes again, and the error goes with the new try.
      clearFaults();
      worker.resetHandlers();
      await save(host);
      await vi.waitFor(() => expect($(host, '[part="interests-saved"]')).not.toBeNull());
      expect($(host, '[part="error"]')).toBeNull();
      expect(updates().map((update) => update.body)).toEqual([
        { interests: ['WOMEN_FASHION', 'TCHIBO_CARD'] },
        { interests: ['WOMEN_FASHION', 'TCHIBO_CARD'] },
      ]);
      error.mockRestore();
    },
  );

  it.each(['..', '.'])(
    'given doi-token="%s", refuses it: no call, no interests, the link-invalid message',
    async (token) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const host = await mount(`doi-token="${token}"`);
      await vi.waitFor(() => expect($(host, '[part="doi-message"]')?.dataset.doi).toBe('invalid'));
      await sleep(50);
      expect(interestsForm(host)).toBeNull();
      expect(requests().some((call) => call.url.pathname.includes('newsletter-subscribers'))).toBe(
        false,
      );
      expect(error).toHaveBeenCalledWith(expect.stringContaining('doi-token'));
      error.mockRestore();
    },
  );

  it('given an unknown token, offers no interests (the link-invalid message and the form show)', async () => {
    const host = await mount('doi-token="expired-token"');
    await vi.waitFor(() => expect($(host, '[part="doi-message"]')?.dataset.doi).toBe('invalid'));
    expect(interestsForm(host)).toBeNull();
    expect(requests().some((call) => call.method === 'PUT')).toBe(false);
  });

  it('without doi-token (the ordinary page), offers no interests and sends nothing', async () => {
    const host = await mount();
    await sleep(50);
    expect(interestsForm(host)).toBeNull();
    expect($(host, '[part="form"]')).not.toBeNull();
    expect(requests()).toHaveLength(0);
  });
});

describe('<shop-newsletter-form>: the picture (§2.1)', () => {
  const withPictures = `image-large="${LARGE_IMAGE}" image-medium="${MEDIUM_IMAGE}"`;

  it('offers {token} for 1024 px and more and {hash} for 767 px and more, loaded lazily', async () => {
    const host = await mount(withPictures);
    const sources = $$<HTMLSourceElement>(host, 'picture source').map((source) => [
      source.media,
      source.srcset,
    ]);
    expect(sources).toEqual([
      ['(min-width: 1024px)', LARGE_IMAGE],
      ['(min-width: 767px)', MEDIUM_IMAGE],
    ]);
    const image = $<HTMLImageElement>(host, 'picture img')!;
    expect(image.loading).toBe('lazy');
    expect(image.alt).toBe('Kaffeetasse und Newsletter auf einem Smartphone');
    await vi.waitFor(() => expect(image.currentSrc).toContain(LARGE_IMAGE));
  });

  it('below 1024 px shows the medium file', async () => {
    await page.viewport(800, 768);
    const host = await mount(withPictures);
    const image = $<HTMLImageElement>(host, 'picture img')!;
    await vi.waitFor(() => expect(image.currentSrc).toContain(MEDIUM_IMAGE));
    expect(image.getBoundingClientRect().width).toBeGreaterThan(0);
  });

  /** Whether the page fetched the file (a unique address per test, so no cache answers). */
  const fetched = (url: string) =>
    performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(url));
  // The page's resource timing buffer holds 250 entries; the tests above fill it.
  beforeEach(() => performance.clearResourceTimings());

  it('below 767 px shows no picture, only the bubble, and loads none', async () => {
    await page.viewport(375, 768);
    const large = `${LARGE_IMAGE}?small-screen`;
    const medium = `${MEDIUM_IMAGE}?small-screen`;
    const host = await mount(`image-large="${large}" image-medium="${medium}"`);
    const image = $<HTMLImageElement>(host, 'picture img')!;
    await sleep(300);
    expect(image.getBoundingClientRect().width).toBe(0);
    expect(fetched(large) || fetched(medium)).toBe(false);
    await expect.element(page.getByRole('img', { name: '10\u00a0% Rabatt' })).toBeVisible();
  });

  it('loads nothing until the picture nears the viewport', async () => {
    const large = `${LARGE_IMAGE}?lazy`;
    const host = await mount(
      `image-large="${large}" image-medium="${MEDIUM_IMAGE}?lazy"`,
      '<div style="height: 4000px"></div>',
    );
    const image = $<HTMLImageElement>(host, 'picture img')!;
    await sleep(300);
    expect(fetched(large)).toBe(false);
    host.scrollIntoView();
    await vi.waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
    expect(fetched(large)).toBe(true);
  });
});
