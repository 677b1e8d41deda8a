/**
 * Both levels of the navigation for browsers with script off (server HTML). Each sits
 * in a `<noscript>`: a browser parses its content as markup only when script is off, and React
 * renders no children of a `noscript` in the browser (hydrating, it leaves the server's text
 * alone), so with script the page has the same DOM as ever. The bar shows them as its flyouts'
 * panels on hover and focus, the phone's menu as a `<details>` (`without-script.css`,
 * under `@media (scripting: none)`).
 */
import { useShop } from '../../../element-kit/render/shop-context';
import { Icon } from '../../../primitives/icon/Icon';
import type { NavigationItem } from '../../../services/navigation/navigation-answer';
import type { ThemeWorldSections } from '../state/navigation-model';

interface PlainLink {
  title: string;
  href: string;
  target?: '_self' | '_blank';
}

const targetProps = ({ target }: PlainLink) =>
  target === '_blank' ? { target: '_blank', rel: 'noopener' } : {};

/** A list of plain links (no tracking: it reports through script). */
export function PlainLinks({ links }: { links: readonly PlainLink[] }) {
  if (links.length === 0) return null;
  return (
    <ul className="shop-main-nav__plain-list">
      {links.map((link, index) => (
        <li key={`${index}:${link.href}`}>
          <a className="shop-main-nav__more-link" href={link.href} {...targetProps(link)}>
            {link.title}
          </a>
        </li>
      ))}
    </ul>
  );
}

export const themeWorldLinks = (sections: ThemeWorldSections): PlainLink[] =>
  sections.flatMap(({ worlds }) => worlds);

/** The phone's menu without script: a disclosure of the first two levels. */
export function MenuWithoutScript({
  items,
  sections,
}: {
  items: readonly NavigationItem[];
  sections: ThemeWorldSections;
}) {
  const { translator } = useShop();
  return (
    <noscript>
      <details className="shop-main-nav__plain-menu">
        <summary className="shop-main-nav__menu-button">
          <Icon name="menu" size={24} />
          <span className="shop-visually-hidden">{translator.t('header.openMenu')}</span>
        </summary>
        <ul className="shop-main-nav__plain-list">
          {sections.length > 0 && (
            <li>
              <span className="shop-main-nav__more-link">{translator.t('header.themeWorlds')}</span>
              <PlainLinks links={themeWorldLinks(sections)} />
            </li>
          )}
          {items.map((item, index) => (
            <li key={`${index}:${item.href}`}>
              <a className="shop-main-nav__more-link" href={item.href} {...targetProps(item)}>
                {item.title}
              </a>
              {item.children.length > 0 && <PlainLinks links={item.children} />}
            </li>
          ))}
        </ul>
      </details>
    </noscript>
  );
}
