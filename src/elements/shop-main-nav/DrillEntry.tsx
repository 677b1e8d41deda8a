import { Icon } from '../../primitives/icon/Icon';
import type { NavigationItem } from '../../services/navigation/navigation-answer';
import { trackFollowedLink } from './nav-tracking';

export interface DrillEntryProps {
  item: NavigationItem;
  className: string;
  /** The entry is the current page (a link) or holds it (a level to drill into). */
  current: boolean;
  onDrill: () => void;
}

/**
 * One entry of a drill-down list (the category flyout's and the drawer's): a node with children
 * is a button that opens its level, a leaf is a link to its page (a new tab when it says so).
 */
export function DrillEntry({ item, className, current, onDrill }: DrillEntryProps) {
  if (item.children.length > 0) {
    return (
      <button
        type="button"
        className={className}
        data-drill=""
        data-current={current ? '' : undefined}
        onClick={onDrill}
      >
        <span>{item.title}</span>
        <Icon name="chevron-right" size={16} />
      </button>
    );
  }
  return (
    <a
      className={className}
      href={item.href}
      target={item.target === '_blank' ? '_blank' : undefined}
      rel={item.target === '_blank' ? 'noopener' : undefined}
      aria-current={current ? 'page' : undefined}
      onClick={(event) => trackFollowedLink(event, 'navigationLinkClicked', item)}
    >
      {item.title}
    </a>
  );
}
