import { createElement, useEffect, useMemo } from 'react';
import { startSiteServices } from '../../services/site-services';
import { useStyles } from '../../element-kit/styles/adopted-styles';
import type { ElementComponentProps } from '../../element-kit/definition/element-definition';
import { useSettled } from '../../element-kit/host/element-settled';
import { useShop } from '../../element-kit/render/shop-context';
import { usePartsInTurns } from '../../element-kit/render/use-parts-in-turns';
import { isRecord } from '../../services/decoding/json-decoding';
import { requestAbTestAssignment } from '../../services/stores/ab-test-assignment';
import { useFooterContent } from '../../services/footer-content/use-footer-content';
import { useCountrySelectRelay } from './behaviour/use-country-select-relay';
import { useLogoPaths } from './behaviour/use-logo-paths';
import { useReducedMode } from './behaviour/use-reduced-mode';
import { QualityLogos } from './components/FooterLogos';
import { IconGroup } from './components/IconGroup';
import { LegalLinks } from './components/LegalLinks';
import { SeoGroup } from './components/SeoGroup';
import { TeaserGroups } from './components/TeaserGroups';
import { ViewChanger } from './components/ViewChanger';
import footerBaseCss from './shop-footer.css?inline';
import footerBottomCss from './shop-footer-bottom.css?inline';
import type { shopFooterDefinition } from './shop-footer.definition';

const footerCss = `${footerBaseCss}\n${footerBottomCss}`;

/**
 * The footer's `country-urls`, passed on to its switcher as written (the switcher checks it);
 * left out when it is the default.
 */
const countryUrlsAttribute = (countryUrls: unknown) =>
  isRecord(countryUrls) && Object.keys(countryUrls).length === 0
    ? {}
    : { 'country-urls': JSON.stringify(countryUrls) };

/** The parts of the footer's content, in the page's order. */
const CONTENT_PARTS = ['groups', 'seo', 'icons', 'logos', 'legal'] as const;

/** The switcher's own parts, which `shop-footer::part(…)` reaches by the same names. */
const SWITCHER_PARTS = 'label, toggle, list, country';

export type ShopFooterProps = ElementComponentProps<typeof shopFooterDefinition>;

/** The shop footer (newsletter-footer §2.2, §4.4, §7). */
export function ShopFooter({
  reduced,
  countryUrls,
  newsletterImageLarge,
  newsletterImageMedium,
  onCountrySelect,
}: ShopFooterProps) {
  const { site, locale, translator } = useShop();
  const styles = useStyles<HTMLElement>(footerCss);
  const state = useFooterContent(site.code);
  const content = state.status === 'loaded' ? state.content : undefined;
  const paths = useLogoPaths(content);
  const reducedMode = useReducedMode(reduced);
  const relayCountrySelect = useCountrySelectRelay(onCountrySelect);
  // The inner elements get attributes only: the server renders them as HTML (and the browser
  // sets the same on the tag).
  const innerSiteAttributes = {
    site: site.code,
    ...(locale !== site.locale ? { locale } : {}),
  };

  // Spec §7: the A/B test assignment is asked for when the footer loads; the answer is ignored.
  useEffect(requestAbTestAssignment, []);
  useEffect(() => startSiteServices(site.code), [site.code]);

  // The content's parts, each made once per content, so that rendering the next one does not
  // render those before it again.
  const parts = useMemo(() => {
    if (!content) return { groups: null, seo: null, icons: null, logos: null, legal: null };
    const groups = content.teaser.groups.filter(
      (group) => !(reducedMode && group.hideGroupInCheckout),
    );
    const social = reducedMode ? undefined : content.socialMedia;
    const apps = reducedMode ? undefined : content.appReferences;
    return {
      groups: groups.length > 0 && (
        <div part="groups" className="shop-footer__section shop-footer__groups">
          {content.headline && <h2 className="shop-footer__headline">{content.headline}</h2>}
          <TeaserGroups groups={groups} paths={paths} />
        </div>
      ),
      seo: content.seo && <SeoGroup seo={content.seo} />,
      icons: (social || apps) && (
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
      ),
      logos: content.qualityLogos && <QualityLogos logos={content.qualityLogos} paths={paths} />,
      legal: <LegalLinks content={content} />,
    };
  }, [content, paths, reducedMode, translator]);
  // Those an answer brings after mounting render one per turn, in the page's order.
  const partCount = content ? CONTENT_PARTS.length : 0;
  const rendered = usePartsInTurns(partCount);
  const shows = (name: (typeof CONTENT_PARTS)[number]) =>
    CONTENT_PARTS.indexOf(name) < rendered ? parts[name] : null;
  // Busy until the last part has rendered.
  const status = rendered < partCount ? 'loading' : state.status;
  useSettled(status !== 'loading');

  return (
    <footer
      ref={styles}
      part="footer"
      className="shop-footer"
      aria-label={translator.t('footer.label')}
      aria-busy={status === 'loading' || undefined}
      data-content={status}
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
              ...innerSiteAttributes,
              ...(newsletterImageLarge ? { 'image-large': newsletterImageLarge } : {}),
              ...(newsletterImageMedium ? { 'image-medium': newsletterImageMedium } : {}),
            })}
          </section>
        )}
        {shows('groups')}
        {shows('seo')}
        {shows('icons')}
        {shows('logos')}
        <div className="shop-footer__section shop-footer__bottom">
          {shows('legal')}
          <div className="shop-footer__switches">
            <ViewChanger texts={content?.viewChanger} />
            <div part="country-switcher" className="shop-footer__country">
              {createElement('shop-country-switcher', {
                ...innerSiteAttributes,
                ...countryUrlsAttribute(countryUrls),
                // Its parts stay the page's to style through the footer, as they were.
                exportparts: SWITCHER_PARTS,
                ref: relayCountrySelect,
              })}
            </div>
          </div>
        </div>
      </div>
    </footer>
  );
}
