import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type AnimationEvent,
  type ButtonHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useStyles } from '../../element-kit/styles/adopted-styles';
import { Icon, type IconSize } from '../icon/Icon';
import type { IconName } from '../icon/icon-paths';
import buttonCss from './button.css?inline';

export type ButtonSize = 'small' | 'medium' | 'large';
export type ButtonVariant = 'primary' | 'secondary' | 'activating' | 'sale' | 'community';

/** Spec: "Ripple minimum display 250 ms", so that even a tap too short to see gets feedback. */
export const RIPPLE_MINIMUM_DISPLAY_MS = 250;

/** How much longer a ripple must stay after its press ended, to have shown for the minimum. */
export function rippleHoldAfterRelease(pressedAt: number, releasedAt: number): number {
  return Math.max(0, RIPPLE_MINIMUM_DISPLAY_MS - (releasedAt - pressedAt));
}

const ICON_SIZE: Record<ButtonSize, IconSize> = { small: 16, medium: 16, large: 24 };

interface ButtonOwnProps {
  children: ReactNode;
  /** Default `medium`. */
  size?: ButtonSize;
  /** Default `primary`. */
  variant?: ButtonVariant;
  /**
   * Work started by the button is under way: it shows a spinner instead of its content, keeps
   * its width and its accessible name, and ignores further clicks.
   */
  loading?: boolean;
  disabled?: boolean;
  /** Takes the whole width of its container, as on smartphones. */
  fullWidth?: boolean;
  leadingIcon?: IconName;
  trailingIcon?: IconName;
  /** Not called while the button is loading or disabled. */
  onClick?: (event: MouseEvent<HTMLButtonElement | HTMLAnchorElement>) => void;
  ref?: Ref<HTMLButtonElement | HTMLAnchorElement>;
  className?: string;
}

type NativeButtonProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  keyof ButtonOwnProps | 'type'
>;
type NativeAnchorProps = Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  keyof ButtonOwnProps | 'href' | 'type'
>;

/** A `<button>` (type `button` unless told otherwise), or a link styled as one when given `href`. */
export type ButtonProps = ButtonOwnProps &
  (
    | ({ href?: undefined; type?: 'button' | 'submit' | 'reset' } & NativeButtonProps)
    | ({ href: string; type?: never } & NativeAnchorProps)
  );

interface Ripple {
  id: number;
  x: number;
  y: number;
  diameter: number;
  leaving: boolean;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * Ripples start where the shopper presses and stay at least RIPPLE_MINIMUM_DISPLAY_MS before
 * they fade. Listeners are added to the element itself, so the `on…` props a caller passes
 * reach the element untouched.
 */
function useRipples(element: HTMLElement | null, enabled: boolean) {
  const [ripples, setRipples] = useState<Ripple[]>([]);
  const nextId = useRef(0);
  const pressedAt = useRef(new Map<number, number>());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    if (!element || !enabled) return;

    const press = (x: number, y: number) => {
      const box = element.getBoundingClientRect();
      // Twice the distance to the farthest corner, so the circle covers the whole button.
      const diameter = 2 * Math.hypot(Math.max(x, box.width - x), Math.max(y, box.height - y));
      const id = nextId.current++;
      pressedAt.current.set(id, performance.now());
      setRipples((current) => [...current, { id, x, y, diameter, leaving: false }]);
    };

    const release = () => {
      const releasedAt = performance.now();
      for (const [id, startedAt] of pressedAt.current) {
        const timer = setTimeout(
          () => {
            timers.current.delete(timer);
            setRipples((current) =>
              current.map((ripple) => (ripple.id === id ? { ...ripple, leaving: true } : ripple)),
            );
          },
          rippleHoldAfterRelease(startedAt, releasedAt),
        );
        timers.current.add(timer);
      }
      pressedAt.current.clear();
    };

    const onPointerDown = (event: PointerEvent) => {
      if (event.button !== 0) return;
      const box = element.getBoundingClientRect();
      press(event.clientX - box.left, event.clientY - box.top);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.repeat || (event.key !== 'Enter' && event.key !== ' ')) return;
      const box = element.getBoundingClientRect();
      press(box.width / 2, box.height / 2);
    };

    const releaseEvents = ['pointerup', 'pointercancel', 'pointerleave', 'keyup', 'blur'];
    element.addEventListener('pointerdown', onPointerDown);
    element.addEventListener('keydown', onKeyDown);
    for (const type of releaseEvents) element.addEventListener(type, release);
    return () => {
      release();
      element.removeEventListener('pointerdown', onPointerDown);
      element.removeEventListener('keydown', onKeyDown);
      for (const type of releaseEvents) element.removeEventListener(type, release);
    };
  }, [element, enabled]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const onRippleAnimationEnd = useCallback((event: AnimationEvent<HTMLSpanElement>) => {
    if (event.animationName !== 'shop-button-ripple-out') return;
    const id = Number(event.currentTarget.dataset.rippleId);
    setRipples((current) => current.filter((ripple) => ripple.id !== id));
  }, []);

  return { ripples, onRippleAnimationEnd };
}

export function Button(props: ButtonProps) {
  const {
    children,
    size = 'medium',
    variant = 'primary',
    loading = false,
    disabled = false,
    fullWidth = false,
    leadingIcon,
    trailingIcon,
    onClick,
    ref,
    className,
    ...native
  } = props;
  const styles = useStyles<HTMLElement>(buttonCss);
  const [element, setElement] = useState<HTMLElement | null>(null);
  const inactive = loading || disabled;
  const { ripples, onRippleAnimationEnd } = useRipples(element, !inactive);

  const rootRef = useCallback(
    (node: HTMLButtonElement | HTMLAnchorElement | null) => {
      styles(node);
      setElement(node);
      assignRef(ref, node);
    },
    [styles, ref],
  );

  const handleClick = (event: MouseEvent<HTMLButtonElement | HTMLAnchorElement>) => {
    if (inactive) {
      // Also keeps a loading submit button from sending its form a second time.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  const classes = [
    'shop-button',
    `shop-button--${size}`,
    `shop-button--${variant}`,
    fullWidth && 'shop-button--full-width',
    loading && 'shop-button--loading',
    disabled && 'shop-button--disabled',
    className,
  ]
    .filter(Boolean)
    .join(' ');

  const iconSize = ICON_SIZE[size];
  const content = (
    <>
      <span className="shop-button__ripples" aria-hidden="true">
        {ripples.map((ripple) => (
          <span
            key={ripple.id}
            className={`shop-button__ripple${ripple.leaving ? ' shop-button__ripple--leaving' : ''}`}
            data-ripple-id={ripple.id}
            style={{
              left: ripple.x,
              top: ripple.y,
              width: ripple.diameter,
              height: ripple.diameter,
            }}
            onAnimationEnd={onRippleAnimationEnd}
          />
        ))}
      </span>
      <span className="shop-button__content">
        {leadingIcon && <Icon name={leadingIcon} size={iconSize} />}
        <span className="shop-button__label">{children}</span>
        {trailingIcon && <Icon name={trailingIcon} size={iconSize} />}
      </span>
      {loading && <span className="shop-button__spinner" aria-hidden="true" />}
    </>
  );

  const state = {
    className: classes,
    'aria-busy': loading || undefined,
    // Loading buttons stay focusable (focus is not lost while the work runs), so they are
    // marked rather than disabled.
    'aria-disabled': loading || undefined,
    onClick: handleClick,
  };

  if (native.href !== undefined) {
    const { href, ...anchorProps } = native;
    // A link has no disabled state; without href it is not focusable and does not navigate.
    return disabled ? (
      <a {...anchorProps} {...state} ref={rootRef} role="link" aria-disabled="true">
        {content}
      </a>
    ) : (
      <a {...anchorProps} {...state} ref={rootRef} href={href}>
        {content}
      </a>
    );
  }
  const { type = 'button', ...buttonProps } = native;
  return (
    <button {...buttonProps} {...state} ref={rootRef} type={type} disabled={disabled}>
      {content}
    </button>
  );
}
