/**
 * Logging in from a page (the header's guide, `shop-header.docs.mdx`): after `login()` resolves
 * SUCCESS, every header of the page shows the customer, without a reload.
 */
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import '../../../src/elements/generated/entries/shop-header';
import { translatorFor } from '../../../src/i18n/translator';
import { forgetPageSingleton } from '../../../src/page-runtime/page-singleton';
import { login } from '../../../src/services/login/login';
import { SHOP_PATHS } from '../../../src/services/http/shop-api';
import { SITES } from '../../../src/sites/sites';
import {
  FAKE_LOGIN_EMAIL,
  FAKE_LOGIN_PASSWORD,
  loginAccepted,
} from '../../fake-backend/fixtures/login';
import { personalData as fakePersonalData } from '../../fake-backend/fixtures/personal-data';
import { setUpFakeBackend } from '../../support/fake-backend-worker';
import { pause, until } from '../../support/real-time';

const worker = setUpFakeBackend();

/** The cookie the fake psdata answers by (`fixtures/personal-data.ts`). */
const FAKE_LOGIN_COOKIE = 'FakeLogin';

const de = translatorFor(SITES.DE.locale);
const customer = fakePersonalData({
  [FAKE_LOGIN_COOKIE]: 'LOGGED_IN',
  FakeShopSite: 'DE',
  FakeMember: 'community,loyalty',
}).customer as NonNullable<ReturnType<typeof fakePersonalData>['customer']>;

const dropCookie = (name: string) => {
  document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
};

beforeEach(async () => {
  dropCookie(FAKE_LOGIN_COOKIE);
  // As the shop's login service does, a successful login sets the login cookie psdata reads.
  worker.use(
    http.post(SHOP_PATHS.login, async ({ request }) => {
      const body = (await request.json()) as { email?: string; password?: string };
      if (!loginAccepted(body.email, body.password))
        return HttpResponse.json({ status: 'UNAUTHORIZED' }, { status: 401 });
      document.cookie = `${FAKE_LOGIN_COOKIE}=LOGGED_IN; path=/`;
      return HttpResponse.json({ status: 'SUCCESS' });
    }),
  );
  // The customer who logs in is a member of both programmes: their links appear with the login.
  document.cookie = 'FakeMember=community%2Cloyalty; path=/';
  await page.viewport(1024, 768);
  await userEvent.hover(document.documentElement, { position: { x: 1000, y: 740 }, force: true });
});

afterEach(async () => {
  dropCookie(FAKE_LOGIN_COOKIE);
  dropCookie('FakeMember');
  document.body.innerHTML = '';
  await pause(0);
  forgetPageSingleton('personal-data');
  forgetPageSingleton('promotions');
  forgetPageSingleton('flyouts');
});

async function mountTwoHeaders(): Promise<HTMLElement[]> {
  document.body.insertAdjacentHTML(
    'beforeend',
    '<shop-header site="DE"></shop-header><shop-header site="DE"></shop-header>',
  );
  const hosts = [...document.querySelectorAll<HTMLElement>('shop-header')];
  for (const host of hosts) {
    await until(() =>
      expect(
        host.shadowRoot?.querySelector(
          '.shop-header:not(.shop-header--reduced):not([data-pending])',
        ),
      ).not.toBeNull(),
    );
  }
  return hosts;
}

const accountLink = (host: HTMLElement) =>
  host.shadowRoot?.querySelector<HTMLAnchorElement>('.shop-header__account a') ?? null;
const greetingText = (host: HTMLElement) =>
  host.shadowRoot?.querySelector('.shop-header__row--nav .shop-header__greeting-text')?.textContent;

describe('shop-header and login()', () => {
  describe('given two headers showing a visitor', () => {
    it('when login() resolves SUCCESS, both show the customer without a reload: greeting, beans, members’ links, account icon and label', async () => {
      const hosts = await mountTwoHeaders();
      for (const host of hosts) {
        await until(() =>
          expect(accountLink(host)?.getAttribute('aria-label')).toBe(de.t('header.login')),
        );
        expect(accountLink(host)?.querySelector('svg')?.dataset.icon).toBe('user');
        expect(greetingText(host)).toBe(de.t('header.greetingAnonymous'));
      }

      await expect(login({ email: FAKE_LOGIN_EMAIL, password: FAKE_LOGIN_PASSWORD })).resolves.toBe(
        'SUCCESS',
      );

      const name = `${customer.firstname} ${customer.lastname}`;
      for (const host of hosts) {
        await until(() =>
          expect(accountLink(host)?.getAttribute('aria-label')).toBe(de.t('header.showProfile')),
        );
        expect(accountLink(host)?.querySelector('svg')?.dataset.icon).toBe('user-check');
        expect(greetingText(host)).toBe(de.t('header.greeting', { name }));
        expect(
          host.shadowRoot?.querySelector('.shop-header__row--nav .shop-header__beans')?.textContent,
        ).toBe(de.plural('header.loyaltyBeans', customer.loyaltyBeans));
        // The members' links sit in the account's icon flyout.
        const toggle = host.shadowRoot?.querySelector<HTMLButtonElement>(
          '.shop-header__account .shop-header__flyout-toggle',
        );
        toggle?.click();
        await until(() => expect(toggle?.getAttribute('aria-expanded')).toBe('true'));
        const panel = host.shadowRoot?.querySelector('.shop-header__account-panel');
        const links = [...(panel?.querySelectorAll('a') ?? [])].map((link) => link.textContent);
        expect(links).toEqual(
          expect.arrayContaining([
            de.t('header.myBeanAccount'),
            de.t('header.myLoyaltyCard'),
            de.t('header.showProfile'),
          ]),
        );
        toggle?.click();
        await until(() => expect(toggle?.getAttribute('aria-expanded')).toBe('false'));
      }
    });

    it('when login() resolves UNAUTHORIZED, both still show the visitor', async () => {
      const hosts = await mountTwoHeaders();
      for (const host of hosts)
        await until(() =>
          expect(accountLink(host)?.getAttribute('aria-label')).toBe(de.t('header.login')),
        );
      await expect(login({ email: FAKE_LOGIN_EMAIL, password: 'falsch' })).resolves.toBe(
        'UNAUTHORIZED',
      );
      await pause(300);
      for (const host of hosts) {
        expect(accountLink(host)?.getAttribute('aria-label')).toBe(de.t('header.login'));
        expect(greetingText(host)).toBe(de.t('header.greetingAnonymous'));
      }
    });
  });
});
