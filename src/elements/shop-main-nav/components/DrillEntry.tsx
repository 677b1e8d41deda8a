import { Icon } from '../../../primitives/icon/Icon';
import type { NavigationItem } from '../../../services/navigation/navigation-answer';
import { navLinkProps } from '../behaviour/nav-link-props';

export interface DrillEntryProps {
  item: NavigationItem;
  className: string;
  /** The entry is the current page (a link) or holds it (a level to drill into). */
  current: boolean;
  onDrill: () => void;
}

/**
 * One entry of the category flyout's drill-down list: a node with children is a button that
 * opens its level, a leaf is a link to its page (a new tab when it says so).
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
      {...navLinkProps(item, 'navigationLinkClicked', { target: item.target, current })}
    >
      {item.title}
    </a>
  );
}
