import { Icon } from '../../../primitives/icon/Icon';
import type { PromotionLinkView } from '../../../services/cms/promotion-content';

export interface PromotionLinkProps {
  link: PromotionLinkView;
  className?: string;
  onFollow?: (href: string) => void;
}

/** A CMS link with an arrow; without a safe address, its text alone. */
export function PromotionLink({ link, className, onFollow }: PromotionLinkProps) {
  const classes = ['shop-promotion__link', link.bold && 'shop-promotion__link--bold', className]
    .filter(Boolean)
    .join(' ');
  if (!link.href) return <span className={classes}>{link.text}</span>;
  const { href } = link;
  return (
    <a part="link" className={classes} href={href} onClick={() => onFollow?.(href)}>
      <span className="shop-promotion__link-text">{link.text}</span>
      <Icon name="arrow-right" size={16} />
    </a>
  );
}
