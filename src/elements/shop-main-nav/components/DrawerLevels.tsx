import type { ReactNode } from 'react';
import { useShop } from '../../../element-kit/shop-context';
import { Icon } from '../../../primitives/icon/Icon';
import type { NavigationItem } from '../../../services/navigation/navigation-answer';
import { navLinkProps } from '../behaviour/nav-link-props';
import { useSlotFilled } from '../behaviour/use-slot-filled';
import type { useNavDrawer } from '../behaviour/use-nav-drawer';
import type { ThemeWorldSections } from '../state/navigation-model';
import type { Trail } from '../state/trail';
import { DrillEntry } from './DrillEntry';

type NavDrawerBinding = ReturnType<typeof useNavDrawer>;

/** The entries of one level: each child drills down or links to its page. */
function DrawerEntries({
  drawer,
  nodes,
  trail,
}: {
  drawer: NavDrawerBinding;
  nodes: readonly NavigationItem[];
  trail: Trail;
}) {
  return nodes.map((child, index) => {
    const childTrail = [...trail, index];
    return (
      <li key={`${index}:${child.href}`}>
        <DrillEntry
          item={child}
          className="shop-nav-drawer__entry"
          current={drawer.isCurrent(childTrail)}
          onDrill={() => drawer.drill(childTrail)}
        />
      </li>
    );
  });
}

/** The `drawer-start` slot (the header's greeting), in its box while something is slotted. */
function DrawerStartSlot() {
  const { filled, slotRef } = useSlotFilled();
  return (
    <div className="shop-nav-drawer__start" hidden={!filled}>
      <slot ref={slotRef} name="drawer-start" />
    </div>
  );
}

/**
 * The first level: what the drawer starts with (the `drawer-start` slot, or `start` given by a
 * React app), the theme worlds and the navigation's nodes.
 */
export function DrawerRootLevel({
  drawer,
  items,
  sections,
  start,
  loading,
}: {
  drawer: NavDrawerBinding;
  items: readonly NavigationItem[];
  sections: ThemeWorldSections;
  start?: ReactNode;
  loading: boolean;
}) {
  const { translator } = useShop();
  return (
    <>
      {start ? <div className="shop-nav-drawer__start">{start}</div> : <DrawerStartSlot />}
      {(loading || drawer.unavailable) && (
        <p className="shop-nav-drawer__status" {...drawer.getStatusProps()}>
          {translator.t(loading ? 'common.loading' : 'header.menuUnavailable')}
        </p>
      )}
      {!loading && (
        <ul className="shop-nav-drawer__list">
          {sections.length > 0 && (
            <li>
              <button
                type="button"
                className="shop-nav-drawer__entry"
                onClick={drawer.showThemeWorlds}
              >
                <span>{translator.t('header.themeWorlds')}</span>
                <Icon name="chevron-right" size={16} />
              </button>
            </li>
          )}
          <DrawerEntries drawer={drawer} nodes={items} trail={[]} />
        </ul>
      )}
    </>
  );
}

/** The theme worlds' level: each section with its worlds as links. */
export function DrawerThemeWorlds({
  drawer,
  sections,
}: {
  drawer: NavDrawerBinding;
  sections: ThemeWorldSections;
}) {
  const { translator } = useShop();
  return sections.map(({ section, worlds }) => {
    const { sectionProps, headingProps } = drawer.getSectionProps(section);
    return (
      <section key={section} {...sectionProps}>
        <h3 className="shop-nav-drawer__section" {...headingProps}>
          {translator.t(`header.themeWorldSections.${section}`)}
        </h3>
        <ul className="shop-nav-drawer__list">
          {worlds.map((world) => (
            <li key={world.href}>
              <a
                className="shop-nav-drawer__entry"
                {...navLinkProps(world, 'navigationThemeWorldClicked')}
              >
                {world.title}
              </a>
            </li>
          ))}
        </ul>
      </section>
    );
  });
}

/** A node's level: the link to its own page, then its children. */
export function DrawerNodeLevel({
  drawer,
  node,
  trail,
}: {
  drawer: NavDrawerBinding;
  node: NavigationItem;
  trail: Trail;
}) {
  const { translator } = useShop();
  return (
    <ul className="shop-nav-drawer__list">
      <li>
        <a
          className="shop-nav-drawer__entry shop-nav-drawer__all"
          {...drawer.getNodeLinkProps(node)}
        >
          {translator.t('header.showAll', { category: node.title })}
        </a>
      </li>
      <DrawerEntries drawer={drawer} nodes={node.children} trail={trail} />
    </ul>
  );
}
