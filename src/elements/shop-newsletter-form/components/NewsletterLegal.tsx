import { useShop } from '../../../element-kit/render/shop-context';
import { withNodes } from './message-nodes';
import type { NewsletterMarket } from '../newsletter-markets';
import { NewsletterLink } from './NewsletterLink';

/** The legal notice, the market's links and texts, the minimum age and the voucher footnote. */
export function NewsletterLegal({
  market,
  hideVoucherFootnote,
}: {
  market: NewsletterMarket;
  hideVoucherFootnote: boolean;
}) {
  const { t } = useShop().translator;
  return (
    <div part="legal" className="shop-newsletter-form__legal">
      <p>
        {withNodes(t('newsletter.legalNotice'), {
          privacyLink: <NewsletterLink link={market.privacy} />,
        })}
      </p>
      <ul className="shop-newsletter-form__links">
        {[market.contact, ...market.furtherLinks].map((entry) => (
          <li key={entry.href}>
            <NewsletterLink link={entry} />
          </li>
        ))}
      </ul>
      <p>{t('newsletter.minimumAge', { age: market.minimumAge })}</p>
      {market.legalTexts.map((key) => (
        <p key={key}>{t(key)}</p>
      ))}
      {!hideVoucherFootnote && (
        <p className="shop-newsletter-form__footnote">
          {withNodes(t('newsletter.voucherFootnote', { discount: market.discount }), {
            conditionsLink: <NewsletterLink link={market.voucherConditions} />,
          })}
        </p>
      )}
    </div>
  );
}
