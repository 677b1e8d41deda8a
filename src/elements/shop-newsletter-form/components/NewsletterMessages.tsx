import type { ReactNode, Ref } from 'react';
import { useShop } from '../../../element-kit/shop-context';
import { Icon } from '../../../primitives/icon/Icon';
import type { IconName } from '../../../primitives/icon/icon-paths';

type Tone = 'success' | 'warning' | 'error';
const TONE_ICONS: Readonly<Record<Tone, IconName>> = {
  success: 'check',
  warning: 'info',
  error: 'error',
};

/** A message in place of or above the form, with its tone's icon. */
export function NewsletterMessage({
  tone,
  part,
  children,
  ...rest
}: {
  tone: Tone;
  part: string;
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
  role?: 'alert';
  tabIndex?: number;
  'data-doi'?: 'invalid' | 'confirmed';
}) {
  return (
    <div
      {...rest}
      part={part}
      className={`shop-newsletter-form__message shop-newsletter-form__message--${tone}`}
    >
      <Icon name={TONE_ICONS[tone]} size={24} className="shop-newsletter-form__message-icon" />
      {children}
    </div>
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
