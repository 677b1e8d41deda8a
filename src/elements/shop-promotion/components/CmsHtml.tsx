import { useMemo } from 'react';
import { trustedCmsHtml, type SanitizedHtml } from '../../../services/cms/sanitize-html';

/**
 * Shows CMS HTML. It takes only `SanitizedHtml`, which only `sanitizeCmsHtml` produces, so the
 * one `dangerouslySetInnerHTML` of the promotions never sees unsanitised text; on a page that
 * enforces Trusted Types it gets the sanitiser's TrustedHTML. Kept per text: React rewrites
 * `innerHTML` whenever the value is a new object.
 */
export function CmsHtml({ html, className }: { html: SanitizedHtml; className?: string }) {
  const markup = useMemo(() => trustedCmsHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: markup }} />;
}
