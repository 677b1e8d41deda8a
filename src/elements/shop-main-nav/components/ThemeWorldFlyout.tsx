/** The theme worlds' flyout, in the flyouts' chunk (`NavFlyouts.ts`). */
import { useStyles } from '../../../element-kit/styles/adopted-styles';
import { useShop } from '../../../element-kit/render/shop-context';
import type { ThemeWorldView } from '../../../services/navigation/theme-world-answer';
import { useLabelledSection } from '../../../primitives/labelled-section/use-labelled-section';
import { navLinkProps } from '../behaviour/nav-link-props';
import flyoutCss from '../nav-flyouts.css?inline';
import type { ThemeWorldSections } from '../state/navigation-model';
import { worldBadges } from '../state/theme-world-badges';
import { TEASER_IMAGE } from './CategoryFlyout';
import { widthCondition } from '../../../tokens/breakpoints';

/** One world: its picture, title, badges, availability and end date. */
function ThemeWorld({ world }: { world: ThemeWorldView }) {
  const { translator } = useShop();
  const loyalty = translator.t('header.loyaltyCardWorld');
  const badges = worldBadges(world, loyalty);
  return (
    <a className="shop-nav-flyout__world" {...navLinkProps(world, 'navigationThemeWorldClicked')}>
      {(world.image || world.desktopImage) && (
        <picture>
          {world.desktopImage && (
            <source media={widthCondition('after', 'xl')} srcSet={world.desktopImage} />
          )}
          <img
            src={world.image ?? world.desktopImage}
            alt=""
            width={TEASER_IMAGE.width}
            height={TEASER_IMAGE.height}
            loading="lazy"
            decoding="async"
          />
        </picture>
      )}
      <span className="shop-nav-flyout__world-title">{world.title}</span>
      {(badges.length > 0 || world.loyaltyCard || world.availability) && (
        <span className="shop-nav-flyout__badges">
          {world.loyaltyCard && (
            <span className="shop-nav-flyout__badge shop-nav-flyout__badge--loyalty">
              {loyalty}
            </span>
          )}
          {badges.map((badge) => (
            <span key={badge} className="shop-nav-flyout__badge">
              {badge}
            </span>
          ))}
          {world.availability && (
            <span className="shop-nav-flyout__availability">{world.availability}</span>
          )}
        </span>
      )}
      {(world.onlyXDaysLeftText ?? world.endDateText) && (
        <span className="shop-nav-flyout__end">{world.onlyXDaysLeftText ?? world.endDateText}</span>
      )}
    </a>
  );
}

/** One section, named by its heading, with its worlds as teasers. */
function ThemeWorldSection({ section, worlds }: ThemeWorldSections[number]) {
  const { translator } = useShop();
  const { sectionProps, headingProps } = useLabelledSection();
  return (
    <section className="shop-nav-flyout__section" {...sectionProps}>
      <h2 className="shop-nav-flyout__section-title" {...headingProps}>
        {translator.t(`header.themeWorldSections.${section}`)}
      </h2>
      <ul className="shop-nav-flyout__worlds">
        {worlds.map((world) => (
          <li key={world.href}>
            <ThemeWorld world={world} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Each non-empty section with its worlds as teasers. */
export function ThemeWorldFlyout({ sections }: { sections: ThemeWorldSections }) {
  const styles = useStyles<HTMLDivElement>(flyoutCss);
  return (
    <div ref={styles} className="shop-nav-flyout shop-nav-flyout--theme-worlds">
      {sections.map((entry) => (
        <ThemeWorldSection key={entry.section} {...entry} />
      ))}
    </div>
  );
}
