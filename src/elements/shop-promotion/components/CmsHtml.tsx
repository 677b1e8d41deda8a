import type { SanitizedHtml } from '../../../services/cms/sanitize-html';

/**
 * Shows CMS HTML. It takes only `SanitizedHtml`, which only `sanitizeCmsHtml` produces, so the
 * one `dangerouslySetInnerHTML` of the promotions never sees unsanitised text.
 */
export function CmsHtml({ html, className }: { html: SanitizedHtml; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
