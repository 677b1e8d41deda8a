/**
 * The consent-management script (spec §7; docs/editors/02-page-configuration.mdx, `consentScript`): the
 * first header of a page loads it once, async, with the page's CSP nonce; without an address
 * nothing loads; a failed load logs one console error and the header works on.
 */
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../src/elements/generated/entries/shop-header';
import '../../../src/elements/generated/entries/shop-footer';
import { translatorFor } from '../../../src/i18n/translator';
import { setPageConfig } from '../../../src/page-runtime/page-config';
import { forgetPageSingleton } from '../../../src/page-runtime/page-singleton';
import { SHOP_PATHS } from '../../../src/services/http/shop-api';
import { startLoginTokenService } from '../../../src/services/login/login-token-service';
import { SITES } from '../../../src/sites/sites';
import { jwt } from '../../support/jwt';
import { setUpFakeBackend } from '../../support/fake-backend-worker';
import { queryDeep } from '../../support/nested-shadow-roots';
import { pause, until } from '../../support/real-time';

const worker = setUpFakeBackend();
const de = translatorFor(SITES.DE.locale);

const CONSENT_PATH = '/consent-test/cmp.js';
const MISSING_PATH = '/consent-test/missing.js';

/** How often the fake consent script ran on this page. */
type ConsentWindow = Window & { consentScriptRuns?: number };
const runs = () => (window as ConsentWindow).consentScriptRuns ?? 0;

const addedScripts = () => [
  ...document.head.querySelectorAll<HTMLScriptElement>('script[src*="/consent-test/"]'),
];

const cleanups: (() => void)[] = [];
let errors: ReturnType<typeof vi.spyOn>;
let notes: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  errors = vi.spyOn(console, 'error');
  notes = vi.spyOn(console, 'info');
  worker.use(
    http.get(
      CONSENT_PATH,
      () =>
        new HttpResponse('window.consentScriptRuns = (window.consentScriptRuns || 0) + 1;', {
          headers: { 'Content-Type': 'text/javascript' },
        }),
    ),
    http.get(MISSING_PATH, () => new HttpResponse('not found', { status: 404 })),
  );
});

afterEach(async () => {
  for (const undo of cleanups.splice(0)) undo();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  for (const script of addedScripts()) script.remove();
  delete (window as ConsentWindow).consentScriptRuns;
  setPageConfig(undefined);
  await pause(0);
  forgetPageSingleton('consent-script');
  forgetPageSingleton('personal-data');
  forgetPageSingleton('promotions');
  forgetPageSingleton('flyouts');
});

async function mountHeaders(markup: string): Promise<HTMLElement[]> {
  document.body.insertAdjacentHTML('beforeend', markup);
  const hosts = [...document.querySelectorAll<HTMLElement>('shop-header')];
  // 15 s: the first headers of a file load cold code, which takes seconds on a busy machine.
  for (const host of hosts)
    await until(() => expect(host.matches(':state(settled)')).toBe(true), 15_000);
  return hosts;
}

/** A `<meta property="csp-nonce">` or other element in the head, removed after the test. */
function inHead(markup: string): void {
  document.head.insertAdjacentHTML('beforeend', markup);
  const element = document.head.lastElementChild as Element;
  cleanups.push(() => element.remove());
}

const consentMessages = (spy: ReturnType<typeof vi.spyOn>) =>
  spy.mock.calls
    .map((call: unknown[]) => String(call[0]))
    .filter((message: string) => message.includes('consent'));
const consentErrors = () => consentMessages(errors);
const consentNotes = () => consentMessages(notes);

describe('the consent-management script', () => {
  describe('given consentScript in the page configuration and two headers', () => {
    it('loads it once, async, in the head, and it runs once', async () => {
      setPageConfig({ consentScript: CONSENT_PATH });
      await mountHeaders(
        '<shop-header site="DE"></shop-header><shop-header site="DE"></shop-header>',
      );
      await until(() => expect(runs()).toBe(1));
      const scripts = addedScripts();
      expect(scripts).toHaveLength(1);
      expect(scripts[0]?.getAttribute('src')).toBe(CONSENT_PATH);
      expect(scripts[0]?.async).toBe(true);
      await pause(200);
      expect(runs()).toBe(1);
      expect(consentErrors()).toEqual([]);
    });

    it('by site code, loads the header site’s script', async () => {
      setPageConfig({ consentScript: { DE: MISSING_PATH, PL: CONSENT_PATH } });
      await mountHeaders('<shop-header site="PL"></shop-header>');
      await until(() => expect(runs()).toBe(1));
      expect(addedScripts().map((script) => script.getAttribute('src'))).toEqual([CONSENT_PATH]);
    });

    it('in the checkout (reduced) header too', async () => {
      setPageConfig({ consentScript: CONSENT_PATH });
      await mountHeaders('<shop-header site="DE" reduced="true"></shop-header>');
      await until(() => expect(runs()).toBe(1));
    });
  });

  describe('given the page has a CSP nonce', () => {
    it('from <meta property="csp-nonce">, the script carries it', async () => {
      inHead('<meta property="csp-nonce" nonce="n0nce-from-meta">');
      setPageConfig({ consentScript: CONSENT_PATH });
      await mountHeaders('<shop-header site="DE"></shop-header>');
      await until(() => expect(addedScripts()).toHaveLength(1));
      expect(addedScripts()[0]?.nonce).toBe('n0nce-from-meta');
    });

    it('from a script of the page, the script carries it', async () => {
      inHead('<script type="application/json" nonce="n0nce-of-page">{}</script>');
      setPageConfig({ consentScript: CONSENT_PATH });
      await mountHeaders('<shop-header site="DE"></shop-header>');
      await until(() => expect(addedScripts()).toHaveLength(1));
      expect(addedScripts()[0]?.nonce).toBe('n0nce-of-page');
    });
  });

  describe('given no consentScript (the spec names no address to fall back on)', () => {
    it('loads nothing, and one console message tells the page’s developer where to name it', async () => {
      const scriptsBefore = document.querySelectorAll('script').length;
      await mountHeaders(
        '<shop-header site="DE"></shop-header><shop-header site="DE"></shop-header>',
      );
      await pause(200);
      expect(document.querySelectorAll('script')).toHaveLength(scriptsBefore);
      expect(consentErrors()).toEqual([]);
      expect(consentNotes()).toHaveLength(1);
      expect(consentNotes()[0]).toContain('DE');
      expect(consentNotes()[0]).toContain('consentScript');
    });

    it('given only other sites’ scripts, loads nothing for this site and says so', async () => {
      setPageConfig({ consentScript: { PL: CONSENT_PATH } });
      await mountHeaders('<shop-header site="DE"></shop-header>');
      await pause(200);
      expect(addedScripts()).toEqual([]);
      expect(consentNotes()).toHaveLength(1);
    });
  });

  describe('given a page without a header (a footer alone, or Hunter-Content: no_header)', () => {
    it('the footer loads the site’s script, once, however many footers', async () => {
      setPageConfig({ consentScript: { AT: CONSENT_PATH } });
      document.body.insertAdjacentHTML(
        'beforeend',
        '<shop-footer site="AT"></shop-footer><shop-footer site="AT"></shop-footer>',
      );
      await until(() => expect(runs()).toBe(1), 15_000);
      expect(addedScripts().map((script) => new URL(script.src).pathname)).toEqual([CONSENT_PATH]);
      await pause(200);
      expect(runs()).toBe(1);
    });

    it('given a login token due for renewal, the footer renews it, once', async () => {
      setPageConfig({ consentScript: CONSENT_PATH });
      const renewals: string[] = [];
      worker.use(
        http.post(SHOP_PATHS.loginTokenRenew, () => {
          renewals.push('renew');
          return new HttpResponse(null, { status: 201 });
        }),
      );
      const now = Math.floor(Date.now() / 1000);
      document.cookie = `LoginToken=${jwt({ exp: now + 3600, ren: now - 60, lid: true })}; path=/`;
      cleanups.push(() => {
        startLoginTokenService().stop();
        forgetPageSingleton('login-token-service');
        document.cookie = 'LoginToken=; path=/; max-age=0';
      });
      document.body.insertAdjacentHTML('beforeend', '<shop-footer site="DE"></shop-footer>');
      await until(() => expect(renewals).toEqual(['renew']), 15_000);
      await pause(300);
      expect(renewals).toEqual(['renew']);
    });

    it('a header and a footer together load it once', async () => {
      setPageConfig({ consentScript: CONSENT_PATH });
      document.body.insertAdjacentHTML(
        'beforeend',
        '<shop-header site="DE"></shop-header><shop-footer site="DE"></shop-footer>',
      );
      await until(() => expect(runs()).toBe(1), 15_000);
      await pause(200);
      expect(addedScripts()).toHaveLength(1);
    });
  });

  describe('given an address that is not http(s) or relative', () => {
    it('loads nothing and logs one console error', async () => {
      errors.mockImplementation(() => {});
      setPageConfig({ consentScript: 'javascript:alert(1)' });
      await mountHeaders(
        '<shop-header site="DE"></shop-header><shop-header site="DE"></shop-header>',
      );
      await pause(200);
      expect(document.head.querySelector('script[src^="javascript"]')).toBeNull();
      expect(consentErrors()).toHaveLength(1);
    });
  });

  describe('given the script fails to load', () => {
    it('logs one console error, and the header works on', async () => {
      errors.mockImplementation(() => {});
      setPageConfig({ consentScript: MISSING_PATH });
      const [host] = await mountHeaders(
        '<shop-header site="DE"></shop-header><shop-header site="DE"></shop-header>',
      );
      await until(() => expect(consentErrors()).toHaveLength(1));
      expect(consentErrors()[0]).toContain(MISSING_PATH);
      await pause(200);
      expect(consentErrors()).toHaveLength(1);
      const root = host?.shadowRoot as ShadowRoot;
      expect(
        root.querySelector('.shop-header:not(.shop-header--reduced):not([data-pending])'),
      ).not.toBeNull();
      expect(root.querySelector(`a[aria-label="${de.t('header.login')}"]`)).not.toBeNull();
      expect(queryDeep(root, 'input[role="combobox"]')).not.toBeNull();
    });
  });
});
