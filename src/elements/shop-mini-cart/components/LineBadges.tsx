import type { LineBadge } from '../state/line-view';

/** A line's tags (free article, gift card, partner, sold out…), or nothing when it has none. */
export function LineBadges({ badges }: { badges: readonly LineBadge[] }) {
  if (badges.length === 0) return null;
  return (
    <span className="shop-mini-cart-line__badges">
      {badges.map((badge) => (
        <span key={badge.text} part="badge" className="shop-mini-cart-badge" data-tone={badge.tone}>
          {badge.text}
        </span>
      ))}
    </span>
  );
}
