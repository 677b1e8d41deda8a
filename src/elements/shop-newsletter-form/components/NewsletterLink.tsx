import { useShop } from '../../../element-kit/render/shop-context';
import type { NewsletterLink as Link } from '../newsletter-markets';

/** A link of the form's legal texts, labelled in the site's language. */
export function NewsletterLink({ link }: { link: Link }) {
  const { translator } = useShop();
  return (
    <a className="shop-newsletter-form__link" href={link.href}>
      {translator.t(link.label)}
    </a>
  );
}
