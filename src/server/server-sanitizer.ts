/**
 * CMS text rendered on a server goes through the browser's allow-list sanitizer (DOMPurify)
 * too, parsing in jsdom: the DOM that DOMPurify's own tests run on in Node. happy-dom and
 * linkedom are smaller, but their parsers differ from a browser's where sanitizers are
 * attacked (DOMPurify warns of happy-dom), and a server has room for the larger one.
 */
import { parseCmsHtmlIn } from '../services/cms/sanitize-html';

let prepared: Promise<void> | undefined;

/** Loads jsdom once per process and hands its window to the sanitizer. */
export function prepareServerSanitizer(): Promise<void> {
  prepared ??= import('jsdom').then(({ JSDOM }) => {
    parseCmsHtmlIn(new JSDOM('<!doctype html>').window as unknown as Window & typeof globalThis);
  });
  return prepared;
}
