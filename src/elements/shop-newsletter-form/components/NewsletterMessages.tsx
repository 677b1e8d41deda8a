import type { ReactNode, Ref } from 'react';
import { useShop } from '../../../element-kit/render/shop-context';
import { Notice, type NoticeTone } from '../../../primitives/notice/Notice';

/** A message in place of or above the form, with its tone's icon. */
export function NewsletterMessage({
  tone,
  part,
  children,
  ...rest
}: {
  tone: NoticeTone;
  part: string;
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
  role?: 'alert';
  tabIndex?: number;
  'data-doi'?: 'invalid' | 'confirmed';
}) {
  return (
    <Notice
      {...rest}
      tone={tone}
      part={part}
      className={`shop-newsletter-form__message shop-newsletter-form__message--${tone}`}
      iconClassName="shop-newsletter-form__message-icon"
    >
      {children}
    </Notice>
  );
}

/** §2.1: the success message that replaces the form; it takes focus, so it is reachable. */
export function SuccessMessage({ email, ref }: { email: string; ref: Ref<HTMLDivElement> }) {
  const { t } = useShop().translator;
  return (
    <NewsletterMessage tone="success" part="success" ref={ref} tabIndex={-1}>
      <div>
        <h2 className="shop-newsletter-form__headline">{t('newsletter.successHeadline')}</h2>
        {email && <p>{t('newsletter.success', { email })}</p>}
      </div>
    </NewsletterMessage>
  );
}
