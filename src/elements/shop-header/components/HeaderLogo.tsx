import { useShop } from '../../../element-kit/render/shop-context';

/** The wordmark the logo shows: its accessible name starts with it (WCAG 2.5.3). */
export const BRAND_WORDMARK = 'shop';

/**
 * The logo, drawn inline (no asset to go missing): a coffee bean and the shop's wordmark, as one
 * link to the home page named "to the home page" in the site's language.
 */
export function HeaderLogo() {
  const { translator } = useShop();
  return (
    <a
      part="logo"
      className="shop-header__logo"
      href="/"
      aria-label={`${BRAND_WORDMARK}, ${translator.t('header.logoLabel')}`}
    >
      <svg viewBox="0 0 120 32" width="120" height="32" aria-hidden="true" focusable="false">
        <ellipse cx="14" cy="16" rx="10" ry="13" fill="currentColor" />
        <path
          d="M14 4c-4 6 4 18 0 24"
          fill="none"
          stroke="var(--shop-header-background, var(--shop-color-surface))"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
        <text
          x="30"
          y="23"
          fill="currentColor"
          fontFamily="var(--shop-font-family)"
          fontSize="20"
          fontWeight="700"
          letterSpacing="0.5"
        >
          {BRAND_WORDMARK}
        </text>
      </svg>
    </a>
  );
}
