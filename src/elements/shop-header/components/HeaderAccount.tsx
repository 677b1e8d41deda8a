import { useShop } from '../../../element-kit/render/shop-context';
import { customerNameIn } from '../../../services/stores/personal-data';
import { SITE_LINKS } from '../../../sites/content/links';
import { BEAN_ACCOUNT } from '../../../sites/content/paths';
import { useShopper } from '../behaviour/use-shopper';

/** More beans than this read as this many: a broken answer must not stretch the header. */
export const MAX_SHOWN_BEANS = 999_999;

/**
 * The greeting and login area (header-and-cart §2, §4 "Login status"): "Hello" and a link to
 * log in for visitors, the name in
 * the order of the site's language for customers (LOGGED_IN and REMEMBERED), their loyalty beans,
 * and, with `memberLinks` (the account's flyout, the phone's menu), the links of community and
 * loyalty-card members. The name is text and ends in an ellipsis where it does not fit.
 */
export function HeaderGreeting({
  memberLinks = false,
  slot,
}: {
  memberLinks?: boolean;
  /** The slot of the element it is given to (the navigation's `drawer-start` on phones). */
  slot?: string;
}) {
  const { site, translator } = useShop();
  const shopper = useShopper();
  const name = customerNameIn(shopper, site.language);
  const beans = Math.min(shopper.loyaltyBeans, MAX_SHOWN_BEANS);
  const links = SITE_LINKS[site.code];
  return (
    <div part="greeting" className="shop-header__greeting" slot={slot}>
      <span className="shop-header__greeting-text">
        {shopper.loggedInOrRemembered && name
          ? translator.t('header.greeting', { name })
          : translator.t('header.greetingAnonymous')}
      </span>
      {!shopper.loggedInOrRemembered && (
        <a className="shop-header__member-link" href={links.userMenu}>
          {translator.t('header.login')}
        </a>
      )}
      {shopper.loggedInOrRemembered && beans > 0 && (
        <span className="shop-header__beans">
          {translator.plural('header.loyaltyBeans', beans)}
        </span>
      )}
      {memberLinks && shopper.loggedInOrRemembered && shopper.communityMember && (
        <a className="shop-header__member-link" href={BEAN_ACCOUNT}>
          {translator.t('header.myBeanAccount')}
        </a>
      )}
      {memberLinks && shopper.loggedInOrRemembered && shopper.loyaltyCardMember && (
        <a className="shop-header__member-link" href={links.loyaltyCard}>
          {translator.t('header.myLoyaltyCard')}
        </a>
      )}
    </div>
  );
}
