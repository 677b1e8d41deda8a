/**
 * Real cross-site-scripting payloads for the CMS fields, shared by the unit tests (what the
 * sanitizer returns) and the browser tests (that nothing runs in Chromium). Every payload that
 * runs sets `window.__xss`; the tests prove it stays unset.
 */

export const XSS_FLAG = '__xss';

export function xssRan(): boolean {
  return (window as unknown as Record<string, unknown>)[XSS_FLAG] !== undefined;
}

export function resetXssFlag(): void {
  Reflect.deleteProperty(window, XSS_FLAG);
}

const RUN = `window.${XSS_FLAG}=1`;

/** HTML for a legal text: event handlers, script, SVG, script URLs, style, mutation XSS. */
export const HTML_PAYLOADS: readonly string[] = [
  `<img src=x onerror="${RUN}">`,
  `<svg onload="${RUN}"><circle r="1"/></svg>`,
  `<svg><script>${RUN}</script></svg>`,
  `<script>${RUN}</script>`,
  `<a href="javascript:${RUN}">Bedingungen</a>`,
  `<a href="JaVaScRiPt:${RUN}">Bedingungen</a>`,
  `<a href=" javascript:${RUN}">Bedingungen</a>`,
  `<a href="java&#x09;script:${RUN}">Bedingungen</a>`,
  `<a href="&#106;avascript:${RUN}">Bedingungen</a>`,
  '<a href="data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==">Daten</a>',
  '<a href="vbscript:msgbox(1)">VB</a>',
  `<p onclick="${RUN}" onmouseover="${RUN}" style="background:url(javascript:${RUN})">Text</p>`,
  '<style>body{display:none}</style><p>Nach dem Stil</p>',
  '<p style="position:fixed;inset:0;background:red">Überdeckt alles</p>',
  `<iframe src="javascript:${RUN}"></iframe>`,
  `<object data="javascript:${RUN}"></object><embed src="javascript:${RUN}">`,
  `<form action="javascript:${RUN}"><button formaction="javascript:${RUN}">Senden</button></form>`,
  `<details open ontoggle="${RUN}"><summary>Mehr</summary></details>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${RUN}">`,
  `<noscript><p title="</noscript><img src=x onerror=&quot;${RUN}&quot;>"></p></noscript>`,
  `<a href="/c/agb" onmouseover="${RUN}" target="_blank" rel="opener">AGB</a>`,
  `<span title="&quot;><img src=x onerror=${RUN}>">Titel</span>`,
  `<base href="javascript:${RUN}//"><a href="agb">AGB</a>`,
  `<meta http-equiv="refresh" content="0;url=javascript:${RUN}">`,
  `<link rel="stylesheet" href="data:text/css,body{display:none}">`,
  `<video><source onerror="${RUN}"></video><audio src=x onerror="${RUN}"></audio>`,
  `<input autofocus onfocus="${RUN}">`,
  `<template><img src=x onerror="${RUN}"></template>`,
];

/** Colours that try to smuggle CSS into the banner's style. */
export const COLOUR_PAYLOADS: readonly string[] = [
  'red; background-image: url(javascript:alert(1))',
  '#fff;position:fixed;inset:0',
  'expression(alert(1))',
  'url(https://evil.example/x.png)',
  'var(--shop-color-primary)',
  '#12345',
  '#gggggg',
  'rgb(300, 0, 0)',
  'rgb(0,0,0);display:none',
  '"}</style><script>alert(1)</script>',
  'red!important',
  'linear-gradient(red, blue)',
];

/** Addresses that must never become links. */
export const URL_PAYLOADS: readonly string[] = [
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'blob:https://shop.example/1',
  'file:///etc/passwd',
  'ftp://files.example/x',
];

/**
 * Issue 17: every form of script or document address a service answer may carry in a link
 * (product links in the cart, among others). Each must be refused; none may reach an `href`.
 */
export const SCRIPT_URL_PAYLOADS: readonly string[] = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  '  javascript:alert(1)',
  '\u00a0javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  'jav\u0000ascript:alert(1)',
  '\u0001javascript:alert(1)',
  'javascript\u001f:alert(1)',
  'javascript://%0aalert(1)',
  'javascript://shop.example/%0Aalert(1)',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
  'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
];

/** Addresses a service answer may give that must stay links: http(s), paths, mailto, tel. */
export const SAFE_LINK_URLS: readonly string[] = [
  'https://www.shop.example/p/kaffee-123',
  'HTTPS://WWW.SHOP.EXAMPLE/P/KAFFEE-123',
  'http://shop.example/p/kaffee-123',
  '/p/barista-caffe-crema/fake-coffee-1',
  'p/kaffee-123',
  '?page=2',
  '#details',
  'mailto:service@shop.example',
  'tel:+4940123456',
];
