import { useId, useState, type CSSProperties, type ReactNode } from 'react';
import { useStyles } from '../../element-kit/styles/adopted-styles';
import { useShop } from '../../element-kit/render/shop-context';
import { Icon } from '../icon/Icon';
import legalTextCss from './legal-text.css?inline';

export interface LegalTextProps {
  /** The legal text. CMS HTML must be sanitised before it gets here. */
  children: ReactNode;
  /**
   * The toggle's text, such as a promotion's legal-text hint ("Conditions apply"). It stays the
   * same in both states, as `aria-expanded` tells the state.
   * @defaultValue the translated "Show legal information" / "Hide legal information"
   */
  hint?: ReactNode;
  /** Controlled: whether the text is shown. Pair it with `onExpandedChange`. */
  expanded?: boolean;
  /** Uncontrolled: whether the text is shown at first. @defaultValue false */
  defaultExpanded?: boolean;
  /**
   * The shopper pressed the toggle; receives the state asked for. A controlled owner may also
   * collapse the text on its own, such as a banner that shrinks on scroll.
   */
  onExpandedChange?: (expanded: boolean) => void;
  /**
   * While collapsed, show the first lines of the text, faded out, instead of hiding it. The
   * preview is only a teaser: it is inert (not focusable, not read) until expanded, so
   * screen-reader users meet the text once, after the toggle says it is shown.
   */
  previewLines?: number;
  className?: string;
}

/** A legal hint that shows and hides its legal text: the WAI-ARIA APG disclosure pattern. */
export function LegalText({
  children,
  hint,
  expanded,
  defaultExpanded = false,
  onExpandedChange,
  previewLines,
  className,
}: LegalTextProps) {
  const { translator } = useShop();
  const styles = useStyles<HTMLDivElement>(legalTextCss);
  const contentId = useId();
  const [uncontrolledExpanded, setUncontrolledExpanded] = useState(defaultExpanded);
  const controlled = expanded !== undefined;
  const open = controlled ? expanded : uncontrolledExpanded;
  const previewing = !open && previewLines !== undefined && previewLines > 0;

  const toggle = () => {
    if (!controlled) setUncontrolledExpanded(!open);
    onExpandedChange?.(!open);
  };

  const toggleText = hint ?? translator.t(open ? 'legalText.hide' : 'legalText.show');
  const previewStyle = previewing
    ? ({ '--_preview-lines': previewLines } as CSSProperties)
    : undefined;

  return (
    <div
      ref={styles}
      className={['shop-legal-text', className].filter(Boolean).join(' ')}
      data-expanded={open || undefined}
    >
      <button
        type="button"
        className="shop-legal-text__toggle"
        aria-expanded={open}
        aria-controls={contentId}
        onClick={toggle}
      >
        <span className="shop-legal-text__hint">{toggleText}</span>
        <Icon name="chevron-down" size={16} className="shop-legal-text__icon" />
      </button>
      <div
        id={contentId}
        className={['shop-legal-text__content', previewing && 'shop-legal-text__content--preview']
          .filter(Boolean)
          .join(' ')}
        style={previewStyle}
        hidden={!open && !previewing}
        inert={previewing}
      >
        {children}
      </div>
    </div>
  );
}
