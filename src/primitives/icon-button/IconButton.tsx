import type { ButtonHTMLAttributes } from 'react';
import { useStyles } from '../../element-kit/styles/adopted-styles';
import { Icon, type IconSize } from '../icon/Icon';
import type { IconName } from '../icon/icon-paths';
import iconButtonCss from './icon-button.css?inline';

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'aria-label' | 'disabled' | 'type'
> {
  icon: IconName;
  /** The accessible name: an icon alone says nothing to a screen reader. */
  label: string;
  iconSize?: IconSize;
  /**
   * Shown as unavailable but still focusable and announced (`aria-disabled`), so keyboard users
   * do not lose their place; clicks are not passed on.
   */
  disabled?: boolean;
  part?: string;
}

/** A square, icon-only button with an accessible name: steppers, remove, dismiss, close. */
export function IconButton({
  icon,
  label,
  iconSize = 16,
  disabled = false,
  className,
  onClick,
  ...buttonProps
}: IconButtonProps) {
  const styles = useStyles<HTMLButtonElement>(iconButtonCss);
  return (
    <button
      {...buttonProps}
      ref={styles}
      type="button"
      className={['shop-icon-button', className].filter(Boolean).join(' ')}
      aria-label={label}
      aria-disabled={disabled || undefined}
      onClick={(event) => {
        if (!disabled) onClick?.(event);
      }}
    >
      <Icon name={icon} size={iconSize} />
    </button>
  );
}
