#!/usr/bin/env node
// The command is Node's (files, arguments, exit codes); dist/server.js needs none of it.
/// <reference types="node" />
/**
 * `npx shop-elements render <tag> --site DE --origin https://www.shop.de` (or `--data
 * answers.json`) prints an element's server HTML, for a CMS that publishes a header or footer
 * fragment per site and language at deploy time or serves it from an edge include. Its lifetime
 * goes to stderr as one line, and with `--lifetime` to a JSON file for the publishing script:
 * stdout stays the HTML alone, so `> header.html` keeps working.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { renderFragment, SERVER_RENDERED_TAGS, type RenderElementOptions } from './render-element';

const USAGE = `Usage: shop-elements render <tag> [options]

Prints the element's HTML with its declarative shadow root.

  <tag>                 ${SERVER_RENDERED_TAGS.join(', ')}
  --site <code>         DE, AT, CH, CH_FR, PL, CZ, HU, SK or TR (default DE)
  --locale <locale>     a locale of the site, such as fr-CH
  --origin <url>        the shop to load navigation, promotions and footer content from
  --data <file.json>    the service answers to render from instead
                        ({ navigation, themeWorlds, promotions: { id: answer }, footerContent,
                        validUntil: { promotions: { id: "2026-11-30T23:00:00Z" }, … } })
  --attribute <n=v>     another attribute of the element (repeatable; "n" alone for a boolean)
  --layout-mode <mode>  accepted as before and no longer needed: the HTML is right at
                        every window width
  --nonce <nonce>       the page's CSP nonce for the inline styles
  --lifetime <file>     write until when the HTML is right to a JSON file
                        ({ expiresAt, maxAgeSeconds, cacheControl }); stderr says it anyway
`;

function attributesOf(pairs: readonly string[] = []): Record<string, string | true> {
  return Object.fromEntries(
    pairs.map((pair) => {
      const at = pair.indexOf('=');
      return at === -1 ? [pair, true] : [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
}

async function main(argv: readonly string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      site: { type: 'string' },
      locale: { type: 'string' },
      origin: { type: 'string' },
      data: { type: 'string' },
      attribute: { type: 'string', multiple: true },
      'layout-mode': { type: 'string' },
      nonce: { type: 'string' },
      lifetime: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, tag] = positionals;
  if (values.help || command !== 'render' || !tag) {
    (values.help ? process.stdout : process.stderr).write(USAGE);
    return values.help ? 0 : 2;
  }
  const options: RenderElementOptions = {
    site: values.site as RenderElementOptions['site'],
    locale: values.locale as RenderElementOptions['locale'],
    origin: values.origin,
    attributes: attributesOf(values.attribute),
    layoutMode: values['layout-mode'] as RenderElementOptions['layoutMode'],
    nonce: values.nonce,
  };
  if (values.data) options.data = JSON.parse(await readFile(values.data, 'utf8')) as object;
  const { html, lifetime } = await renderFragment(tag, options);
  process.stdout.write(`${html}\n`);
  process.stderr.write(
    `shop-elements: <${tag}> is right until ${lifetime.expiresAt} (Cache-Control: ${lifetime.cacheControl})\n`,
  );
  if (values.lifetime) await writeFile(values.lifetime, `${JSON.stringify(lifetime, null, 2)}\n`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(
      `shop-elements: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exitCode = 1;
  },
);
