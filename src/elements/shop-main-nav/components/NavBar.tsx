import { useMemo } from 'react';
import { useShop } from '../../../element-kit/render/shop-context';
import { mainNavFlyoutId, themeWorldsFlyoutId } from '../../../page-runtime/flyout-store';
import { useNavBar } from '../behaviour/use-nav-bar';
import type { NavigationModel } from '../behaviour/use-navigation-model';
import { themeWorldPictures } from '../state/navigation-model';
import { CategoryFlyout, loadFlyouts, ThemeWorldFlyout } from './deferred';
import { NavItem } from './NavItem';
import { NavMoreItem } from './NavMoreItem';
import { PlainLinks, themeWorldLinks } from './WithoutScript';

/** The bar (wide screens): the theme worlds first, then the navigation's nodes, then "more". */
export function NavBar({
  navId,
  model,
  sticky,
}: {
  navId: string;
  model: NavigationModel;
  sticky: boolean;
}) {
  const { translator } = useShop();
  const { items, sections, entries } = model;
  const { fitting, moreEntries, isPassingThrough, getBarProps } = useNavBar({
    navId,
    items,
    entries,
    hasThemeWorlds: sections.length > 0,
  });
  const themeWorldFirstPictures = useMemo(() => themeWorldPictures(sections), [sections]);

  return (
    <ul part="bar" className="shop-main-nav__bar" {...getBarProps()}>
      {sections.length > 0 && (
        <NavItem
          flyoutId={themeWorldsFlyoutId(navId)}
          title={translator.t('header.themeWorlds')}
          current={false}
          holdsCurrent={false}
          hasFlyout
          overflowed={false}
          flyout={<ThemeWorldFlyout sections={sections} />}
          flyoutWithoutScript={<PlainLinks links={themeWorldLinks(sections)} />}
          firstPictures={themeWorldFirstPictures}
          loadFlyout={loadFlyouts}
          isPassingThrough={isPassingThrough}
          sticky={sticky}
        />
      )}
      {entries.map((entry) => (
        <NavItem
          key={entry.key}
          flyoutId={mainNavFlyoutId(navId, entry.index)}
          title={entry.item.title}
          href={entry.item.href}
          target={entry.item.target}
          current={entry.current}
          holdsCurrent={entry.holdsCurrent}
          hasFlyout={entry.hasFlyout}
          overflowed={entry.index >= fitting}
          firstPictures={entry.firstPictures}
          loadFlyout={loadFlyouts}
          isPassingThrough={isPassingThrough}
          sticky={sticky}
          flyoutWithoutScript={<PlainLinks links={entry.item.children} />}
          flyout={
            entry.hasFlyout && (
              <CategoryFlyout
                item={entry.item}
                openingTrail={entry.openingTrail}
                currentTrail={entry.currentTrail}
              />
            )
          }
        />
      ))}
      <NavMoreItem navId={navId} entries={moreEntries} sticky={sticky} />
    </ul>
  );
}
