/**
 * The server's sanitizer (parse5 and its own walk, `src/server/server-sanitizer.ts`) against
 * the browser's (DOMPurify on Chromium's DOM), input by input, in the same Chromium: the browser
 * hydrates server HTML against what DOMPurify gives, so the two must be equal to the character,
 * for the hostile corpus, for ordinary CMS text and for random mixes of the HTML that sanitizers
 * are attacked with. Where DOMPurify's rules change, this is the test that fails.
 */
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CMS_EXAMPLES } from '../../../src/elements/shop-promotion/cms-examples';
import { SERVER_SANITIZER } from '../../../src/server/server-sanitizer';
import { sanitizeCmsHtml, sanitizeCmsHtmlWith } from '../../../src/services/cms/sanitize-html';
import { SITE_CODES } from '../../../src/sites/sites';
import { promotion } from '../../fake-backend/fixtures';
import { LONG_TEXT } from '../../unit/hostile-input/answer-fields';
import { expectOnlyAllowedMarkup } from '../../support/sanitizer-checks';
import {
  HTML_PAYLOADS,
  SAFE_LINK_URLS,
  SCRIPT_URL_PAYLOADS,
  URL_PAYLOADS,
} from '../../support/xss-payloads';

beforeEach(() => {
  // Both sides warn alike when they fall back to text; the warning is not what is compared.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const onServer = (html: string) => sanitizeCmsHtmlWith(SERVER_SANITIZER, html);

/** The two results side by side, so a failure shows the input and both outputs. */
const bothOf = (html: string) => ({ html, server: onServer(html), browser: sanitizeCmsHtml(html) });
const expectSame = (html: string) => {
  const { server, browser } = bothOf(html);
  expect({ html, server }).toEqual({ html, server: browser });
};

/** Every legal text the fake backend's promotions hold, on every site. */
const FIXTURE_LEGAL_TEXTS = [
  ...new Set(
    SITE_CODES.flatMap((site) =>
      ['~header_top', 'banner_cta', 'category_coffee', 'phase_autumn', 'hostile_banner'].map(
        (id) => {
          const answer = promotion(site, id, new URLSearchParams());
          const content = answer ? (JSON.parse(answer.contentJSON) as { legalText?: unknown }) : {};
          return typeof content.legalText === 'string' ? content.legalText : '';
        },
      ),
    ),
  ),
].filter(Boolean);

/** What editors paste: formatting, lists, entities, line breaks, word processors' leftovers. */
const ORDINARY_CMS_HTML: readonly string[] = [
  ...FIXTURE_LEGAL_TEXTS,
  ...CMS_EXAMPLES.map(({ content }) => content.legalText ?? '').filter(Boolean),
  'Gültig bis 30.11.2026, solange der Vorrat reicht.',
  'Preise inkl. MwSt. & zzgl. Versand > 20 €',
  '<p>Gültig&nbsp;bis&nbsp;30.11.</p>\n<p>Nur online.</p>',
  '\n  <p>Mit Einrückung</p>\n',
  '<P><STRONG>Groß</STRONG> geschrieben <A HREF="/c/agb" TITLE="AGB">AGB</A></P>',
  '<ul>\n<li>eins</li>\n<li>zwei<ul><li>zwei a</li></ul></li>\n</ul><ol><li>drei</li></ol>',
  '<p>Zeile eins<br>Zeile zwei<br/>Zeile drei</br></p>',
  '<p class="MsoNormal" style="margin:0"><span lang="DE" style="font-size:11pt">Word<o:p></o:p></span></p>',
  '<div><h2>Teilnahme</h2><p>Ab 18 Jahren.</p><table><tr><td>Zelle</td></tr></table></div>',
  '<p>Ungeschlossen <b>fett <i>kursiv</b> weiter</i> fertig',
  '<p>Zitat: &bdquo;Kaffee&ldquo; &amp;c. &copy; 2026 &#8364; &euro; &#x1F600; 😀 ı İ ğ ş</p>',
  '<a href="mailto:service@shop.example?subject=Frage">Mail</a> <a href="tel:+49 40 123456">Telefon</a>',
  '<a href="https://www.shop.example/p/kaffee?x=1&amp;y=2#top" title="Zum &quot;Kaffee&quot;">Kaffee</a>',
  '<a href="  /c/agb  " title="  mit Leerraum  ">AGB</a>',
  '<a name="anker">Anker</a><a href="#anker">nach oben</a><a>ohne Adresse</a>',
  '<p><!-- Kommentar des Redakteurs -->Text</p>',
  '<font color="red"><center>Alt</center></font><u>unterstrichen</u><s>gestrichen</s>',
  '<p dir="rtl" lang="tr" data-x="1" aria-label="x" id="a" class="b">Attribute</p>',
  '<span title="Zeile&#10;zwei&#9;Tab">Titel mit Umbruch</span>',
];

/** DOMPurify's own corners: where its result is not what the allow-list alone would say. */
const PURIFY_CORNERS: readonly string[] = [
  '<p is="x-p" title="t">is comes back empty, and the result falls back to text</p>',
  '<form><input name="nodeName">Formular mit überschattetem Namen</form>danach',
  '<form><img name="childNodes">Bild</form><form><input name="ok">Text bleibt</form>',
  '<form id="f">Formular</form><input form="f" name="attributes"><input form="f" name="ok">',
  '<form id="f">F<input form="g" name="nodeName"></form><form id="g">G</form>',
  '<div><form>F<div><img id="nodeName"></div></form></div><form>F<svg><input name="nodeName">',
  '<form><input type="image" name="nodeName">Bildknopf</form>',
  '<p><!--c-->&lt;b&gt; hinter einem Kommentar</p>',
  '<p>&lt;b&gt; vor einem Kommentar<!--c--></p>',
  '<b><!--x-->&lt;/b&gt;</b><i>&lt;!--</i>',
  '<p title="--&gt;">Kommentarende im Titel</p><p title="]>">CDATA-Ende</p>',
  '<p title="</style>">Stil-Ende im Titel</p><a href="/x" title="</script>">Link</a>',
  '<p title="/>">Selbstschließend</p>',
  '<a href="">leer</a><a href=" ">Leerzeichen</a><a href="&#0;">Null</a>',
  '<a href="ftp://files.example/x">ftp</a><a href="callto:123">callto</a><a href="sms:1">sms</a>',
  '<a href="a b:c">Doppelpunkt</a><a href="1:2">Zahl</a><a href="//host/path">Protokollrelativ</a>',
  '<a href="\u00a0https://x.example">NBSP</a><a href="https://x.example\u2028">Trenner</a>',
  '<span href="/c/agb">Adresse an einem span</span><p href="javascript:x">p</p>',
  '<textarea><b>im Textfeld</b></textarea><title>Titel</title><xmp><i>x</i></xmp>',
  '<noscript><b>ohne Skript</b></noscript><noembed>n</noembed><noframes>f</noframes>',
  '<object>Ersatz<param name="x"></object><embed><iframe>i</iframe>',
  '<svg><foreignObject><p>im SVG</p></foreignObject></svg><math><mi><b>m</b></mi></math>',
  '<svg><p>bricht aus</p></svg><math><p>auch</p></math>',
  '<table><a href="/x">verschoben</a><tr><td>z</td></tr></table>',
  '<table><thead><tr><th>Kopf</th></tr></thead><tbody><tr><td>Körper</td></tr></tbody></table>',
  '<template><b>t</b></template><template shadowrootmode="open"><b>s</b></template>',
  '<frameset><frame></frameset>',
  '<p>Text</p><frameset><frame></frameset>',
  '<meta charset="utf-8"><title>T</title><link rel=x><p>Kopf zuerst</p>',
  '<head><b>im Kopf</b></head><body title="x"><p>Körper</p></body>',
  '<html><body><b>b</b></body></html><p>nach dem Ende</p>',
  '<!doctype html><p>Doctype</p><!DOCTYPE x>',
  '<![CDATA[x]]><?xml version="1.0"?><!-->-->',
  '<b><?php echo 1 ?>&lt;b</b><i><?a x <b>&lt;i</i><u><?xml x?>&lt;u</u><s><?a.b?>&lt;s</s>',
  '<plaintext><b>alles danach ist Text',
  '<a href="/a"><a href="/b">verschachtelt</a></a><p><div>Block im Absatz</div></p>',
  '<li>ohne Liste</li><ul><p>p in ul</p><li>a<li>b</ul>',
  '<button><p>im Knopf</p></button><image src=x>Bild</image>',
  '<custom-element title="x">eigenes Element</custom-element><x-y><b>b</b></x-y>',
  ' \t\r\n <p>führender Leerraum mit CR</p>',
  '\f<p>Seitenvorschub</p>',
  'a\u0000b<p>Null\u0000zeichen</p>\r\nCR\rLF',
  '<p title="a&amp;b&lt;c&gt;d&quot;e\u00a0f">Zeichen im Titel</p>\u00a0&nbsp;',
  '<b>'.repeat(40) + 'tief' + '</b>'.repeat(40),
  LONG_TEXT,
];

/** The render tests' hostile input and the addresses a link may carry. */
const HOSTILE: readonly string[] = [
  ...HTML_PAYLOADS,
  ...HTML_PAYLOADS.map((payload) => `<p>Vorher</p>${payload}<p>Nachher</p>`),
  '</template></shop-header><script>window.__xss=1</script>',
  ...[...SCRIPT_URL_PAYLOADS, ...URL_PAYLOADS, ...SAFE_LINK_URLS].map(
    (url) => `<a href="${url.replace(/"/g, '&quot;')}" title="Link">Link</a>`,
  ),
];

describe('given the same CMS HTML on the server and in Chromium', () => {
  it.each(ORDINARY_CMS_HTML)('ordinary CMS text %j is reduced to the same markup', expectSame);
  it.each(PURIFY_CORNERS)('DOMPurify’s corner %j is reduced to the same markup', expectSame);
  it.each(HOSTILE)('hostile input %j is reduced to the same markup', expectSame);

  it('ordinary CMS text keeps its allowed markup as it came', () => {
    const [legalText] = FIXTURE_LEGAL_TEXTS;
    expect(onServer(legalText!)).toBe(legalText);
  });
});

/**
 * Tags, attributes and text sanitizers are attacked with, mixed at random. Left out, as the two
 * parsers part there (decision 36): `select` (Chromium parses its content as HTML now specifies,
 * parse5 8 as it was specified before 2025), U+0000 (Chromium skips it where HTML hands it to the
 * tree builder) and `frameset` (Chromium lets a U+FFFD before it replace the body).
 */
const TAGS = [
  ...['p', 'br', 'b', 'i', 'em', 'strong', 'span', 'a', 'ul', 'ol', 'li', 'div', 'h2', 'pre'],
  ...['table', 'tbody', 'thead', 'tr', 'td', 'th', 'caption', 'colgroup', 'col', 'form', 'input'],
  ...['img', 'image', 'button', 'option', 'optgroup', 'textarea', 'keygen', 'label', 'output'],
  ...['fieldset', 'title', 'style', 'script', 'noscript', 'template', 'iframe', 'xmp', 'plaintext'],
  ...['noembed', 'noframes', 'object', 'embed', 'frame', 'body', 'html', 'head', 'meta', 'base'],
  ...['svg', 'path', 'desc', 'foreignObject', 'math', 'mi', 'mtext', 'mglyph', 'malignmark'],
  ...['annotation-xml', 'listing', 'nobr', 'font', 'center', 'marquee', 'dd', 'dt', 'ruby', 'rt'],
  ...['hr', 'custom-el'],
];
const ATTRIBUTES = [
  ...['', ' title="t"', ' title=" x "', ' title', ` title='"'`, ' title="--&gt;"', ' title="a/>b"'],
  ...[' title="</title>"', ' href="/x"', ' HREF="#A"', ' href=""', ' href=" mailto:a@b "'],
  ...[' href="javascript:x"', ' href="a b:c"', ' href="https://x/&quot;>"', ' is="x"', ' id="f"'],
  ...[' id="nodeName"', ' name="childNodes"', ' name="ok"', ' type="image"', ' form="f"'],
  ...[' style="x"', ' onclick="x"', ' color="red"', ' encoding="text/html"'],
];
const TEXTS = [
  ...['x', ' ', 'Kaffee', 'ü', '\n', '\r\n', '\t', '\f', '&lt;b', '&amp;', '&nbsp;', '&#0;'],
  ...['<', '>', '"', '/>', '<!--c-->', '<!--<b>-->', '<!-->', '<![CDATA[x]]>', '<?pi?>'],
  '<!doctype html>',
];
const token = fc.oneof(
  fc
    .tuple(fc.constantFrom(...TAGS), fc.constantFrom(...ATTRIBUTES))
    .map(([tag, attributes]) => `<${tag}${attributes}>`),
  fc.constantFrom(...TAGS).map((tag) => `</${tag}>`),
  fc.constantFrom(...TEXTS),
);

describe('given random mixes of the HTML sanitizers are attacked with', () => {
  it('the server and Chromium reduce each to the same markup', () => {
    const documents = fc.array(token, { minLength: 1, maxLength: 14 }).map((t) => t.join(''));
    // A fixed seed keeps the run the same each time; 40 000 runs with others found no difference.
    fc.assert(
      fc.property(documents, (html) => {
        const { server, browser } = bothOf(html);
        return server === browser;
      }),
      { numRuns: 400, seed: 39 },
    );
  });
});

describe('given input where Chromium’s parser and parse5 part', () => {
  it.each([
    '<select><b>fett</b><option>Option</option></select>',
    '\u0000 <p>Null vorne</p>',
    '&#0;<frameset><frame></frameset>',
    `${'<span>'.repeat(600)}tiefer als 512`,
  ])('%j: both results hold only allowed markup', (html) => {
    const { server, browser } = bothOf(html);
    expectOnlyAllowedMarkup(server);
    expectOnlyAllowedMarkup(browser);
  });
});
