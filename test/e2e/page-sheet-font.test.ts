import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/launch-chromium';
import { serveStatic, type StaticServer } from './static-server';

let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
  server = await serveStatic([
    path.resolve('dist'),
    // The face as @fontsource-variable/inter ships it, to compare the subset's drawing with.
    path.resolve('node_modules/@fontsource-variable/inter/files'),
  ]);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const SAMPLES = {
  de: 'Größe prüfen – „Bücher“ für 12,90 € · 20 × »Café«',
  pl: 'Zażółć gęślą jaźń – „Łódź“ 12,90 zł',
  tr: 'İstanbul’da ışık, şeker ve ğ – 12,90 ₺',
} as const;

interface OpenedPage {
  page: Page;
  fontFiles: string[];
  problems: string[];
}

/** A page with the page sheet, the documented preload hint and one text in Inter. */
async function openPage(text: string, preloads: readonly string[]): Promise<OpenedPage> {
  const page = await browser.newPage();
  const fontFiles: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) fontFiles.push(new URL(request.url()).pathname);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  const html = `<!doctype html>
<html lang="de">
  <head>
    <meta charset="utf-8" />
    <link rel="icon" href="data:," />
    ${preloads.map((file) => `<link rel="preload" href="/fonts/${file}" as="font" type="font/woff2" crossorigin />`).join('\n    ')}
    <link rel="stylesheet" href="/shop-elements.css" />
  </head>
  <body style="font-family: var(--shop-font-family)"><p id="text">${text}</p></body>
</html>`;
  await page.route(`${server.url}/font.html`, (route) =>
    route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' }),
  );
  await page.goto(`${server.url}/font.html`);
  return { page, fontFiles, problems };
}

/**
 * `text` drawn on a canvas in each weight by the page sheet's face and by the face as
 * @fontsource-variable/inter ships it: the channel values that differ, and both widths.
 */
const compareWithFullFace = (page: Page, text: string) =>
  page.evaluate(async (text) => {
    // The sheet's faces as it states them, under a name of their own: with `font-display:
    // optional`, a face that came later than 100 ms is not used on that page.
    const sheetFaces = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule) => rule instanceof CSSFontFaceRule);
    for (const { style } of sheetFaces) {
      const face = new FontFace('Inter Subset', style.getPropertyValue('src'), {
        weight: style.getPropertyValue('font-weight'),
        unicodeRange: style.getPropertyValue('unicode-range'),
      });
      document.fonts.add(await face.load());
    }
    for (const [file, unicodeRange] of [
      ['inter-latin-wght-normal', 'U+0-FF,U+131,U+152-153,U+2000-206F,U+20AC,U+2122,U+2212,U+FEFF'],
      [
        'inter-latin-ext-wght-normal',
        'U+100-130,U+132-151,U+154-17F,U+1E00-1EFF,U+20A0-20AB,U+20AD-20C0',
      ],
    ] as const) {
      const face = new FontFace('Inter Full', `url(/${file}.woff2)`, {
        weight: '100 900',
        unicodeRange,
      });
      document.fonts.add(await face.load());
    }
    const draw = async (family: string, weight: number) => {
      const font = `${weight} 28px "${family}"`;
      await document.fonts.load(font, text);
      const canvas = document.createElement('canvas');
      canvas.width = 900;
      canvas.height = 48;
      const context = canvas.getContext('2d')!;
      context.font = font;
      context.fillText(text, 4, 34);
      const pixels = context.getImageData(0, 0, 900, 48).data;
      return {
        pixels,
        width: context.measureText(text).width,
        loaded: document.fonts.check(font, text),
      };
    };
    const weights = [];
    for (const weight of [400, 500, 700]) {
      const subset = await draw('Inter Subset', weight);
      const full = await draw('Inter Full', weight);
      const differences = subset.pixels.map((value, index) =>
        Math.abs(value - full.pixels[index]!),
      );
      const differing = differences.filter((difference) => difference > 0).length;
      const largest = differences.reduce((most, difference) => Math.max(most, difference), 0);
      const inked = subset.pixels.filter((value) => value > 0).length;
      weights.push({
        weight,
        loaded: subset.loaded,
        differing,
        largest,
        inked,
        widths: [subset.width, full.width],
      });
    }
    return weights;
  }, text);

describe('the page sheet font', () => {
  it.each(Object.entries(SAMPLES))(
    '%s: draws the text as the full face does: the same at 400; at 500 and 700, lines at most 0.05 px apart',
    async (_, text) => {
      const { page, problems } = await openPage(text, []);
      for (const { weight, loaded, differing, largest, inked, widths } of await compareWithFullFace(
        page,
        text,
      )) {
        expect(loaded, `${weight} loaded`).toBe(true);
        expect(inked, `${weight} drew`).toBeGreaterThan(1000);
        // The weight axis kept from 400 to 700 is stored anew, its deltas rounded to font units:
        // a glyph may land a quarter pixel step apart, which shades a few edge pixels anew.
        if (weight === 400) expect(differing, `${weight}`).toBe(0);
        else expect([differing < inked / 4, largest <= 128], `${weight}`).toEqual([true, true]);
        expect(Math.abs(widths[0]! - widths[1]!), `${weight}`).toBeLessThan(0.05);
      }
      expect(problems).toEqual([]);
      await page.close();
    },
  );

  it('a German page loads one file, a Polish or Turkish page both, each once with its preload', async () => {
    const german = await openPage(SAMPLES.de, ['inter-shop-latin.woff2']);
    await german.page.evaluate(() => document.fonts.ready);
    expect(german.fontFiles).toEqual(['/fonts/inter-shop-latin.woff2']);
    expect(german.problems).toEqual([]);
    await german.page.close();

    const both = ['inter-shop-latin.woff2', 'inter-shop-latin-ext.woff2'];
    for (const text of [SAMPLES.pl, SAMPLES.tr]) {
      const { page, fontFiles, problems } = await openPage(text, both);
      await page.evaluate(() => document.fonts.ready);
      expect(fontFiles.sort()).toEqual(both.map((file) => `/fonts/${file}`).sort());
      expect(problems).toEqual([]);
      await page.close();
    }
  });
});
