import { useCallback, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { useStyles } from '../../element-kit/styles/adopted-styles';
import { Icon, type IconSize } from '../icon/Icon';
import type { IconName } from '../icon/icon-paths';
import noticeCss from './notice.css?inline';
import type { NoticeTone } from './notice-tone';

export type { NoticeTone };

const TONE_ICONS: Readonly<Record<NoticeTone, IconName>> = {
  info: 'info',
  success: 'check',
  warning: 'info',
  error: 'error',
};

export interface NoticeProps extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'role'> {
  tone: NoticeTone;
  /** The message, and any action after it (a retry, a dismiss button). */
  children: ReactNode;
  /** `p` for a one-line notice whose content is phrasing content. Default `div`. */
  as?: 'div' | 'p';
  /**
   * `alert` for a message the shopper must hear now (an error that interrupts); no role when
   * the notice sits in a live region of its owner's, or takes focus itself.
   */
  role?: 'alert' | 'status';
  part?: string;
  /**
   * The owner's classes for the notice and its icon, when it has a look of its own (the mini
   * cart's, the newsletter's, the preview panel's banners differ in spacing and border, and
   * their screenshots are fixed). Without them the notice takes the library's look.
   */
  className?: string;
  iconClassName?: string;
  /** Default 24. */
  iconSize?: IconSize;
  /** Default: the tone's icon (info, check, info, error). */
  icon?: IconName;
  ref?: Ref<HTMLElement>;
  [dataAttribute: `data-${string}`]: string | undefined;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/** A banner in one of the tones: its icon, then its content (text and actions). */
export function Notice({
  tone,
  children,
  as: Root = 'div',
  className,
  iconClassName,
  iconSize = 24,
  icon,
  ref,
  ...rest
}: NoticeProps) {
  const ownLook = className === undefined;
  const adoptNoticeSheet = useStyles<HTMLElement>(noticeCss);
  // The library's sheet only where its look is used: an owner's banner brings its own CSS.
  const rootRef = useCallback(
    (node: HTMLElement | null) => {
      if (ownLook) adoptNoticeSheet(node);
      assignRef(ref, node);
    },
    [ownLook, adoptNoticeSheet, ref],
  );
  return (
    <Root
      {...rest}
      ref={rootRef}
      className={ownLook ? `shop-notice shop-notice--${tone}` : className}
    >
      <Icon
        name={icon ?? TONE_ICONS[tone]}
        size={iconSize}
        className={ownLook ? 'shop-notice__icon' : iconClassName}
      />
      {children}
    </Root>
  );
}
