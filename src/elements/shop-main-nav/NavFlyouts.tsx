/**
 * The flyouts' content, a chunk of its own: it loads while an item waits for its hover delay
 * (or on the first open), never with the bar.
 */
import { useState } from 'react';
import { useStyles } from '../../element-kit/adopted-styles';
import { useShop } from '../../element-kit/shop-context';
import { Icon } from '../../primitives/icon/Icon';
import type { NavigationItem } from '../../services/navigation/navigation-answer';
import type { ThemeWorldNavigation } from '../../services/navigation/theme-world-answer';
import { widthCondition } from '../../tokens/breakpoints';
import { DrillEntry } from './DrillEntry';
import flyoutCss from './nav-flyouts.css?inline';
import { trackFollowedLink } from './nav-tracking';

/** Header-and-cart §9: the default teaser picture size. */
export const TEASER_IMAGE = { width: 488, height: 287 } as const;

const sameTrail = (a: readonly number[] | undefined, b: readonly number[]) =>
  a !== undefined && a.length === b.length && a.every((value, index) => value === b[index]);

/**
 * A category's flyout (§4 "Drill-down node"): the children of the level the shopper is on, a
 * child with children drills down (the path is kept, "back" goes up), and the node's teaser
 * beside the list. It opens on the level of the current page, its node marked.
 */
export function CategoryFlyout({
  item,
  initialTrail,
  currentTrail,
}: {
  item: NavigationItem;
  initialTrail: readonly number[];
  currentTrail: readonly number[] | undefined;
}) {
  const { translator } = useShop();
  const styles = useStyles<HTMLDivElement>(flyoutCss);
  const [trail, setTrail] = useState<readonly number[]>(initialTrail);

  const levels = [item];
  for (const index of trail) {
    const next = levels.at(-1)?.children[index];
    if (!next) break;
    levels.push(next);
  }
  const level = levels.at(-1) ?? item;
  const parent = levels.at(-2);

  return (
    <div ref={styles} className="shop-nav-flyout shop-nav-flyout--category">
      <div className="shop-nav-flyout__drilldown">
        {parent && (
          <button
            type="button"
            className="shop-nav-flyout__back"
            onClick={() => setTrail((previous) => previous.slice(0, -1))}
          >
            <Icon name="chevron-left" size={16} />
            {translator.t('header.back')}
          </button>
        )}
        <a
          className="shop-nav-flyout__all"
          href={level.href}
          onClick={(event) => trackFollowedLink(event, 'navigationLinkClicked', level)}
        >
          {translator.t('header.showAll', { category: level.title })}
        </a>
        <ul className="shop-nav-flyout__list">
          {level.children.map((child, index) => {
            const childTrail = [...trail, index];
            const current = sameTrail(currentTrail, childTrail);
            const holdsCurrent =
              currentTrail !== undefined &&
              currentTrail.length > childTrail.length &&
              childTrail.every((value, position) => currentTrail[position] === value);
            return (
              <li key={`${index}:${child.href}`}>
                <DrillEntry
                  item={child}
                  className="shop-nav-flyout__entry"
                  current={current || holdsCurrent}
                  onDrill={() => setTrail(childTrail)}
                />
              </li>
            );
          })}
        </ul>
      </div>
      {item.teaser && item.teaser.entries.length > 0 && (
        <section className="shop-nav-flyout__teaser" aria-label={item.teaser.title || item.title}>
          {item.teaser.title && (
            <p className="shop-nav-flyout__teaser-title">{item.teaser.title}</p>
          )}
          <ul className="shop-nav-flyout__teaser-list">
            {item.teaser.entries.map((entry) => (
              <li key={entry.href}>
                <a
                  className="shop-nav-flyout__teaser-entry"
                  href={entry.href}
                  onClick={(event) => trackFollowedLink(event, 'navigationTeaserClicked', entry)}
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
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** The theme worlds' flyout: each non-empty section with its worlds as teasers. */
export function ThemeWorldFlyout({ sections }: { sections: ThemeWorldNavigation['sections'] }) {
  const { translator } = useShop();
  const styles = useStyles<HTMLDivElement>(flyoutCss);
  return (
    <div ref={styles} className="shop-nav-flyout shop-nav-flyout--theme-worlds">
      {sections.map(({ section, worlds }) => (
        <section
          key={section}
          className="shop-nav-flyout__section"
          aria-labelledby={`tw-${section}`}
        >
          <h2 id={`tw-${section}`} className="shop-nav-flyout__section-title">
            {translator.t(`header.themeWorldSections.${section}`)}
          </h2>
          <ul className="shop-nav-flyout__worlds">
            {worlds.map((world) => {
              // A label the loyalty flag or the availability already says is not repeated.
              const loyalty = translator.t('header.loyaltyCardWorld');
              const badges = [...new Set(world.badges)].filter(
                (badge) =>
                  badge !== world.availability && !(world.loyaltyCard && badge === loyalty),
              );
              return (
                <li key={world.href}>
                  <a
                    className="shop-nav-flyout__world"
                    href={world.href}
                    onClick={(event) =>
                      trackFollowedLink(event, 'navigationThemeWorldClicked', world)
                    }
                  >
                    {(world.image || world.desktopImage) && (
                      <picture>
                        {world.desktopImage && (
                          <source
                            media={widthCondition('after', 'xl')}
                            srcSet={world.desktopImage}
                          />
                        )}
                        <img
                          src={world.image ?? world.desktopImage}
                          alt=""
                          width={TEASER_IMAGE.width}
                          height={TEASER_IMAGE.height}
                          loading="lazy"
                          decoding="async"
                        />
                      </picture>
                    )}
                    <span className="shop-nav-flyout__world-title">{world.title}</span>
                    {(badges.length > 0 || world.loyaltyCard || world.availability) && (
                      <span className="shop-nav-flyout__badges">
                        {world.loyaltyCard && (
                          <span className="shop-nav-flyout__badge shop-nav-flyout__badge--loyalty">
                            {loyalty}
                          </span>
                        )}
                        {badges.map((badge) => (
                          <span key={badge} className="shop-nav-flyout__badge">
                            {badge}
                          </span>
                        ))}
                        {world.availability && (
                          <span className="shop-nav-flyout__availability">
                            {world.availability}
                          </span>
                        )}
                      </span>
                    )}
                    {(world.onlyXDaysLeftText ?? world.endDateText) && (
                      <span className="shop-nav-flyout__end">
                        {world.onlyXDaysLeftText ?? world.endDateText}
                      </span>
                    )}
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
