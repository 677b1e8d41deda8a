import { useId } from 'react';
import { useShop } from '../../../element-kit/render/shop-context';
import type { FooterContent } from '../../../services/wire/footer';
import { FooterAnchor } from './FooterAnchor';

/** The legal links and the optional sales-tax note (spec §2.2); nothing when both are absent. */
export function LegalLinks({ content }: { content: FooterContent }) {
  const { translator } = useShop();
  const headingId = useId();
  const { legalLinks, salesTax } = content;
  if (legalLinks.length === 0 && !salesTax) return null;
  return (
    <div part="legal" className="shop-footer__legal">
      {legalLinks.length > 0 && (
        <nav aria-labelledby={headingId}>
          <h2 id={headingId} className="shop-visually-hidden">
            {translator.t('footer.legalInformation')}
          </h2>
          <ul className="shop-footer__legal-links">
            {legalLinks.map(({ link }, index) => (
              <li key={`${index}-${link.url}`}>
                <FooterAnchor link={link} className="shop-footer__link" />
              </li>
            ))}
          </ul>
        </nav>
      )}
      {salesTax && (
        <p className="shop-footer__sales-tax">
          {salesTax.textBeforeLink && `${salesTax.textBeforeLink} `}
          <FooterAnchor link={salesTax.link} className="shop-footer__inline-link" />
          {salesTax.textAfterLink && ` ${salesTax.textAfterLink}`}
        </p>
      )}
    </div>
  );
}
