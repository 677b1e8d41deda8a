// @vitest-environment node
/**
 * `shop-elements/server` in Node: every element it renders comes out as one element with its
 * declarative shadow root and its data, for every site; and hostile input (CMS HTML, script
 * addresses, attribute breakouts, `</template>` and `</script>` in data) stays inert text that
 * never escapes its element. The browser's side (hydration) is test/e2e/server-rendering.test.ts.
 */
import { createHash } from 'node:crypto';
import { Window } from 'happy-dom';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { LIBRARY_VERSION } from '../../../src/element-kit/definition/library-version';
import { SERVER_RENDERED_TAGS, appBannerScriptHash, renderElement } from '../../../src/server';
import { SITES, SITE_CODES } from '../../../src/sites/sites';
import { serverAnswersOf } from '../../support/server-answers';
import { HTML_PAYLOADS, SCRIPT_URL_PAYLOADS } from '../../support/xss-payloads';
import { appBannerEarlyScript } from '../../../src/services/app-banner-early';

// A DOM of its own to read the HTML with: in this Node environment the renderer finds no page.
const window = new Window();

const answersOf = serverAnswersOf;

// The first render loads the renderer's element code and catalogues: seconds on a busy machine,
// which is no test's business.
beforeAll(() => renderElement('shop-header', { site: 'DE', data: answersOf('DE') }), 30_000);

/** Every element of a parsed fragment, into templates' content too. */
function allElements(root: ParentNode): Element[] {
  return [...root.querySelectorAll('*')].flatMap((element) =>
    element.localName === 'template'
      ? [element, ...allElements((element as HTMLTemplateElement).content)]
      : [element],
  );
}

function parsed(html: string): DocumentFragment {
  return window.document
    .createRange()
    .createContextualFragment(html) as unknown as DocumentFragment;
}

/**
 * A `style-src` policy refuses every `style` attribute: none is in the HTML, and each element
 * whose attribute moved finds its rule in the inline-style sheet of its own shadow root.
 */
function expectNoStyleAttributes(fragment: DocumentFragment): void {
  expect(allElements(fragment).filter((element) => element.hasAttribute('style'))).toEqual([]);
  const templates = allElements(fragment).filter(
    (element): element is HTMLTemplateElement => element.localName === 'template',
  );
  for (const { content } of templates) {
    // A nested root's elements are in its own template's content, not in this one's.
    const sheet = [...content.children].find((child) =>
      child.matches('style[data-shop-inline-styles]'),
    );
    for (const marked of content.querySelectorAll('[data-shop-inline-style]')) {
      const number = marked.getAttribute('data-shop-inline-style');
      expect(sheet?.textContent).toContain(`[data-shop-inline-style="${number}"]{`);
    }
  }
}

const ATTRIBUTES: Readonly<Record<string, Record<string, string>>> = {
  'shop-promotion': { 'promotion-id': 'category_coffee' },
};

describe.each(SITE_CODES)('given site %s', (site) => {
  it.each(SERVER_RENDERED_TAGS)(
    'when <%s> renders on a server, it is one element with its declarative shadow root and its data',
    async (tag) => {
      const data = answersOf(site);
      const html = await renderElement(tag, { site, data, attributes: ATTRIBUTES[tag] });
      const fragment = parsed(html);

      expect(fragment.children).toHaveLength(1);
      const host = fragment.firstElementChild!;
      expect(host.localName).toBe(tag);
      expect(host.getAttribute('site')).toBe(site);
      expect(host.getAttribute('data-shop-server-rendered')).toBe(LIBRARY_VERSION);
      // The template opens the host; only the layout puts its footer rule ahead (pageContentHtml).
      const template = host.querySelector(':scope > template') as HTMLTemplateElement;
      expect(template).not.toBeNull();
      expect(template.getAttribute('shadowrootmode')).toBe('open');
      expect(template.content.querySelector('[lang]')?.getAttribute('lang')).toBe(
        SITES[site].locale,
      );
      const script = host.querySelector(':scope > script[data-shop-server-data]')!;
      expect(script.getAttribute('type')).toBe('application/json');
      expect(JSON.parse(script.textContent!)).toMatchObject({ answers: data });
      expectNoStyleAttributes(fragment);
    },
  );
});

describe('given no layout mode, mobile OS or width', () => {
  it('the header renders every layout’s parts, for CSS to choose: menu button and bar, both greetings, the app banner hidden until the early check shows it', async () => {
    const html = await renderElement('shop-header', {
      site: 'DE',
      data: answersOf('DE'),
      pageConfig: { apps: { android: 'com.example.shop', ios: '123456789' } },
    });
    expect(html).toContain('part="menu-button"');
    expect(html).toContain('part="bar"');
    expect(html.match(/part="greeting"/g)).toHaveLength(2);
    expect(html).toContain('class="shop-app-banner"');
    const host = parsed(html).firstElementChild!;
    const early = host.firstElementChild!;
    expect(early.localName).toBe('script');
    expect(early.textContent).toBe(appBannerEarlyScript());
  });

  it('gives the same HTML as with the layout modes and mobile OS it used to be told, which it still takes', async () => {
    // One moment for every render: the data script says until when the fragment is right.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    onTestFinished(() => void vi.useRealTimers());
    const options = { site: 'TR', data: answersOf('TR'), nonce: 'n0nce' } as const;
    const plain = await renderElement('shop-header', options);
    for (const told of [
      { layoutMode: 'MATCH', mobileOs: 'android' },
      { layoutMode: { header: 'TABLET', footer: 'CLASSIC' }, mobileOs: 'other' },
    ] as const) {
      expect(await renderElement('shop-header', { ...options, ...told })).toBe(plain);
    }
  });

  it('the early check’s CSP hash is the hash of the script the fragment carries', async () => {
    const html = await renderElement('shop-header', { site: 'DE', data: answersOf('DE') });
    const script = parsed(html).firstElementChild!.firstElementChild!.textContent!;
    const expected = createHash('sha256').update(script).digest('base64');
    expect(await appBannerScriptHash()).toBe(`'sha256-${expected}'`);
  });

  it('the reduced header carries no early check (it shows no app banner)', async () => {
    const html = await renderElement('shop-header', {
      site: 'DE',
      data: answersOf('DE'),
      attributes: { reduced: true },
    });
    expect(html).not.toContain(appBannerEarlyScript());
  });
});

describe('given the layout with the page’s content', () => {
  it('when it renders on a server, the footer waits for the content: a rule before the shadow root, with the nonce, and a marker after the content', async () => {
    const html = await renderElement('shop-layout', {
      site: 'AT',
      data: answersOf('AT'),
      nonce: 'n0nce',
      content: '<h1>Kaffee</h1>',
    });
    const host = parsed(html).firstElementChild!;
    // After the app banner's early check (a script of the library's own, see below) and the
    // rule that leaves the host out until its root is whole.
    const [, whole, rule, template] = [...host.children];
    expect(whole?.textContent).toContain(
      ':not(:has(> [data-shop-server-data])) { display: none; }',
    );
    expect(whole?.getAttribute('nonce')).toBe('n0nce');
    expect(rule?.localName).toBe('style');
    expect(rule?.getAttribute('nonce')).toBe('n0nce');
    expect(rule?.textContent).toContain('::part(footer) { display: none; }');
    expect(template?.localName).toBe('template');
    expect(host.lastElementChild?.hasAttribute('data-shop-content-end')).toBe(true);
    expect(host.lastElementChild?.previousElementSibling?.textContent).toBe('Kaffee');
  });
});

describe('given hostile input', () => {
  const scriptsOf = (fragment: DocumentFragment) =>
    allElements(fragment).filter((element) => element.localName === 'script');

  function expectInert(html: string, tag: string): void {
    const fragment = parsed(html);
    expect(fragment.children).toHaveLength(1);
    expect(fragment.firstElementChild!.localName).toBe(tag);
    // The scripts are the data, which is JSON and never runs, and, where the markup holds the
    // app banner, its early check: the library's own text, whatever the answers held.
    for (const script of scriptsOf(fragment)) {
      if (script.getAttribute('type') === 'application/json') continue;
      expect(script.textContent).toBe(appBannerEarlyScript());
    }
    expect(
      scriptsOf(fragment).filter((script) => script.getAttribute('type') === 'application/json'),
    ).toHaveLength(1);
    for (const element of allElements(fragment)) {
      for (const attribute of element.attributes) {
        expect(attribute.name).not.toMatch(/^on/i);
        if (attribute.name === 'href' || attribute.name === 'src')
          // eslint-disable-next-line no-control-regex
          expect(attribute.value.replace(/[\s\u0000-\u001f]/g, '')).not.toMatch(
            /^(javascript|vbscript|data:text)/i,
          );
      }
    }
  }

  it('when every CMS text of the top promotion and the footer is an XSS payload, nothing runs or escapes', async () => {
    for (const payload of [
      ...HTML_PAYLOADS,
      '</template></shop-header><script>window.__xss=1</script>',
    ]) {
      const banner = {
        headline: payload,
        headlineShort: payload,
        legalText: payload,
        legalTextHint: payload,
        legalTextHintShort: payload,
        links: [{ url: 'javascript:window.__xss=1', text: payload }],
      };
      const html = await renderElement('shop-header', {
        site: 'DE',
        data: {
          promotions: {
            '~header_top': { type: 'ApiTopBannerPromotion', contentJSON: JSON.stringify(banner) },
          },
          navigation: [{ title: payload, href: 'javascript:window.__xss=1', children: [] }],
          themeWorlds: { sections: {} },
        },
      });
      expectInert(html, 'shop-header');
      const footer = await renderElement('shop-footer', {
        site: 'DE',
        data: { footerContent: { contentJSON: JSON.stringify({ salesTax: { text: payload } }) } },
      });
      expectInert(footer, 'shop-footer');
    }
  }, 60_000);

  it.each(SCRIPT_URL_PAYLOADS)(
    'when a navigation link is %j, it never becomes an address',
    async (url) => {
      const html = await renderElement('shop-main-nav', {
        site: 'PL',
        data: { navigation: [{ title: 'Kawa', href: url, children: [] }], themeWorlds: {} },
      });
      expectInert(html, 'shop-main-nav');
    },
  );

  it('when attributes try to break out of the tag, they stay values, and bad names are left out', async () => {
    const html = await renderElement('shop-promotion', {
      site: 'DE',
      attributes: {
        'promotion-id': '"><script>window.__xss=1</script>',
        onload: 'window.__xss=1',
        'x" onmouseover="window.__xss=1': 'a',
      },
    });
    expectInert(html, 'shop-promotion');
    const host = parsed(html).firstElementChild!;
    expect(host.getAttribute('promotion-id')).toBe('"><script>window.__xss=1</script>');
    expect([...host.attributes].map((attribute) => attribute.name).sort()).toEqual(
      ['data-shop-server-rendered', 'promotion-id', 'site'].sort(),
    );
  });

  it('when a nonce is given, every inline style carries it, escaped', async () => {
    const html = await renderElement('shop-search', { site: 'DE', nonce: 'a"b' });
    const styles = allElements(parsed(html)).filter((element) => element.localName === 'style');
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles) expect(style.getAttribute('nonce')).toBe('a"b');
  });

  it('when a tag does not render on a server, it rejects and names the ones that do', async () => {
    const rejection = renderElement('shop-mini-cart', { site: 'DE' });
    await expect(rejection).rejects.toThrow(/not "shop-mini-cart"/);
    for (const tag of SERVER_RENDERED_TAGS) await expect(rejection).rejects.toThrow(tag);
  });

  it('renders the tags whose definitions say so: the header, the footer, the layout and their parts', () => {
    expect([...SERVER_RENDERED_TAGS].toSorted()).toEqual([
      'shop-benefits-strip',
      'shop-cart-link',
      'shop-country-switcher',
      'shop-footer',
      'shop-header',
      'shop-layout',
      'shop-main-nav',
      'shop-promotion',
      'shop-search',
    ]);
  });
});

describe('given the package', () => {
  it('the version the server writes into its HTML is the package’s version', async () => {
    const { readFile } = await import('node:fs/promises');
    const { version } = JSON.parse(await readFile('package.json', 'utf8')) as { version: string };
    expect(LIBRARY_VERSION).toBe(version);
  });
});
