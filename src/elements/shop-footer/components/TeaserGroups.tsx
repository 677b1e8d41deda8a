import { Accordion, type AccordionItem } from '../../../primitives/accordion/Accordion';
import { Icon } from '../../../primitives/icon/Icon';
import { isIconName } from '../../../primitives/icon/icon-paths';
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
  mobile,
  paths,
}: {
  group: FooterTeaserGroup;
  /** The mobile view's accordion: with the links for it only, and the heading's link last. */
  mobile: boolean;
  paths: ReadonlyMap<string, string>;
}) {
  // hideInClassic: for the mobile view only (spec §4.4).
  const links = group.links.filter((entry) => !entry.hideInClassic || mobile);
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
      {mobile && (
        <FooterAnchor link={group.heading.link} className="shop-footer__more">
          <span>{group.heading.link.text}</span>
          <Icon name="chevron-right" size={16} />
        </FooterAnchor>
      )}
    </>
  );
}

/**
 * The service groups (spec §2.2, §4.4): an accordion in the mobile view (MATCH), a grid
 * otherwise. Both are in the markup and the sheet shows the layout's (`.shop-footer__mobile`,
 * `.shop-footer__desktop`), so the server's HTML is right at every window.
 */
export function TeaserGroups({
  groups,
  paths,
}: {
  groups: readonly FooterTeaserGroup[];
  paths: ReadonlyMap<string, string>;
}) {
  if (groups.length === 0) return null;
  const items: AccordionItem[] = groups.map((group, index) => ({
    id: `group-${index}`,
    heading: (
      <span className="shop-footer__group-title">
        <GroupTitle group={group} />
      </span>
    ),
    content: <GroupBody group={group} mobile paths={paths} />,
  }));
  return (
    <>
      <Accordion
        items={items}
        headingLevel={3}
        className="shop-footer__accordion shop-footer__mobile"
      />
      <div className="shop-footer__grid shop-footer__desktop">
        {groups.map((group, index) => (
          <div key={index} className="shop-footer__group">
            <h3 className="shop-footer__group-heading">
              <FooterAnchor link={group.heading.link} className="shop-footer__group-title">
                <GroupTitle group={group} />
              </FooterAnchor>
            </h3>
            <GroupBody group={group} mobile={false} paths={paths} />
          </div>
        ))}
      </div>
    </>
  );
}
