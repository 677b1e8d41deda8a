import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import '../../../src/elements/generated/entries/shop-footer';
import { browserNavigation } from '../../../src/elements/shop-country-switcher/country-sites';
import { readFooterAnswer } from '../../../src/services/footer-content/read-footer-answer';
import { footerLogoPath } from '../../../src/elements/shop-footer/footer-logos';
import type { ShopFooterElement } from '../../../src/elements/generated/element-typings';
import { translatorFor } from '../../../src/i18n/translator';
import { setPageConfig } from '../../../src/page-runtime/page-config';
import { shopApi } from '../../../src/services/http/shop-api';
import type { FooterContent } from '../../../src/services/wire/footer';
import { SITES, SITE_CODES, type SiteCode } from '../../../src/sites/sites';
import { setFaults } from '../../fake-backend/faults';
import { footerContent } from '../../fake-backend/fixtures/footer';
// Renamed: a Vitest setup helper, not a React hook (the hooks lint rule goes by the name).
import { setUpFakeBackend } from '../../support/fake-backend-worker';
import { stubCookies } from '../../support/stubbed-cookies';

setUpFakeBackend();

const FOOTER_PATH = '/service/promotion/api/promotion/SHOP_FOOTER';

let restoreCookies: (() => void) | undefined;

/** Cookies for this test alone (see stubCookies). */
function withCookies(cookies: string) {
  restoreCookies = stubCookies(cookies);
}

afterEach(() => {
  document.documentElement.removeAttribute('data-shop-platform');
  restoreCookies?.();
  restoreCookies = undefined;
  vi.restoreAllMocks();
});

function mount(attributes = ''): ShopFooterElement {
  document.body.insertAdjacentHTML('beforeend', `<shop-footer ${attributes}></shop-footer>`);
  return document.querySelector('shop-footer') as ShopFooterElement;
}

function shadow(host: HTMLElement): ShadowRoot {
  if (!host.shadowRoot) throw new Error('no shadow root');
  return host.shadowRoot;
}

const footerOf = (host: HTMLElement) => shadow(host).querySelector<HTMLElement>('footer');

async function loaded(host: HTMLElement, status: 'loaded' | 'none' = 'loaded') {
  // 15 s: the first footer of a file loads cold code, which takes seconds on a busy machine.
  await vi.waitFor(() => expect(footerOf(host)?.dataset.content).toBe(status), {
    timeout: 15_000,
  });
}

/**
 * The shadow root of the footer's `<shop-country-switcher>` (an element of its own, with its
 * own root), once the switcher has rendered.
 */
async function switcherOf(host: HTMLElement): Promise<ShadowRoot> {
  const switcher = await vi.waitFor(
    () => {
      const found = shadow(host).querySelector<HTMLElement>('shop-country-switcher');
      expect(found?.matches(':state(settled)')).toBe(true);
      return found as HTMLElement;
    },
    { timeout: 5000 },
  );
  return shadow(switcher);
}

/** Laid out on the page: the view the window does not show is `display: none`. */
const isShown = (element: Element | null | undefined) =>
  element != null && element.getClientRects().length > 0;

/** What the view changer says where the shopper sees it. */
const viewChangerText = (root: ParentNode) =>
  (root.querySelector('[part="view-changer"]') as HTMLElement | null)?.innerText;

/** The visible text of links, without the screen-reader note on new-tab links. */
const linkTexts = (root: ParentNode, selector: string) =>
  [...root.querySelectorAll<HTMLAnchorElement>(selector)].map((link) => {
    const copy = link.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('.shop-visually-hidden').forEach((note) => note.remove());
    return copy.textContent?.trim();
  });

/** Answers SHOP_FOOTER with `body` (a 200), everything else as usual. */
function answerFooterWith(body: unknown) {
  const realFetch = window.fetch.bind(window);
  return vi.spyOn(window, 'fetch').mockImplementation((input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.includes(FOOTER_PATH)) {
      return Promise.resolve(
        new Response(typeof body === 'string' ? body : JSON.stringify(body), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    }
    return realFetch(input, init);
  });
}

function withContent(change: (content: FooterContent) => void): unknown {
  const content = footerContent('DE');
  change(content);
  return { type: 'ApiFooterPromotion', contentJSON: JSON.stringify(content) };
}

const isMobileOnlyFree = (site: SiteCode) =>
  footerContent(site).teaser.groups.flatMap((group) =>
    group.links.filter((entry) => !entry.hideInClassic).map((entry) => entry.link.text),
  );

describe('<shop-footer>', () => {
  describe.each(SITE_CODES)('given the CMS content of %s', (site) => {
    it('renders every part of it, in the site language', async () => {
      const content = footerContent(site);
      const translator = translatorFor(SITES[site].locale);
      const host = mount(`site="${site}"`);
      await loaded(host);
      const root = shadow(host);

      expect(root.querySelector('.shop-footer__headline')?.textContent).toBe(content.headline);
      // Desktop width (1024 px, TABLET): every group as a column with its heading link.
      expect(linkTexts(root, '.shop-footer__group-heading a')).toEqual(
        content.teaser.groups.map((group) => group.heading.link.text),
      );
      expect(linkTexts(root, '.shop-footer__grid .shop-footer__link')).toEqual(
        isMobileOnlyFree(site),
      );
      expect(root.querySelectorAll('.shop-footer__grid .shop-footer__logo img')).toHaveLength(
        content.teaser.groups.flatMap((group) => group.images ?? []).length,
      );

      const seo = root.querySelector('[part="seo"].shop-footer__desktop');
      expect(seo?.querySelector('h2')?.textContent).toBe(content.seo?.heading);
      expect([...(seo?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'))).toEqual(
        content.seo?.columns.flatMap((column) => column.links.map((link) => link.url)),
      );

      const social = root.querySelector('[part="social"]');
      expect(social?.querySelector('h2')?.textContent).toBe(content.socialMedia?.heading);
      expect([...(social?.querySelectorAll('a') ?? [])].map((a) => a.href)).toEqual(
        content.socialMedia?.icons.map((icon) => icon.link.url),
      );
      expect(social?.querySelectorAll('svg[data-icon]')).toHaveLength(5);
      const apps = root.querySelector('[part="apps"]');
      expect(apps?.querySelector('h2')?.textContent).toBe(content.appReferences?.heading);
      expect(linkTexts(apps ?? root, 'a')).toEqual(
        content.appReferences?.icons.map((icon) => icon.link.text),
      );

      const legal = root.querySelector('[part="legal"]');
      expect(legal?.querySelector('nav h2')?.textContent).toBe(
        translator.t('footer.legalInformation'),
      );
      expect(linkTexts(legal ?? root, 'nav a')).toEqual(
        content.legalLinks.map((legalLink) => legalLink.link.text),
      );
      expect(legal?.querySelector('.shop-footer__sales-tax')?.textContent).toBe(
        `${content.salesTax?.textBeforeLink} ${content.salesTax?.link.text}`,
      );

      const logos = root.querySelector('[part="logos"]');
      expect(logos?.querySelector('h2')?.textContent).toBe(content.qualityLogos?.heading);
      expect(
        [...(logos?.querySelectorAll('img') ?? [])].map((img) => img.getAttribute('alt')),
      ).toEqual(content.qualityLogos?.logos.map((logo) => logo.image.label));

      // The bottom row shows once the country switcher beside the view changer has rendered:
      // the first footer of a run loads the switcher's code cold, seconds on a busy machine.
      await vi.waitFor(() => expect(viewChangerText(root)).toBe(content.viewChanger?.toMobile), {
        timeout: 15_000,
      });
      const switcher = await switcherOf(host);
      expect(switcher.querySelector('.shop-country-switcher__label')?.textContent).toBe(
        translator.t('footer.chooseCountry'),
      );
      expect(switcher.querySelector('[aria-current="true"]')?.getAttribute('data-site')).toBe(site);
      expect(footerOf(host)?.getAttribute('aria-label')).toBe(translator.t('footer.label'));
      // The embedded form's own defaults: origin onsite, origin addition subsite.
      expect(root.querySelector('shop-newsletter-form')?.hasAttribute('origin-addition')).toBe(
        false,
      );
      expect(root.querySelector('shop-newsletter-form')?.getAttribute('site')).toBe(site);
    }, 30_000);
  });

  it('loads the content with the site header and a 15 s timeout, and calls the A/B assignment once', async () => {
    const requestSpy = vi.spyOn(shopApi(), 'request');
    const fetchSpy = vi.spyOn(window, 'fetch');
    const host = mount('site="CZ"');
    await loaded(host);
    const calls = fetchSpy.mock.calls.map(([input, init]) => ({
      url: String(input),
      site: new Headers(init?.headers).get('X-Hunter-Site'),
    }));
    expect(calls.filter((call) => call.url.includes(FOOTER_PATH))).toEqual([
      expect.objectContaining({ site: 'CZ' }),
    ]);
    expect(requestSpy).toHaveBeenCalledWith(
      expect.objectContaining({ path: FOOTER_PATH, site: 'CZ', timeoutMs: 15_000 }),
    );
    expect(
      calls.filter((call) => call.url.includes('/abtestfrontend/api/v1/getassignment')),
    ).toHaveLength(1);
  });

  it('given content that arrives after it mounted › it renders its parts in tasks of their own, busy meanwhile, and settles with every part there', async () => {
    const content = footerContent('DE');
    const host = mount('site="DE"');
    const root = await vi.waitFor(() => {
      expect(host.shadowRoot?.querySelector('footer')).toBeTruthy();
      return shadow(host);
    });
    // What each of the footer's renders left, seen after each task that changed it.
    const afterRenders: { headline: boolean; legal: boolean; busy: boolean }[] = [];
    const observer = new MutationObserver(() =>
      afterRenders.push({
        headline: root.querySelector('.shop-footer__headline') !== null,
        legal: root.querySelector('[part="legal"]') !== null,
        busy: footerOf(host)?.getAttribute('aria-busy') === 'true',
      }),
    );
    observer.observe(root, { childList: true, subtree: true });
    await vi.waitFor(() => expect(host.matches(':state(settled)')).toBe(true), {
      timeout: 15_000,
    });
    observer.disconnect();
    // The first parts were there while the last was not yet, and the footer said it was busy.
    expect(afterRenders).toContainEqual({ headline: true, legal: false, busy: true });
    expect(root.querySelector('.shop-footer__headline')?.textContent).toBe(content.headline);
    expect(root.querySelector('[part="legal"]')).not.toBeNull();
    expect(footerOf(host)?.getAttribute('aria-busy')).toBeNull();
  });

  it('given a failing A/B assignment, ignores it', async () => {
    setFaults([{ call: 'abTestAssignment', kind: 'server-error' }]);
    const errors = vi.spyOn(console, 'error');
    const host = mount();
    await loaded(host);
    expect(errors).not.toHaveBeenCalled();
  });

  describe('without content', () => {
    async function expectWorkingFooter(host: ShopFooterElement) {
      const root = shadow(host);
      expect(root.querySelector('[part="groups"]')).toBeNull();
      expect(root.querySelector('[part="legal"]')).toBeNull();
      // What does not come from the CMS still works: view changer (with the catalogue's
      // texts), country switcher and newsletter block.
      await vi.waitFor(() => expect(viewChangerText(root)).toBe('Mobile Ansicht'), {
        timeout: 15_000,
      });
      expect(root.querySelector('shop-newsletter-form')).not.toBeNull();
      await userEvent.click(page.getByRole('button', { name: 'Aktuelles Land: Deutschland' }));
      await expect.element(page.getByRole('link', { name: 'Österreich' })).toBeVisible();
    }

    it('given a 404, shows the footer without content and logs nothing', async () => {
      setFaults([{ call: 'promotion', kind: 'client-error', status: 404 }]);
      const errors = vi.spyOn(console, 'error');
      const host = mount();
      await loaded(host, 'none');
      await expectWorkingFooter(host);
      expect(errors).not.toHaveBeenCalled();
    });

    it('given a server error, logs it and shows the footer without content', async () => {
      setFaults([{ call: 'promotion', kind: 'server-error', status: 503 }]);
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      const host = mount();
      await loaded(host, 'none');
      await expectWorkingFooter(host);
      expect(errors).toHaveBeenCalledWith(expect.stringContaining('status 503'));
    });

    it('given an unreadable answer, logs an error and shows the footer without content', async () => {
      setFaults([{ call: 'promotion', kind: 'unreadable' }]);
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      const host = mount();
      await loaded(host, 'none');
      await expectWorkingFooter(host);
      expect(errors).toHaveBeenCalledWith(expect.stringContaining('SHOP_FOOTER'));
    });

    it('given contentJSON that is not JSON, logs an error and shows the footer without content', async () => {
      answerFooterWith({ type: 'ApiFooterPromotion', contentJSON: '{"teaser": [' });
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      const host = mount();
      await loaded(host, 'none');
      await expectWorkingFooter(host);
      expect(errors).toHaveBeenCalledWith(expect.stringContaining('malformed'));
    });

    it('given a slow answer, the footer works meanwhile and the content follows', async () => {
      setFaults([{ call: 'promotion', kind: 'slow', delayMs: 1500 }]);
      const host = mount();
      await vi.waitFor(() => expect(footerOf(host)?.getAttribute('aria-busy')).toBe('true'));
      await expectWorkingFooter(host);
      expect(footerOf(host)?.dataset.content).toBe('loading');
      await loaded(host);
      expect(footerOf(host)?.hasAttribute('aria-busy')).toBe(false);
      expect(shadow(host).querySelector('[part="groups"]')).not.toBeNull();
    });
  });

  describe('malformed parts of the content', () => {
    it('leaves out a group without heading link and an unsafe link, and shows the rest', async () => {
      answerFooterWith(
        withContent((content) => {
          (content.teaser.groups[0] as unknown as Record<string, unknown>).heading = 'Zahlung';
          content.legalLinks[0] = { link: { text: 'Böse', url: 'javascript:alert(1)' } };
        }),
      );
      const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const host = mount();
      await loaded(host);
      const root = shadow(host);
      expect(root.querySelectorAll('.shop-footer__group')).toHaveLength(7);
      expect(linkTexts(root, '[part="legal"] nav a')).not.toContain('Böse');
      expect(root.querySelector('a[href^="javascript"]')).toBeNull();
      expect(warnings).toHaveBeenCalled();
    });

    it('given an unknown logo source, logs an error and shows the logo’s label, with its link, instead of a picture', async () => {
      answerFooterWith(
        withContent((content) => {
          content.qualityLogos?.logos.push({
            link: { url: '/c/neues-siegel', text: 'Neues Siegel' },
            image: { label: 'Neues Siegel', source: 'NO_SUCH_SEAL', width: 66, height: 44 },
          });
        }),
      );
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      const host = mount();
      await loaded(host);
      const logos = shadow(host).querySelector('[part="logos"]');
      expect(logos?.querySelectorAll('img')).toHaveLength(6);
      expect(logos?.querySelector('img[alt="Neues Siegel"]')).toBeNull();
      const label = logos?.querySelector('.shop-footer__logo--label');
      expect(label?.textContent).toBe('Neues Siegel');
      expect(label?.closest('a')?.getAttribute('href')).toBe('/c/neues-siegel');
      expect(errors).toHaveBeenCalledWith(expect.stringContaining('"NO_SUCH_SEAL"'));
    });

    it('maps every logo source of the fixtures to its image, and an unknown one to ""', () => {
      expect(footerLogoPath('SWISS_POST_FR')).toBe(
        '/service/footer-images/logos/logo-swiss-post-fr.svg',
      );
      expect(footerLogoPath('GREAT_PLACE_TO_WORK')).toBe(
        '/service/footer-images/logos/logo-great-place-to-work.svg',
      );
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      expect(footerLogoPath('SOMETHING_ELSE')).toBe('');
      expect(errors).toHaveBeenCalledOnce();
    });

    it('reads a body without contentJSON as no content, with a console error', () => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      expect(readFooterAnswer({ type: 'ApiFooterPromotion' })).toBeUndefined();
      expect(readFooterAnswer({ contentJSON: '[1, 2]' })).toBeUndefined();
      expect(errors).toHaveBeenCalledTimes(2);
    });
  });

  describe('its newsletter block', () => {
    const formOf = async (host: HTMLElement) =>
      vi.waitFor(
        () => {
          const root = shadow(host).querySelector('shop-newsletter-form')?.shadowRoot;
          expect(root?.querySelector('[part="submit"]')).toBeTruthy();
          return root as ShadowRoot;
        },
        { timeout: 10_000 },
      );

    it('given newsletter-image-large and -medium, shows that picture beside the discount bubble', async () => {
      const host = mount(
        'newsletter-image-large="/images/newsletter-large.jpg" newsletter-image-medium="/images/newsletter-medium.jpg"',
      );
      await loaded(host);
      const picture = (await formOf(host)).querySelector('picture');
      expect(picture).not.toBeNull();
      expect([...picture!.querySelectorAll('source')].map((source) => source.srcset)).toEqual([
        '/images/newsletter-large.jpg',
        '/images/newsletter-medium.jpg',
      ]);
    });

    it('given no picture, shows the discount bubble alone', async () => {
      const host = mount();
      await loaded(host);
      const form = await formOf(host);
      expect(form.querySelector('picture')).toBeNull();
      expect(form.querySelector('[part="bubble"]')).not.toBeNull();
    });

    it('when a shopper signs up there, it sends the spec’s origin and origin addition of the embedded form', async () => {
      const fetchSpy = vi.spyOn(window, 'fetch');
      const host = mount();
      await loaded(host);
      const form = await formOf(host);
      await userEvent.fill(
        form.querySelector<HTMLInputElement>('[name="email"]')!,
        'lena@example.de',
      );
      await userEvent.click(form.querySelector<HTMLButtonElement>('[part="submit"]')!);
      await vi.waitFor(() => expect(form.querySelector('[part="success"]')).not.toBeNull(), {
        timeout: 10_000,
      });
      const signUp = fetchSpy.mock.calls.find(([input]) =>
        String(input instanceof Request ? input.url : input).includes('newsletter-subscribers'),
      );
      expect(JSON.parse(String(signUp?.[1]?.body))).toMatchObject({
        origin: 'onsite',
        originAddition: 'subsite',
      });
    });
  });

  describe('given a page with a footer alone', () => {
    it('asks for its content and never for psdata, whose fields nothing in the footer shows (decision 45)', async () => {
      const calls = vi.spyOn(window, 'fetch');
      const host = mount('site="DE"');
      await loaded(host);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const paths = calls.mock.calls.map(
        ([input]) =>
          new URL(
            typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
            location.href,
          ).pathname,
      );
      expect(paths).toContain(FOOTER_PATH);
      expect(paths.filter((path) => path.includes('psdata'))).toEqual([]);
    });
  });

  describe('logos', () => {
    it('loads logos lazily, the spec’s 4.4 rem high and 6.6 rem wide on its 10 px root: 44 × 66 px', async () => {
      // An earlier test may have left the page scrolled; the shopper starts at the top.
      window.scrollTo(0, 0);
      const host = mount();
      await loaded(host);
      const logos = shadow(host).querySelector<HTMLElement>('[part="logos"]');
      const firstImage = logos?.querySelector('img');
      // Far below the first screen: not requested yet.
      expect(firstImage?.getAttribute('src')).toBeNull();
      logos?.scrollIntoView();
      await vi.waitFor(() =>
        expect(firstImage?.getAttribute('src')).toBe('/service/footer-images/logos/logo-dhl.svg'),
      );
      const box = logos?.querySelector('.shop-footer__logo')?.getBoundingClientRect();
      expect(box?.height).toBeCloseTo(44, 1);
      expect(box?.width).toBeCloseTo(66, 1);
      const socialIcon = shadow(host).querySelector('[part="social"] a')?.getBoundingClientRect();
      expect(socialIcon?.height).toBeCloseTo(44, 1);
      expect(socialIcon?.width).toBeCloseTo(66, 1);
    });
  });

  describe('links', () => {
    it('opens http and mailto links in a new tab without referrer, and says so', async () => {
      const host = mount();
      await loaded(host);
      // The CMS links; the country switcher's links (in its own shadow root) change the site in
      // the same tab.
      const links = [...shadow(host).querySelectorAll('a')].filter(isShown);
      const isExternal = (link: HTMLAnchorElement) =>
        /^(http|mailto)/.test(link.getAttribute('href') ?? '');
      const external = links.filter(isExternal);
      const internal = links.filter((link) => !isExternal(link));
      // Social (5), apps (2) and the service e-mail (1).
      expect(external).toHaveLength(8);
      expect(internal.length).toBeGreaterThan(30);
      for (const link of external) {
        expect(link.target).toBe('_blank');
        expect(link.rel).toBe('noreferrer noopener');
        expect(link.textContent).toContain('(öffnet in neuem Tab)');
      }
      for (const link of internal) {
        expect(link.hasAttribute('target')).toBe(false);
        expect(link.textContent).not.toContain('(öffnet in neuem Tab)');
      }
      await expect
        .element(page.getByRole('link', { name: 'Instagram (öffnet in neuem Tab)' }))
        .toHaveAttribute('href', 'https://www.instagram.com/example.shop.de/');
    });
  });

  describe('reduced mode', () => {
    async function expectReduced(host: ShopFooterElement) {
      const root = shadow(host);
      expect(root.querySelector('[part="newsletter"]')).toBeNull();
      expect(root.querySelector('shop-newsletter-form')).toBeNull();
      expect(root.querySelector('[part="social"]')).toBeNull();
      expect(root.querySelector('[part="apps"]')).toBeNull();
      // "Weitere Services" and "Über uns" are flagged hideGroupInCheckout.
      expect(linkTexts(root, '.shop-footer__group-heading a')).toEqual([
        'Zahlung',
        'Lieferung',
        'Filialabholung',
        'Rückgabe & Reklamation',
        'Kontakt & Hilfe',
        'Kundenkarte',
      ]);
      // Legal links, logos and the country switcher stay.
      expect(root.querySelector('[part="legal"]')).not.toBeNull();
      expect(root.querySelector('[part="logos"]')).not.toBeNull();
      expect((await switcherOf(host)).querySelector('.shop-country-switcher')).not.toBeNull();
    }

    it('given the reduced attribute, hides newsletter and icon groups and drops checkout-hidden groups', async () => {
      const host = mount('reduced');
      await loaded(host);
      await expectReduced(host);
      host.removeAttribute('reduced');
      await vi.waitFor(() => expect(shadow(host).querySelector('[part="social"]')).not.toBeNull());
      expect(shadow(host).querySelectorAll('.shop-footer__group')).toHaveLength(8);
      expect(shadow(host).querySelector('shop-newsletter-form')).not.toBeNull();
    });

    it.each([
      ['affiliateNumber=4711', 'an affiliateNumber cookie'],
      ['partner=affiliateNumber%3A4711', 'a cookie whose value contains affiliateNumber'],
      ['xc-app=new', 'the xc-app=new cookie'],
    ])('given %s (%s), is reduced', async (cookie) => {
      withCookies(cookie);
      const host = mount();
      await loaded(host);
      await expectReduced(host);
    });

    it('given xc-app with another value, is not reduced', async () => {
      withCookies('xc-app=old');
      const host = mount();
      await loaded(host);
      expect(shadow(host).querySelector('[part="social"]')).not.toBeNull();
    });
  });

  describe('mobile and desktop', () => {
    it('on the mobile platform, shows the groups and categories as accordions with mobile-only links', async () => {
      document.documentElement.setAttribute('data-shop-platform', 'MATCH');
      const host = mount();
      await loaded(host);
      const root = shadow(host);
      // The desktop grid is in the markup at every width (one server HTML for every window).
      expect(isShown(root.querySelector('.shop-footer__grid'))).toBe(false);
      const payment = page.getByRole('button', { name: 'Zahlung' });
      await expect.element(payment).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(page.getByRole('button', { name: 'Filialabholung' }));
      await expect.element(page.getByRole('region', { name: 'Filialabholung' })).toBeVisible();
      // hideInClassic: shown on mobile.
      await expect
        .element(page.getByRole('link', { name: 'Filialen in Ihrer Nähe' }))
        .toBeVisible();
      await userEvent.click(page.getByRole('button', { name: 'Beliebte Kategorien' }));
      await expect.element(page.getByRole('region', { name: 'Beliebte Kategorien' })).toBeVisible();
      expect(viewChangerText(root)).toBe('Zur Desktop-Ansicht');
    });

    it('on desktop, leaves out the mobile-only links', async () => {
      document.documentElement.setAttribute('data-shop-platform', 'CLASSIC');
      const host = mount();
      await loaded(host);
      const root = shadow(host);
      expect(root.querySelectorAll('.shop-footer__grid .shop-footer__group')).toHaveLength(8);
      expect(isShown(root.querySelector('.shop-accordion'))).toBe(false);
      expect(root.querySelector('.shop-footer__grid [data-mobile-only]')).toBeNull();
      const shownLinks = [...root.querySelectorAll('.shop-footer__link')].filter(isShown);
      expect(shownLinks.map((link) => link.textContent)).not.toContain('Filialen in Ihrer Nähe');
    });

    it('follows the width without the html attribute: accordion under 768 px', async () => {
      await page.viewport(500, 800);
      try {
        const host = mount();
        await loaded(host);
        expect(isShown(shadow(host).querySelector('.shop-accordion'))).toBe(true);
        expect(isShown(shadow(host).querySelector('.shop-footer__grid'))).toBe(false);
      } finally {
        await page.viewport(1024, 768);
      }
    });

    it('shows four columns on extra-large screens', async () => {
      await page.viewport(1440, 900);
      try {
        const host = mount();
        await loaded(host);
        const grid = shadow(host).querySelector('.shop-footer__grid') as HTMLElement;
        expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).toHaveLength(4);
        const seo = shadow(host).querySelector(
          '.shop-footer__desktop .shop-footer__seo-columns',
        ) as HTMLElement;
        expect(getComputedStyle(seo).gridTemplateColumns.split(' ')).toHaveLength(4);
      } finally {
        await page.viewport(1024, 768);
      }
    });

    it('the view changer switches the page between mobile and desktop view, keeping focus', async () => {
      const host = mount();
      await loaded(host);
      const toMobile = page.getByRole('button', { name: 'Zur mobilen Ansicht' });
      await userEvent.click(toMobile);
      expect(document.documentElement.getAttribute('data-shop-platform')).toBe('MATCH');
      await vi.waitFor(() =>
        expect(isShown(shadow(host).querySelector('.shop-accordion'))).toBe(true),
      );
      const toDesktop = shadow(host).querySelector('[part="view-changer"]') as HTMLElement;
      expect(toDesktop.innerText).toBe('Zur Desktop-Ansicht');
      expect(shadow(host).activeElement).toBe(toDesktop);
      await userEvent.click(toDesktop);
      expect(document.documentElement.getAttribute('data-shop-platform')).toBe('CLASSIC');
      await vi.waitFor(() =>
        expect(isShown(shadow(host).querySelector('.shop-footer__grid'))).toBe(true),
      );
    });
  });

  describe('country switcher', () => {
    // A shop page that gives its country addresses (docs/editors/02-page-configuration.mdx).
    beforeAll(() => setPageConfig({ countryUrls: { PL: 'https://www.shop.test/pl/' } }));
    afterAll(() => setPageConfig(undefined));

    it('fires country-select from the footer and navigates to the configured address unless cancelled', async () => {
      const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
      const host = mount('site="AT"');
      await loaded(host);
      const events: CustomEvent[] = [];
      document.addEventListener('country-select', (event) => events.push(event), { once: true });
      await userEvent.click(page.getByRole('button', { name: 'Aktuelles Land: Österreich' }));
      await userEvent.click(page.getByRole('link', { name: 'Polska' }));
      expect(events[0]?.target).toBe(host);
      expect(events[0]?.detail).toEqual({ site: 'PL', href: 'https://www.shop.test/pl/' });
      expect(assign).toHaveBeenCalledWith('https://www.shop.test/pl/');

      host.addEventListener('country-select', (event) => event.preventDefault(), { once: true });
      await userEvent.click(page.getByRole('link', { name: 'Magyarország' }));
      expect(assign).toHaveBeenCalledTimes(1);
    });

    it('given page styles for the switcher’s parts, reaches them through the footer by the same names', async () => {
      const style = document.createElement('style');
      style.textContent = 'shop-footer::part(toggle) { outline: 3px solid rgb(255, 0, 0); }';
      document.head.append(style);
      try {
        const host = mount();
        const toggle = (await switcherOf(host)).querySelector('[part="toggle"]') as HTMLElement;
        expect(getComputedStyle(toggle).outlineColor).toBe('rgb(255, 0, 0)');
      } finally {
        style.remove();
      }
    });

    it('is hidden in the shop’s apps', async () => {
      withCookies('Hunter-Platform=smartphone');
      const host = mount();
      await loaded(host);
      expect((await switcherOf(host)).querySelector('.shop-country-switcher')).toBeNull();
    });
  });
});
