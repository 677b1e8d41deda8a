import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import {
  BANNER_WITH_VOUCHER,
  exampleAnswer,
} from '../../../src/elements/shop-promotion/cms-examples';
import '../../../src/elements/generated/entries/shop-promotion';
import type { ShopPromotionElement } from '../../../src/elements/generated/element-typings';
import { forgetPageSingleton } from '../../../src/page-runtime/page-singleton';
import { flyoutStore } from '../../../src/page-runtime/flyout-store';
import type { PromotionContent } from '../../../src/services/wire/promotion';
import { SITE_CODES, type SiteCode } from '../../../src/sites/sites';
import { setFaults } from '../../fake-backend/faults';
import { promotion as fixture } from '../../fake-backend/fixtures/promotions';
import { setUpFakeBackend } from '../../support/fake-backend-worker';
import {
  interceptPromotions,
  keepPage,
  mount,
  promotionClicks,
  rendered,
  resetDataLayer,
  shadow,
  shownElements,
} from '../../support/promotion-test-support';
import { COLOUR_PAYLOADS, HTML_PAYLOADS, resetXssFlag, xssRan } from '../../support/xss-payloads';

setUpFakeBackend();

const mountPromotion = (attributes: string) =>
  mount<ShopPromotionElement>('shop-promotion', attributes);

/** The content the fake backend answers for a promotion id on a site. */
function contentOf(site: SiteCode, id: string): PromotionContent {
  const answer = fixture(site, id, new URLSearchParams());
  if (!answer) throw new Error(`no fixture ${id}`);
  return JSON.parse(answer.contentJSON) as PromotionContent;
}

const settle = (ms = 150) => new Promise((resolve) => setTimeout(resolve, ms));

let warn: ReturnType<typeof vi.spyOn>;
let pageErrors: unknown[];
const onPageError = (event: ErrorEvent) => pageErrors.push(event.error);

beforeEach(() => {
  warn = vi.spyOn(console, 'warn');
  pageErrors = [];
  window.addEventListener('error', onPageError);
  resetDataLayer();
});

afterEach(() => {
  window.removeEventListener('error', onPageError);
  flyoutStore().close();
  forgetPageSingleton('promotions');
  document.cookie = 'PreviewToken=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  window.scrollTo(0, 0);
  resetXssFlag();
  vi.restoreAllMocks();
});

describe('<shop-promotion>', () => {
  describe.each(SITE_CODES)('on %s', (site) => {
    it('renders each kind from the CMS JSON in the site language', async () => {
      const banner = mountPromotion(`site="${site}" promotion-id="~header_top"`);
      const category = mountPromotion(`site="${site}" promotion-id="category_coffee"`);
      const phase = mountPromotion(`site="${site}" promotion-id="phase_autumn"`);
      const benefits = mountPromotion(`site="${site}" promotion-id="header_benefits"`);

      const bannerRoot = await rendered(banner, '[data-kind="BANNER"]');
      expect(bannerRoot.querySelector<HTMLElement>('[part="headline"]')?.innerText).toBe(
        contentOf(site, '~header_top').headline,
      );
      expect(bannerRoot.querySelector('code')?.textContent).toBe(
        contentOf(site, '~header_top').voucherCode,
      );

      const categoryRoot = await rendered(category, '[data-kind="CATEGORY"]');
      expect(categoryRoot.querySelector<HTMLElement>('[part="headline"]')?.innerText).toBe(
        contentOf(site, 'category_coffee').headline,
      );

      const phaseRoot = await rendered(phase, '[data-kind="PHASE_INTEGRATION"]');
      expect(phaseRoot.querySelector<HTMLElement>('[part="headline"]')?.innerText).toBe(
        contentOf(site, 'phase_autumn').headline,
      );

      await rendered(benefits, '[part="strip"]');
      expect(
        [...shadow(benefits).querySelectorAll('[part="link"]')].map((link) => link.textContent),
      ).toEqual(contentOf(site, 'header_benefits').links?.map((link) => link.text));
    });
  });

  describe('given the top banner ~header_top', () => {
    it('asks with the site header and only the tag filters that are set', async () => {
      const calls = interceptPromotions();
      const host = mountPromotion(
        'site="AT" promotion-id="~header_top" any-of-tags=" coffee, ,autumn"',
      );
      await rendered(host, '[data-kind="BANNER"]');
      expect(calls).toHaveLength(1);
      const [call] = calls;
      expect(call?.url.pathname).toBe('/service/promotion/api/promotion/~header_top');
      expect([...(call?.url.searchParams.keys() ?? [])]).toEqual(['anyOfTags']);
      expect(call?.url.searchParams.get('anyOfTags')).toBe('coffee,autumn');
      expect(call?.headers.get('X-Hunter-Site')).toBe('AT');
    });

    it('shows the CMS colours, the long headline, the voucher code, the link and the legal hint', async () => {
      const content = contentOf('DE', '~header_top');
      const host = mountPromotion('promotion-id="~header_top"');
      const banner = await rendered(host, '[data-kind="BANNER"]');
      expect(banner.dataset.theme).toBe('dark');
      expect(getComputedStyle(banner).backgroundColor).toBe('rgb(11, 42, 91)');
      expect(getComputedStyle(banner).color).toBe('rgb(255, 255, 255)');
      await expect.element(page.getByText(content.headline ?? '', { exact: true })).toBeVisible();
      await expect.element(page.getByText('HERBST15', { exact: true })).toBeVisible();
      await expect
        .element(page.getByRole('link', { name: content.links?.[0]?.text }))
        .toHaveAttribute('href', content.links?.[0]?.url ?? '');
      await expect
        .element(page.getByRole('button', { name: content.legalTextHint }))
        .toHaveAttribute('aria-expanded', 'false');
    });

    it('given a narrow box, shows the short headline and the short legal hint', async () => {
      const content = contentOf('DE', '~header_top');
      const host = mountPromotion('promotion-id="~header_top" style="width: 375px"');
      const banner = await rendered(host, '[data-kind="BANNER"]');
      const headline = () => banner.querySelector<HTMLElement>('[part="headline"]')?.innerText;
      expect(headline()).toBe(content.headlineShort);
      await expect
        .element(page.getByRole('button', { name: content.legalTextHintShort }))
        .toBeVisible();
      // The element's own width decides (a container query), not the window's.
      host.style.width = '800px';
      await vi.waitFor(() => expect(headline()).toBe(content.headline));
      await expect.element(page.getByRole('button', { name: content.legalTextHint })).toBeVisible();
    });

    it('toggles the legal text and tracks each toggle', async () => {
      const content = contentOf('DE', '~header_top');
      const host = mountPromotion('promotion-id="~header_top"');
      await rendered(host, '[data-kind="BANNER"]');
      const toggle = page.getByRole('button', { name: content.legalTextHint });
      await userEvent.click(toggle);
      await expect.element(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect
        .element(page.getByRole('link', { name: 'Alle Teilnahmebedingungen' }))
        .toHaveAttribute('href', '/c/service-agb');
      await userEvent.click(toggle);
      await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(promotionClicks()).toEqual([
        {
          event: 'promotion_click',
          clickType: 'legal-text',
          target: 'expand',
          specification: '~header_top',
        },
        {
          event: 'promotion_click',
          clickType: 'legal-text',
          target: 'collapse',
          specification: '~header_top',
        },
      ]);
    });

    it('collapses the legal text when the page scrolls down, after a 50 ms pause', async () => {
      const spacer = document.createElement('div');
      spacer.style.height = '3000px';
      const host = mountPromotion('promotion-id="~header_top"');
      document.body.append(spacer);
      await rendered(host, '[data-kind="BANNER"]');
      const toggle = page.getByRole('button', { name: 'Aktionsbedingungen' });
      await userEvent.click(toggle);
      await expect.element(toggle).toHaveAttribute('aria-expanded', 'true');
      window.scrollTo(0, 300);
      await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    });

    it('keeps the legal text open when the page scrolls up', async () => {
      const above = document.createElement('div');
      above.style.height = '600px';
      document.body.append(above);
      const host = mountPromotion('promotion-id="~header_top"');
      const below = document.createElement('div');
      below.style.height = '3000px';
      document.body.append(below);
      await rendered(host, '[data-kind="BANNER"]');
      window.scrollTo(0, 400);
      await settle();
      const toggle = page.getByRole('button', { name: 'Aktionsbedingungen' });
      await userEvent.click(toggle);
      await expect.element(toggle).toHaveAttribute('aria-expanded', 'true');
      window.scrollTo(0, 100);
      await settle();
      await expect.element(toggle).toHaveAttribute('aria-expanded', 'true');
      window.scrollTo(0, 250);
      await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    });

    it('collapses the legal text when the navigation or an icon flyout opens', async () => {
      const host = mountPromotion('promotion-id="~header_top"');
      await rendered(host, '[data-kind="BANNER"]');
      const toggle = page.getByRole('button', { name: 'Aktionsbedingungen' });
      await userEvent.click(toggle);
      await expect.element(toggle).toHaveAttribute('aria-expanded', 'true');
      flyoutStore().open('main-nav:bar:0');
      await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
      flyoutStore().close();
      await userEvent.click(toggle);
      flyoutStore().open('account');
      await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    });

    it('copies the voucher code, shows the success for 3 s and tracks the copy', async () => {
      const writeText = vi.fn(() => Promise.resolve());
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
      try {
        const host = mountPromotion('promotion-id="~header_top"');
        await rendered(host, '[data-kind="BANNER"]');
        await userEvent.click(page.getByRole('button', { name: 'Code kopieren' }));
        await expect.element(page.getByText('Kopiert!')).toBeVisible();
        expect(writeText).toHaveBeenCalledWith('HERBST15');
        expect(promotionClicks()).toEqual([
          {
            event: 'promotion_click',
            clickType: 'voucher-copy',
            target: 'HERBST15',
            specification: '~header_top',
          },
        ]);
      } finally {
        Reflect.deleteProperty(navigator, 'clipboard');
      }
    });

    it('tracks a click on the link', async () => {
      const host = mountPromotion('promotion-id="~header_top"');
      keepPage(host);
      await rendered(host, '[data-kind="BANNER"]');
      const link = contentOf('DE', '~header_top').links?.[0];
      await userEvent.click(page.getByRole('link', { name: link?.text }));
      expect(promotionClicks()).toEqual([
        {
          event: 'promotion_click',
          clickType: 'link',
          target: link?.url,
          specification: '~header_top',
        },
      ]);
    });
  });

  describe('given the light banner with a call-to-action', () => {
    it('shows the button instead of a voucher code and tracks its click', async () => {
      const content = contentOf('DE', 'banner_cta');
      const host = mountPromotion('promotion-id="banner_cta"');
      keepPage(host);
      const banner = await rendered(host, '[data-kind="BANNER"]');
      expect(banner.dataset.theme).toBe('light');
      expect(getComputedStyle(banner).backgroundColor).toBe('rgb(244, 236, 225)');
      expect(banner.querySelector('code')).toBeNull();
      const cta = page.getByRole('link', { name: content.ctaButtonText });
      await expect.element(cta).toHaveAttribute('href', content.ctaButtonLink ?? '');
      await userEvent.click(cta);
      expect(promotionClicks()).toEqual([
        {
          event: 'promotion_click',
          clickType: 'cta',
          target: content.ctaButtonLink,
          specification: 'banner_cta',
        },
      ]);
    });
  });

  describe.each([
    [375, 175],
    [1280, 120],
  ])('on a page %i px wide, whose top banner room is %i px', (width, room) => {
    afterEach(() => page.viewport(1024, 768));

    it.each([
      ['a short one without voucher or link', { headline: 'Kaffee-Woche' }],
      [
        'a long one with voucher, link and legal text',
        {
          ...BANNER_WITH_VOUCHER.content,
          headline: `${BANNER_WITH_VOUCHER.content.headline} – `.repeat(4),
          headlineShort: `${BANNER_WITH_VOUCHER.content.headlineShort} – `.repeat(3),
          voucherCodeInstructions: `${BANNER_WITH_VOUCHER.content.voucherCodeInstructions} `.repeat(
            4,
          ),
        },
      ],
    ])('given %s, the banner is its room high and nothing below it moves', async (_, content) => {
      await page.viewport(width, 800);
      interceptPromotions({
        sized: exampleAnswer({ ...BANNER_WITH_VOUCHER, content: content as PromotionContent }),
      });
      const host = mountPromotion('promotion-id="sized"');
      const below = document.createElement('p');
      below.textContent = 'Text unter der Aktion';
      host.after(below);
      const roomTop = below.getBoundingClientRect().top;
      const banner = await rendered(host, '[data-kind="BANNER"]');
      await settle();
      expect(banner.getBoundingClientRect().height).toBeCloseTo(room, 0);
      expect(below.getBoundingClientRect().top).toBeCloseTo(roomTop, 0);
      below.remove();
    });
  });

  describe('given a category promotion', () => {
    it('shows the 16:9 image, voucher, legal hint and a call-to-action opening a new tab', async () => {
      const content = contentOf('DE', 'category_coffee');
      const host = mountPromotion('promotion-id="category_coffee"');
      const category = await rendered(host, '[data-kind="CATEGORY"]');
      const image = category.querySelector<HTMLElement>('.shop-image');
      expect(image?.style.aspectRatio).toBe('16 / 9');
      await expect.element(page.getByRole('img', { name: content.image?.alt })).toBeInTheDocument();
      expect(category.querySelector<HTMLElement>('[part="headline"]')?.innerText).toBe(
        content.headline,
      );
      expect(category.textContent).toContain(content.subline);
      expect(category.querySelector('code')?.textContent).toBe(content.voucherCode);
      await expect
        .element(page.getByRole('button', { name: content.legalTextHint }))
        .toHaveAttribute('aria-expanded', 'false');
      const cta = page.getByRole('link', {
        name: `${content.ctaButtonText} (öffnet in neuem Tab)`,
      });
      await expect.element(cta).toHaveAttribute('target', '_blank');
      await expect.element(cta).toHaveAttribute('rel', 'noopener noreferrer');
    });
  });

  describe('given a phase-integration promotion', () => {
    it('shows the cutout that fits the width, headline, subline and its one link', async () => {
      const content = contentOf('DE', 'phase_autumn');
      const host = mountPromotion('promotion-id="phase_autumn"');
      const phase = await rendered(host, '[data-kind="PHASE_INTEGRATION"]');
      await vi.waitFor(() =>
        expect(phase.querySelector('img')?.getAttribute('src')).toBe(
          '/fake-backend/images/autumn-1280x480.svg',
        ),
      );
      expect(phase.textContent).toContain(content.subline);
      await expect
        .element(page.getByRole('link', { name: content.links?.[0]?.text }))
        .toHaveAttribute('href', content.links?.[0]?.url ?? '');
    });
  });

  describe('when nothing can be shown', () => {
    it.each([
      ['an unknown kind', 'unknown_kind', 'unknown type'],
      ['unreadable JSON', 'broken_json', 'unreadable contentJSON'],
      ['an id the service does not know', 'no_such_promotion', 'could not be loaded'],
    ])('given %s, leaves the element empty with a console warning', async (_case, id, says) => {
      const host = mountPromotion(`promotion-id="${id}"`);
      await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining(says)));
      await settle();
      expect(shownElements(host)).toEqual([]);
      expect(host.getBoundingClientRect().height).toBe(0);
      expect(pageErrors).toEqual([]);
    });

    it.each(['server-error', 'client-error', 'unreadable'] as const)(
      'given a %s answer, leaves the element empty with a console warning',
      async (kind) => {
        setFaults([{ call: 'promotion', kind }]);
        const host = mountPromotion('promotion-id="~header_top"');
        await vi.waitFor(() =>
          expect(warn).toHaveBeenCalledWith(expect.stringContaining('~header_top')),
        );
        await settle();
        expect(shownElements(host)).toEqual([]);
        expect(pageErrors).toEqual([]);
      },
    );

    it('given no promotion-id, asks nothing and logs an error naming the attribute', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const calls = interceptPromotions();
      const host = mountPromotion('');
      await vi.waitFor(() =>
        expect(error).toHaveBeenCalledWith(
          expect.stringContaining('<shop-promotion>: promotion-id=""'),
        ),
      );
      expect(calls).toEqual([]);
      expect(shownElements(host)).toEqual([]);
    });
  });

  describe('when its attributes change', () => {
    it('fetches the new promotion', async () => {
      const host = mountPromotion('promotion-id="~header_top"');
      await rendered(host, 'code');
      host.setAttribute('promotion-id', 'banner_cta');
      await rendered(host, '.shop-promotion-banner__cta');
      expect(shadow(host).querySelector('code')).toBeNull();
    });

    it('fetches again with the new tag filters and the new site', async () => {
      const calls = interceptPromotions();
      const host = mountPromotion('promotion-id="category_coffee"');
      await rendered(host, '[data-kind="CATEGORY"]');
      host.setAttribute('none-of-tags', 'coffee');
      await vi.waitFor(() => expect(shownElements(host)).toEqual([]));
      expect(calls.at(-1)?.url.searchParams.get('noneOfTags')).toBe('coffee');
      host.removeAttribute('none-of-tags');
      host.setAttribute('site', 'PL');
      await vi.waitFor(() =>
        expect(shadow(host).querySelector<HTMLElement>('[part="headline"]')?.innerText).toBe(
          contentOf('PL', 'category_coffee').headline,
        ),
      );
      expect(calls.at(-1)?.headers.get('X-Hunter-Site')).toBe('PL');
    });
  });

  it('given the PreviewToken cookie, fetches again on every mount so drafts show', async () => {
    document.cookie = 'PreviewToken=draft; path=/';
    const calls = interceptPromotions();
    const first = mountPromotion('promotion-id="~header_top"');
    await rendered(first, 'code');
    first.remove();
    const second = mountPromotion('promotion-id="~header_top"');
    await rendered(second, 'code');
    expect(calls.length).toBeGreaterThanOrEqual(2);
  });

  describe('given hostile CMS content', () => {
    it('the fake backend’s hostile banner runs nothing and keeps its styles', async () => {
      const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
      const host = mountPromotion('promotion-id="hostile_banner"');
      const banner = await rendered(host, '[data-kind="BANNER"]');
      await userEvent.click(page.getByRole('button', { name: 'Aktionsbedingungen' }));
      await settle(300);
      const root = shadow(host);
      expect(
        root.querySelectorAll('img, svg:not([data-icon]):not(.shop-rating__stars), style, script'),
      ).toHaveLength(0);
      expect(root.querySelectorAll('a[href^="javascript" i]')).toHaveLength(0);
      expect(alert).not.toHaveBeenCalled();
      // The colour with CSS after it is ignored: the dark theme's own background shows.
      expect(banner.style.getPropertyValue('--_banner-background')).toBe('');
      expect(getComputedStyle(banner).backgroundColor).toBe('rgb(11, 42, 91)');
      expect(getComputedStyle(banner).backgroundImage).toBe('none');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('backgroundColorCode'));
      expect(getComputedStyle(document.body).display).not.toBe('none');
    });

    it.each(COLOUR_PAYLOADS)('ignores the colour %j with a warning', async (colour) => {
      interceptPromotions({
        evil: exampleAnswer({
          ...BANNER_WITH_VOUCHER,
          content: {
            ...BANNER_WITH_VOUCHER.content,
            backgroundColorCode: colour,
            textColor: colour,
          },
        }),
      });
      const host = mountPromotion('promotion-id="evil"');
      const banner = await rendered(host, '[data-kind="BANNER"]');
      expect(banner.getAttribute('style') ?? '').toBe('');
      expect(getComputedStyle(banner).backgroundColor).toBe('rgb(11, 42, 91)');
      expect(getComputedStyle(banner).position).toBe('static');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('textColor'));
    });

    it('runs none of the payloads in the legal text, links or call-to-action', async () => {
      interceptPromotions({
        evil: exampleAnswer({
          ...BANNER_WITH_VOUCHER,
          content: {
            ...BANNER_WITH_VOUCHER.content,
            headline: '<img src=x onerror="window.__xss=1">Aktion',
            legalText: HTML_PAYLOADS.join('<br>'),
            links: [{ url: 'javascript:window.__xss=1', text: 'Mehr erfahren' }],
          },
        }),
        evilCta: exampleAnswer({
          ...BANNER_WITH_VOUCHER,
          content: {
            headline: 'CTA',
            ctaButtonText: 'Los',
            ctaButtonLink: 'javascript:window.__xss=1',
          },
        }),
      });
      const host = mountPromotion('promotion-id="evil"');
      keepPage(host);
      const ctaHost = mountPromotion('promotion-id="evilCta"');
      await rendered(host, '[data-kind="BANNER"]');
      await rendered(ctaHost, '[data-kind="BANNER"]');
      await userEvent.click(page.getByRole('button', { name: 'Aktionsbedingungen' }));
      const root = shadow(host);
      for (const element of root.querySelectorAll('.shop-legal-text__content *')) {
        element.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
        element.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      }
      await settle(300);
      expect(xssRan()).toBe(false);
      // The headline is text, not markup.
      expect(root.querySelector<HTMLElement>('[part="headline"]')?.innerText).toBe(
        '<img src=x onerror="window.__xss=1">Aktion',
      );
      for (const element of root.querySelectorAll('*')) {
        for (const attribute of element.attributes) {
          expect(attribute.name.startsWith('on'), attribute.name).toBe(false);
          expect(attribute.value, attribute.name).not.toMatch(/^\s*(javascript|vbscript|data):/i);
        }
      }
      expect(
        root.querySelectorAll('script, style, iframe, object, embed, img, form, base, meta, link'),
      ).toHaveLength(0);
      // The link to a script address shows as plain text; the call-to-action is left out.
      expect(root.querySelector('span.shop-promotion__link')?.textContent).toBe('Mehr erfahren');
      expect(shadow(ctaHost).querySelector('a')).toBeNull();
      expect(getComputedStyle(document.body).display).not.toBe('none');
    });
  });
});
