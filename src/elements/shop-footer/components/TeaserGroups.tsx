import { Accordion, type AccordionItem } from '../../../primitives/accordion/Accordion';
import { Icon } from '../../../primitives/icon/Icon';
import { isIconName } from '../../../primitives/icon/icon-paths';
import type { LayoutMode } from '../../../page-runtime/layout-mode';
import type { FooterTeaserGroup } from '../../../services/wire/footer';
import { FooterAnchor } from './FooterAnchor';
import { LogoList } from './FooterLogos';

function GroupTitle({ group }: { group: FooterTeaserGroup }) {
  const { iconName } = group.heading;
  return (
    <>
      {isIconName(iconName) && (
        <Icon name={iconName} size={24} className="shop-footer__group-icon" />
      )}
      <span>{group.heading.link.text}</span>
    </>
  );
}

function GroupBody({
  group,
  layoutMode,
  paths,
  withHeadingLink,
}: {
  group: FooterTeaserGroup;
  layoutMode: LayoutMode;
  paths: ReadonlyMap<string, string>;
  withHeadingLink: boolean;
}) {
  // hideInClassic: for the mobile view only (spec §4.4).
  const links = group.links.filter((entry) => !entry.hideInClassic || layoutMode === 'MATCH');
  return (
    <>
      {group.introductoryText && <p className="shop-footer__intro">{group.introductoryText}</p>}
      {links.length > 0 && (
        <ul className="shop-footer__links">
          {links.map((entry, index) => (
            <li
              key={`${index}-${entry.link.url}`}
              data-mobile-only={entry.hideInClassic || undefined}
            >
              <FooterAnchor link={entry.link} className="shop-footer__link" />
            </li>
          ))}
        </ul>
      )}
      {group.images && <LogoList images={group.images} paths={paths} />}
      {withHeadingLink && (
        <FooterAnchor link={group.heading.link} className="shop-footer__more">
          <span>{group.heading.link.text}</span>
          <Icon name="chevron-right" size={16} />
        </FooterAnchor>
      )}
    </>
  );
}

/** The service groups: an accordion on mobile (MATCH), a grid otherwise (spec §4.4). */
export function TeaserGroups({
  groups,
  layoutMode,
  paths,
}: {
  groups: readonly FooterTeaserGroup[];
  layoutMode: LayoutMode;
  paths: ReadonlyMap<string, string>;
}) {
  if (groups.length === 0) return null;
  if (layoutMode === 'MATCH') {
    const items: AccordionItem[] = groups.map((group, index) => ({
      id: `group-${index}`,
      heading: (
        <span className="shop-footer__group-title">
          <GroupTitle group={group} />
        </span>
      ),
      content: <GroupBody group={group} layoutMode={layoutMode} paths={paths} withHeadingLink />,
    }));
    return <Accordion items={items} headingLevel={3} className="shop-footer__accordion" />;
  }
  return (
    <div className="shop-footer__grid">
      {groups.map((group, index) => (
        <div key={index} className="shop-footer__group">
          <h3 className="shop-footer__group-heading">
            <FooterAnchor link={group.heading.link} className="shop-footer__group-title">
              <GroupTitle group={group} />
            </FooterAnchor>
          </h3>
          <GroupBody group={group} layoutMode={layoutMode} paths={paths} withHeadingLink={false} />
        </div>
      ))}
    </div>
  );
}
