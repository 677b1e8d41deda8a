import type { ReactNode } from 'react';
import { LegalText } from '../../../primitives/legal-text/LegalText';
import type { SanitizedHtml } from '../../../services/cms/sanitize-html';
import type { PromotionClickType } from '../../../services/tracking';
import { CmsHtml } from './CmsHtml';
import { useCollapsingLegalText } from '../behaviour/use-collapsing-legal-text';

interface PromotionLegalTextProps {
  html: SanitizedHtml;
  hint: ReactNode;
  className: string;
  track: (clickType: PromotionClickType, target: string) => void;
}

/**
 * A promotion's legal text behind its hint: it collapses on scroll and when a flyout opens, and
 * every toggle is tracked as a promotion click.
 */
export function PromotionLegalText({ html, hint, className, track }: PromotionLegalTextProps) {
  const [expanded, setExpanded] = useCollapsingLegalText();
  return (
    <LegalText
      className={className}
      hint={hint}
      expanded={expanded}
      onExpandedChange={(next) => {
        setExpanded(next);
        track('legal-text', next ? 'expand' : 'collapse');
      }}
    >
      <CmsHtml html={html} />
    </LegalText>
  );
}
