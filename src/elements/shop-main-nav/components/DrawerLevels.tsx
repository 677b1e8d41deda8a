import type { ReactNode } from 'react';
import { useShop } from '../../../element-kit/render/shop-context';
import { Icon } from '../../../primitives/icon/Icon';
import type { useNavDrawer } from '../behaviour/use-nav-drawer';
import { useLabelledSection } from '../../../primitives/labelled-section/use-labelled-section';
import { useSlotFilled } from '../../../primitives/slot/use-slot-filled';
import { drillsDown, type DrawerEntry } from '../state/drawer-entries';

type NavDrawerBinding = ReturnType<typeof useNavDrawer>;

/** An entry that opens another level: its name and a chevron. */
function LevelButton({ title }: { title: string }) {
  return (
    <>
      <span>{title}</span>
      <Icon name="chevron-right" size={16} />
    </>
  );
}

/** One entry of a level: a link to its page, or a button that opens its level. */
function DrawerEntryView({ drawer, entry }: { drawer: NavDrawerBinding; entry: DrawerEntry }) {
  const { translator } = useShop();
  const props = drawer.getEntryProps(entry);
  switch (entry.kind) {
    case 'theme-worlds':
      return (
        <button className="shop-nav-drawer__entry" {...props}>
          <LevelButton title={translator.t('header.themeWorlds')} />
        </button>
      );
    case 'all':
      return (
        <a className="shop-nav-drawer__entry shop-nav-drawer__all" {...props}>
          {translator.t('header.showAll', { category: entry.node.title })}
        </a>
      );
    case 'theme-world':
      return (
        <a className="shop-nav-drawer__entry" {...props}>
          {entry.world.title}
        </a>
      );
    case 'node':
      return drillsDown(entry.node) ? (
        <button className="shop-nav-drawer__entry" {...props}>
          <LevelButton title={entry.node.title} />
        </button>
      ) : (
        <a className="shop-nav-drawer__entry" {...props}>
          {entry.node.title}
        </a>
      );
  }
}

/** A list of the level's entries. */
function DrawerList({
  drawer,
  entries,
}: {
  drawer: NavDrawerBinding;
  entries: readonly DrawerEntry[];
}) {
  return (
    <ul className="shop-nav-drawer__list" {...drawer.getListProps()}>
      {entries.map((entry) => (
        <li key={entry.key}>
          <DrawerEntryView drawer={drawer} entry={entry} />
        </li>
      ))}
    </ul>
  );
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
  start,
  loading,
}: {
  drawer: NavDrawerBinding;
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
      {!loading && <DrawerList drawer={drawer} entries={drawer.entries} />}
    </>
  );
}

/** One theme-world section of the drawer, named by its heading, with its worlds as links. */
function DrawerThemeWorldSection({
  drawer,
  section,
  entries,
}: { drawer: NavDrawerBinding } & NavDrawerBinding['sections'][number]) {
  const { translator } = useShop();
  const { sectionProps, headingProps } = useLabelledSection();
  return (
    <section {...sectionProps}>
      <h3 className="shop-nav-drawer__section" {...headingProps}>
        {translator.t(`header.themeWorldSections.${section}`)}
      </h3>
      <DrawerList drawer={drawer} entries={entries} />
    </section>
  );
}

/** The theme worlds' level: each section with its worlds as links. */
export function DrawerThemeWorlds({ drawer }: { drawer: NavDrawerBinding }) {
  return drawer.sections.map(({ section, entries }) => (
    <DrawerThemeWorldSection key={section} drawer={drawer} section={section} entries={entries} />
  ));
}

/** A node's level: the link to its own page, then its children. */
export function DrawerNodeLevel({ drawer }: { drawer: NavDrawerBinding }) {
  return <DrawerList drawer={drawer} entries={drawer.entries} />;
}
