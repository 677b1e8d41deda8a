import { useShop } from '../../../element-kit/shop-context';
import { setDeclaredLayoutMode, type LayoutMode } from '../../../page-runtime/layout-mode';
import type { FooterContent } from '../../../services/wire/footer';

/** Switches the page between the mobile and the desktop view (spec §2.2). */
export function ViewChanger({
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
