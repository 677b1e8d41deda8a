/**
 * The panel's banners: the error box of a failed read or change, and the notice about defective
 * items. Their markup lives only here.
 */
import type { ReactNode } from 'react';
import { Notice } from '../../../primitives/notice/Notice';
import { alertProps } from '../behaviour/assistive-props';

export interface CartAlertProps {
  /** `get`: the cart could not be read (its action sits under the text); `set`: a change failed. */
  kind: 'get' | 'set';
  message: string;
  /** The retry button of a read error, the close button of a failed change. */
  action: ReactNode;
}

export function CartAlert({ kind, message, action }: CartAlertProps) {
  const text = <p className="shop-mini-cart-alert__text">{message}</p>;
  return (
    <Notice
      tone="error"
      {...alertProps}
      part="error"
      className="shop-mini-cart-alert"
      iconClassName="shop-mini-cart-alert__icon"
      data-kind={kind}
    >
      {kind === 'get' ? (
        <div className="shop-mini-cart-alert__content">
          {text}
          {action}
        </div>
      ) : (
        <>
          {text}
          {action}
        </>
      )}
    </Notice>
  );
}

/** An information above the lines (the cart holds defective items). */
export function CartNotice({ children }: { children: string }) {
  return (
    <Notice
      as="p"
      tone="info"
      part="notice"
      className="shop-mini-cart-notice"
      iconClassName="shop-mini-cart-notice__icon"
      iconSize={16}
    >
      <span>{children}</span>
    </Notice>
  );
}
