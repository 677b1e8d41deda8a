import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import '../../../src/elements/generated/entries/shop-layout';
import type { ShopLayoutElement } from '../../../src/elements/generated/element-typings';
// Renamed: a Vitest setup helper, not a React hook (the hooks lint rule goes by the name).
import { setUpFakeBackend } from '../../support/fake-backend-worker';
import { navigation } from '../../fake-backend/fixtures';
import { stubCookies } from '../../support/stubbed-cookies';

setUpFakeBackend();

let restoreCookies: (() => void) | undefined;

afterEach(async () => {
  restoreCookies?.();
  restoreCookies = undefined;
  document.documentElement.removeAttribute('data-shop-platform');
  await page.viewport(1024, 768);
});

async function mount(attributes = ''): Promise<ShopLayoutElement> {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<shop-layout ${attributes}><h1 id="page-title">Kaffee</h1><p>Frisch geröstet.</p></shop-layout>`,
  );
  const host = document.querySelector('shop-layout') as ShopLayoutElement;
  // The first mount loads the element's code, the header's and the footer's: on a busy machine
  // that takes several seconds.
  await vi.waitFor(() => expect(host.shadowRoot?.querySelector('main')).not.toBeNull(), {
    timeout: 15_000,
  });
  return host;
}

const part = (host: HTMLElement, selector: string) => host.shadowRoot?.querySelector(selector);

describe('<shop-layout>', () => {
  it('renders the header, the page content in <main> and the footer, for the site', async () => {
    const host = await mount('site="SK" page-type="basket"');
    const header = part(host, 'shop-header');
    expect(header?.getAttribute('site')).toBe('SK');
    expect(header?.getAttribute('page-type')).toBe('basket');
    expect(header?.hasAttribute('reduced')).toBe(false);
    const slot = part(host, 'main > slot') as HTMLSlotElement;
    expect(slot.assignedElements().map((element) => element.tagName)).toEqual(['H1', 'P']);
    await expect.element(page.getByRole('main')).toBeInTheDocument();
    const footer = part(host, 'shop-footer') as HTMLElement;
    expect(footer.getAttribute('site')).toBe('SK');
    expect(footer.hasAttribute('reduced')).toBe(false);
    // Order: header, main, footer.
    expect(
      [...(host.shadowRoot?.querySelector('[part="layout"]')?.children ?? [])].map(
        (child) => child.localName,
      ),
    ).toEqual(['shop-header', 'main', 'shop-footer']);
    // The footer is the real element, with its CMS content; its code loads cold here, which on a
    // busy machine takes longer than vi.waitFor's default second.
    await vi.waitFor(
      () => expect(footer.shadowRoot?.querySelector('footer')?.dataset.content).toBe('loaded'),
      { timeout: 5_000 },
    );
    await expect.element(page.getByRole('heading', { name: 'Sme tu pre vás' })).toBeVisible();
  });

  it('given the page’s path (current-path), its header’s navigation marks that category as the current page', async () => {
    const coffee = navigation('DE')[0]!;
    const host = await mount(`current-path="${coffee.href}"`);
    const header = part(host, 'shop-header') as HTMLElement;
    expect(header.getAttribute('current-path')).toBe(coffee.href);
    const current = await vi.waitFor(
      () => {
        const nav = header.shadowRoot?.querySelector('shop-main-nav');
        const marked = nav?.shadowRoot?.querySelector('nav [aria-current="page"]');
        expect(marked).toBeTruthy();
        return marked!;
      },
      { timeout: 5_000 },
    );
    expect(current.textContent?.trim()).toBe(coffee.title);
  });

  it('passes reduced on to header and footer, and takes it back', async () => {
    const host = await mount('reduced');
    const footer = part(host, 'shop-footer') as HTMLElement;
    expect(part(host, 'shop-header')?.hasAttribute('reduced')).toBe(true);
    expect(footer.hasAttribute('reduced')).toBe(true);
    await vi.waitFor(() =>
      expect(footer.shadowRoot?.querySelector('footer')?.dataset.reduced).toBe('true'),
    );
    host.removeAttribute('reduced');
    await vi.waitFor(() => expect(footer.hasAttribute('reduced')).toBe(false));
    expect(part(host, 'shop-header')?.hasAttribute('reduced')).toBe(false);
  });

  it.each([
    ['no_header,no_footer', false, false],
    ['no_header', false, true],
    ['no_footer', true, false],
    ['no_footer,no_header', false, false],
    ['something_else', true, true],
  ])(
    'given Hunter-Content=%s, shows the header: %s, the footer: %s',
    async (flags, header, footer) => {
      restoreCookies = stubCookies(`Hunter-Content=${flags}`);
      const host = await mount();
      expect(part(host, 'shop-header') !== null).toBe(header);
      expect(part(host, 'shop-footer') !== null).toBe(footer);
      expect(part(host, 'main > slot')).not.toBeNull();
    },
  );

  /** Which view the layout's footer shows: its accordion (mobile) or its grid (desktop). */
  async function footerView(host: HTMLElement): Promise<'mobile' | 'desktop'> {
    const footer = part(host, 'shop-footer') as HTMLElement;
    const root = () => footer.shadowRoot;
    await vi.waitFor(() => expect(root()?.querySelector('.shop-footer__grid')).not.toBeNull());
    const grid = root()?.querySelector('.shop-footer__grid') as HTMLElement;
    return grid.getClientRects().length > 0 ? 'desktop' : 'mobile';
  }

  it('takes the footer platform from the html attribute, which every element of it shows', async () => {
    document.documentElement.setAttribute('data-shop-platform', 'MATCH');
    const host = await mount();
    expect(await footerView(host)).toBe('mobile');
    for (const element of [host, part(host, 'shop-header'), part(host, 'shop-footer')]) {
      expect(element?.getAttribute('data-shop-layout')).toBe('MATCH');
    }
    document.documentElement.setAttribute('data-shop-platform', 'TABLET');
    await vi.waitFor(async () => expect(await footerView(host)).toBe('desktop'));
    expect(host.getAttribute('data-shop-layout')).toBe('TABLET');
    document.documentElement.removeAttribute('data-shop-platform');
    await vi.waitFor(() => expect(host.hasAttribute('data-shop-layout')).toBe(false));
  });

  it.each([
    [500, 'mobile'],
    [767, 'mobile'],
    [768, 'desktop'],
    [1279, 'desktop'],
    [1280, 'desktop'],
  ] as const)(
    'without the attribute, at %i px the footer shows its %s view',
    async (width, view) => {
      await page.viewport(width, 800);
      const host = await mount();
      await vi.waitFor(async () => expect(await footerView(host)).toBe(view));
      expect(host.hasAttribute('data-shop-layout')).toBe(false);
    },
  );
});
