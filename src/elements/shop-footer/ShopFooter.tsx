import { createElement, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useStyles } from '../../element-kit/adopted-styles';
import { useShop } from '../../element-kit/shop-context';
import { Accordion, type AccordionItem } from '../../primitives/accordion/Accordion';
import { Icon } from '../../primitives/icon/Icon';
import { ICONS, type IconName } from '../../primitives/icon/icon-paths';
import { Image } from '../../primitives/image/Image';
import { SHOP_PATHS, shopApi } from '../../services/http/shop-api';
import {
  setDeclaredLayoutMode,
  footerLayoutMode,
  type LayoutMode,
} from '../../page-runtime/layout-mode';
import { useStore } from '../../page-runtime/use-store';
import type {
  FooterContent,
  FooterIcon,
  FooterLink,
  FooterTeaserGroup,
} from '../../services/wire/footer';
import type { SiteCode } from '../../sites/sites';
import { ShopCountrySwitcher } from '../shop-country-switcher/ShopCountrySwitcher';
import { loadFooterContent, type FooterContentState } from './footer-content';
import { footerLogoPath } from './footer-logos';
import { reducedByCookie } from './reduced-mode';
import footerCss from './shop-footer.css?inline';
import type { ElementComponentProps } from '../../element-kit/element-definition';
import type { shopFooterDefinition } from './shop-footer.definition';
import { useSettled } from '../../element-kit/element-settled';

export type ShopFooterProps = ElementComponentProps<typeof shopFooterDefinition>;

/** Spec §2.2: links starting with http or mailto open in a new tab, without referrer. */
export function opensInNewTab(url: string): boolean {
  return /^(http|mailto)/i.test(url.trim());
}

function isIconName(name: string): name is IconName {
  return Object.prototype.hasOwnProperty.call(ICONS, name);
}

/** The footer content of the site, loaded once per site; aborted when the footer goes. */
function useFooterContent(site: SiteCode): FooterContentState {
  const [result, setResult] = useState<{ site: SiteCode; content: FooterContent | undefined }>();
  useEffect(() => {
    const controller = new AbortController();
    void loadFooterContent(site, controller.signal).then((content) => {
      if (!controller.signal.aborted) setResult({ site, content });
    });
    return () => controller.abort();
  }, [site]);
  if (result?.site !== site) return { status: 'loading' };
  return result.content ? { status: 'loaded', content: result.content } : { status: 'none' };
}

/** Every logo source of the content, resolved once per content (unknown ones log once). */
function useLogoPaths(content: FooterContent | undefined): ReadonlyMap<string, string> {
  return useMemo(() => {
    const paths = new Map<string, string>();
    const sources = [
      ...(content?.teaser.groups.flatMap((group) => group.images ?? []) ?? []).map(
        (image) => image.source,
      ),
      ...(content?.qualityLogos?.logos ?? []).map((logo) => logo.image.source),
    ];
    for (const source of sources) {
      if (!paths.has(source)) paths.set(source, footerLogoPath(source));
    }
    return paths;
  }, [content]);
}

function FooterAnchor({
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

function FooterLogo({
  src,
  label,
  width,
  height,
}: {
  src: string;
  label: string;
  width?: number;
  height?: number;
}) {
  return (
    <span className="shop-footer__logo">
      <Image
        src={src}
        alt={label}
        ratio={width && height ? width / height : '3/2'}
        loading="lazy"
        className="shop-footer__logo-image"
      />
    </span>
  );
}

function LogoList({
  images,
  paths,
}: {
  images: readonly { label: string; source: string }[];
  paths: ReadonlyMap<string, string>;
}) {
  const shown = images.filter((image) => paths.get(image.source));
  if (shown.length === 0) return null;
  return (
    <ul className="shop-footer__logo-list">
      {shown.map((image) => (
        <li key={image.source}>
          <FooterLogo src={paths.get(image.source) ?? ''} label={image.label} />
        </li>
      ))}
    </ul>
  );
}

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

function TeaserGroups({
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

function SeoGroup({
  seo,
  layoutMode,
}: {
  seo: NonNullable<FooterContent['seo']>;
  layoutMode: LayoutMode;
}) {
  const headingId = useId();
  const columns = (
    <div className="shop-footer__seo-columns">
      {seo.columns.map((column, index) => (
        <ul key={index} className="shop-footer__links">
          {column.links.map((link, linkIndex) => (
            <li key={`${linkIndex}-${link.url}`}>
              <FooterAnchor link={link} className="shop-footer__link" />
            </li>
          ))}
        </ul>
      ))}
    </div>
  );
  if (layoutMode === 'MATCH') {
    return (
      <div part="seo" className="shop-footer__section shop-footer__seo">
        <Accordion
          items={[{ id: 'seo', heading: seo.heading, content: columns }]}
          headingLevel={2}
          className="shop-footer__accordion"
        />
      </div>
    );
  }
  return (
    <section
      part="seo"
      className="shop-footer__section shop-footer__seo"
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="shop-footer__heading">
        {seo.heading}
      </h2>
      {columns}
    </section>
  );
}

function IconGroup({
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
          const known = isIconName(icon.iconName);
          return (
            <li key={icon.link.url}>
              <FooterAnchor link={icon.link} className="shop-footer__icon-link">
                {known && <Icon name={icon.iconName as IconName} size={24} />}
                <span
                  className={known && !withText ? 'shop-visually-hidden' : 'shop-footer__icon-text'}
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

function QualityLogos({
  logos,
  paths,
}: {
  logos: NonNullable<FooterContent['qualityLogos']>;
  paths: ReadonlyMap<string, string>;
}) {
  const { translator } = useShop();
  const headingId = useId();
  const shown = logos.logos.filter((logo) => paths.get(logo.image.source));
  if (shown.length === 0) return null;
  return (
    <section
      part="logos"
      className="shop-footer__section shop-footer__quality"
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="shop-footer__heading">
        {logos.heading || translator.t('footer.qualityLogos')}
      </h2>
      <ul className="shop-footer__logo-list">
        {shown.map((logo, index) => {
          const image = (
            <FooterLogo
              src={paths.get(logo.image.source) ?? ''}
              label={logo.image.label}
              width={logo.image.width}
              height={logo.image.height}
            />
          );
          return (
            <li key={`${index}-${logo.image.source}`}>
              {logo.link ? (
                <FooterAnchor link={logo.link} className="shop-footer__logo-link">
                  {image}
                </FooterAnchor>
              ) : (
                image
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function ViewChanger({
  layoutMode,
  texts,
}: {
  layoutMode: LayoutMode;
  texts: FooterContent['viewChanger'];
}) {
  const { translator } = useShop();
  const toMobile = layoutMode !== 'MATCH';
  const label = toMobile
    ? (texts?.toMobile ?? translator.t('footer.toMobile'))
    : (texts?.toDesktop ?? translator.t('footer.toDesktop'));
  return (
    <button
      type="button"
      part="view-changer"
      className="shop-footer__view-changer"
      data-target-platform={toMobile ? 'MATCH' : 'CLASSIC'}
      onClick={() => setDeclaredLayoutMode(toMobile ? 'MATCH' : 'CLASSIC')}
    >
      {label}
    </button>
  );
}

/** The shop footer (newsletter-footer §2.2, §4.4, §7). */
export function ShopFooter({ reduced, onCountrySelect }: ShopFooterProps) {
  const { site, locale, translator } = useShop();
  const styles = useStyles<HTMLElement>(footerCss);
  const layoutMode = useStore(footerLayoutMode);
  const state = useFooterContent(site.code);
  useSettled(state.status !== 'loading');
  const content = state.status === 'loaded' ? state.content : undefined;
  const paths = useLogoPaths(content);
  const legalId = useId();
  const reducedMode = reduced || reducedByCookie();

  // Spec §7: the A/B test assignment is asked for when the footer loads; the answer is ignored.
  useEffect(() => {
    void shopApi().request<unknown>({ path: SHOP_PATHS.abTestAssignment, oncePerPage: true });
  }, []);

  const groups = (content?.teaser.groups ?? []).filter(
    (group) => !(reducedMode && group.hideGroupInCheckout),
  );
  const social = reducedMode ? undefined : content?.socialMedia;
  const apps = reducedMode ? undefined : content?.appReferences;

  return (
    <footer
      ref={styles}
      part="footer"
      className="shop-footer"
      aria-label={translator.t('footer.label')}
      aria-busy={state.status === 'loading' || undefined}
      data-platform={layoutMode}
      data-content={state.status}
      data-reduced={reducedMode || undefined}
    >
      <div className="shop-footer__inner">
        {!reducedMode && (
          <section
            part="newsletter"
            className="shop-footer__section shop-footer__newsletter"
            aria-label={translator.t('footer.newsletter')}
          >
            {createElement('shop-newsletter-form', {
              site: site.code,
              ...(locale !== site.locale ? { locale } : {}),
              'origin-addition': 'footer',
            })}
          </section>
        )}
        {groups.length > 0 && (
          <div part="groups" className="shop-footer__section shop-footer__groups">
            {content?.headline && <h2 className="shop-footer__headline">{content.headline}</h2>}
            <TeaserGroups groups={groups} layoutMode={layoutMode} paths={paths} />
          </div>
        )}
        {content?.seo && <SeoGroup seo={content.seo} layoutMode={layoutMode} />}
        {(social || apps) && (
          <div className="shop-footer__section shop-footer__icon-groups">
            {social && (
              <IconGroup
                part="social"
                heading={social.heading || translator.t('footer.socialMedia')}
                icons={social.icons}
                withText={false}
              />
            )}
            {apps && (
              <IconGroup
                part="apps"
                heading={apps.heading || translator.t('footer.apps')}
                icons={apps.icons}
                withText
              />
            )}
          </div>
        )}
        {content?.qualityLogos && <QualityLogos logos={content.qualityLogos} paths={paths} />}
        <div className="shop-footer__section shop-footer__bottom">
          {content && (content.legalLinks.length > 0 || content.salesTax) && (
            <div part="legal" className="shop-footer__legal">
              {content.legalLinks.length > 0 && (
                <nav aria-labelledby={legalId}>
                  <h2 id={legalId} className="shop-visually-hidden">
                    {translator.t('footer.legalInformation')}
                  </h2>
                  <ul className="shop-footer__legal-links">
                    {content.legalLinks.map(({ link }, index) => (
                      <li key={`${index}-${link.url}`}>
                        <FooterAnchor link={link} className="shop-footer__link" />
                      </li>
                    ))}
                  </ul>
                </nav>
              )}
              {content.salesTax && (
                <p className="shop-footer__sales-tax">
                  {content.salesTax.textBeforeLink && `${content.salesTax.textBeforeLink} `}
                  <FooterAnchor link={content.salesTax.link} className="shop-footer__inline-link" />
                  {content.salesTax.textAfterLink && ` ${content.salesTax.textAfterLink}`}
                </p>
              )}
            </div>
          )}
          <div className="shop-footer__switches">
            <ViewChanger layoutMode={layoutMode} texts={content?.viewChanger} />
            <div part="country-switcher" className="shop-footer__country">
              <ShopCountrySwitcher onCountrySelect={onCountrySelect} />
            </div>
          </div>
        </div>
      </div>
    </footer>
  );
}
