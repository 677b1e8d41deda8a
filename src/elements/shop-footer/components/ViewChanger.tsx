import { useShop } from '../../../element-kit/render/shop-context';
import { footerLayoutMode, setDeclaredLayoutMode } from '../../../page-runtime/layout-mode';
import type { FooterContent } from '../../../services/wire/footer';

/**
 * Switches the page between the mobile and the desktop view (spec §2.2). Its label says the
 * view it goes to, and the sheet shows the one of the layout the window shows (both are in the
 * markup, so the server's HTML is right at every window); a click asks the layout mode then.
 */
export function ViewChanger({ texts }: { texts: FooterContent['viewChanger'] }) {
  const { translator } = useShop();
  const toMobile = texts?.toMobile ?? translator.t('footer.toMobile');
  const toDesktop = texts?.toDesktop ?? translator.t('footer.toDesktop');
  return (
    <button
      type="button"
      part="view-changer"
      className="shop-footer__view-changer"
      onClick={() =>
        setDeclaredLayoutMode(footerLayoutMode.getSnapshot() === 'MATCH' ? 'CLASSIC' : 'MATCH')
      }
    >
      <span className="shop-footer__desktop">{toMobile}</span>
      <span className="shop-footer__mobile">{toDesktop}</span>
    </button>
  );
}
