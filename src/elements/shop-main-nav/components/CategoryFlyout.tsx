/**
 * A category's flyout (§4 "Drill-down node"): the children of the level the shopper is on, a
 * child with children drills down (the path is kept, "back" goes up), and the node's teaser
 * beside the list. It opens on the level of the current page, its node marked. In the flyouts'
 * chunk (`NavFlyouts.ts`).
 */
import { useStyles } from '../../../element-kit/styles/adopted-styles';
import { useShop } from '../../../element-kit/render/shop-context';
import { Icon } from '../../../primitives/icon/Icon';
import type {
  NavigationItem,
  NavigationTeaserEntry,
} from '../../../services/navigation/navigation-answer';
import { navLinkProps } from '../behaviour/nav-link-props';
import { useCategoryFlyout } from '../behaviour/use-category-flyout';
import flyoutCss from '../nav-flyouts.css?inline';
import type { Trail } from '../state/trail';
import { DrillEntry } from './DrillEntry';

/** Header-and-cart §9: the default teaser picture size. */
export const TEASER_IMAGE = { width: 488, height: 287 } as const;

function TeaserEntry({ entry }: { entry: NavigationTeaserEntry }) {
  return (
    <a
      className="shop-nav-flyout__teaser-entry"
      {...navLinkProps(entry, 'navigationTeaserClicked')}
    >
      {entry.imageSrc && (
        <img
          src={entry.imageSrc}
          alt=""
          width={TEASER_IMAGE.width}
          height={TEASER_IMAGE.height}
          loading="lazy"
          decoding="async"
        />
      )}
      <span>{entry.title}</span>
    </a>
  );
}

export function CategoryFlyout({
  item,
  openingTrail,
  currentTrail,
}: {
  item: NavigationItem;
  openingTrail: Trail;
  currentTrail: Trail | undefined;
}) {
  const { translator } = useShop();
  const styles = useStyles<HTMLDivElement>(flyoutCss);
  const flyout = useCategoryFlyout(item, openingTrail, currentTrail);
  const { level } = flyout;

  return (
    <div ref={styles} className="shop-nav-flyout shop-nav-flyout--category">
      <div className="shop-nav-flyout__drilldown">
        {flyout.canGoBack && (
          <button type="button" className="shop-nav-flyout__back" onClick={flyout.back}>
            <Icon name="chevron-left" size={16} />
            {translator.t('header.back')}
          </button>
        )}
        <a className="shop-nav-flyout__all" {...flyout.getAllLinkProps()}>
          {translator.t('header.showAll', { category: level.title })}
        </a>
        <ul className="shop-nav-flyout__list">
          {level.children.map((child, index) => {
            const childTrail = flyout.childTrail(index);
            return (
              <li key={`${index}:${child.href}`}>
                <DrillEntry
                  item={child}
                  className="shop-nav-flyout__entry"
                  current={flyout.leadsToCurrent(childTrail)}
                  onDrill={() => flyout.drill(childTrail)}
                />
              </li>
            );
          })}
        </ul>
      </div>
      {item.teaser && item.teaser.entries.length > 0 && (
        <section className="shop-nav-flyout__teaser" {...flyout.getTeaserProps()}>
          {item.teaser.title && (
            <p className="shop-nav-flyout__teaser-title">{item.teaser.title}</p>
          )}
          <ul className="shop-nav-flyout__teaser-list">
            {item.teaser.entries.map((entry) => (
              <li key={entry.href}>
                <TeaserEntry entry={entry} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
