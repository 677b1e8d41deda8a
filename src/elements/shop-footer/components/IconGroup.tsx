import { useId } from 'react';
import { Icon } from '../../../primitives/icon/Icon';
import { isIconName } from '../../../primitives/icon/icon-paths';
import type { FooterIcon } from '../../../services/wire/footer';
import { FooterAnchor } from './FooterAnchor';

/** The social-media or app-store icons; app links keep their text beside the icon. */
export function IconGroup({
  part,
  heading,
  icons,
  withText,
}: {
  part: 'social' | 'apps';
  heading: string;
  icons: readonly FooterIcon[];
  withText: boolean;
}) {
  const headingId = useId();
  return (
    <section
      part={part}
      className={`shop-footer__icons shop-footer__icons--${part}`}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="shop-footer__heading">
        {heading}
      </h2>
      <ul className="shop-footer__icon-list">
        {icons.map((icon) => {
          const iconName = isIconName(icon.iconName) ? icon.iconName : undefined;
          return (
            <li key={icon.link.url}>
              <FooterAnchor link={icon.link} className="shop-footer__icon-link">
                {iconName && <Icon name={iconName} size={24} />}
                <span
                  className={
                    iconName && !withText ? 'shop-visually-hidden' : 'shop-footer__icon-text'
                  }
                >
                  {icon.link.text}
                </span>
              </FooterAnchor>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
