import type { ReactNode } from 'react';
import { useShop } from '../../../element-kit/render/shop-context';
import type { FooterLink } from '../../../services/wire/footer';

/** Spec §2.2: links starting with http or mailto open in a new tab, without referrer. */
export function opensInNewTab(url: string): boolean {
  return /^(http|mailto)/i.test(url.trim());
}

/** A footer link; one to another site or a mail address says that it opens a new tab. */
export function FooterAnchor({
  link,
  className,
  children,
}: {
  link: FooterLink;
  className?: string;
  children?: ReactNode;
}) {
  const { translator } = useShop();
  const newTab = opensInNewTab(link.url);
  return (
    <a
      href={link.url}
      className={className}
      {...(newTab ? { target: '_blank', rel: 'noreferrer noopener' } : {})}
    >
      {children ?? link.text}
      {newTab && (
        <span className="shop-visually-hidden"> {translator.t('footer.opensInNewTab')}</span>
      )}
    </a>
  );
}
