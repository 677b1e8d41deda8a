import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { cartErrorMessage } from '../../cart/cart-messages';
import { hasDefectiveItems, hasSubscriptions } from '../../cart/cart-rules';
import { cart } from '../../cart/page-cart';
import { useStyles } from '../../element-kit/adopted-styles';
import { ElementErrorBoundary } from '../../element-kit/element-error-boundary';
import { useReadyWithin, useSettled } from '../../element-kit/element-settled';
import { useShop } from '../../element-kit/shop-context';
import { Announcer, useAnnouncer } from '../../primitives/announcer/Announcer';
import { Button } from '../../primitives/button/Button';
import { useFocusRescue } from '../../primitives/focus-rescue/use-focus-rescue';
import { IconButton } from '../../primitives/icon-button/IconButton';
import { Price } from '../../primitives/price/Price';
import { Icon } from '../../primitives/icon/Icon';
import { Notice } from '../../primitives/notice/Notice';
import { useStore } from '../../page-runtime/use-store';
import { trackGa } from '../../services/ga-events';
import { SITE_LINKS } from '../../sites/content/links';
import {
  defectiveLines,
  deletedLines,
  lineName,
  liveLines,
  orderLines,
  removeChange,
  sameTargets,
  type CartLineModel,
  type DeletedLine,
  type LiveLine,
} from './cart-lines';
import { CartLine, DeletedCartLine } from './CartLine';
import miniCartCss from './shop-mini-cart.css?inline';

/** The query the checkout link adds to the cart page's address. */
export const CHECKOUT_QUERY = 'checkout=true';

/**
 * The mini cart: the page's cart as a panel, with its changes, errors and totals. Should the
 * panel ever fail to render a snapshot, it shows nothing until the next one, and then renders
 * again (the element is not lost for the rest of the visit).
 */
export function ShopMiniCart() {
  const snapshot = useStore(cart);
  // Its height comes with the cart: the room stays until the lines (or the read error) show,
  // never the short loading state in between.
  useSettled(useReadyWithin(Boolean(snapshot.cart || snapshot.getError)));
  return (
    <ElementErrorBoundary tag="shop-mini-cart" retryOn={snapshot}>
      <MiniCartPanel />
    </ElementErrorBoundary>
  );
}

function MiniCartPanel() {
  const { site, translator } = useShop();
  const styles = useStyles<HTMLElement>(miniCartCss);
  const snapshot = useStore(cart);
  const headingId = useId();
  const defectiveHeadingId = useId();
  const panelRef = useRef<HTMLElement | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [announcement, announce] = useAnnouncer();
  const [order, setOrder] = useState<readonly string[]>([]);
  const focusHandlers = useFocusRescue(panelRef, headingRef);

  const panelRefCallback = useCallback(
    (node: HTMLElement | null) => {
      panelRef.current = node;
      styles(node);
    },
    [styles],
  );

  useEffect(() => {
    void cart.load();
  }, []);

  const { cart: current, status, busy, getError, setError, recentlyDeleted } = snapshot;
  const cartPath = SITE_LINKS[site.code].cart;

  const lines: CartLineModel[] = current
    ? orderLines([...liveLines(current), ...deletedLines(recentlyDeleted)], order)
    : [];
  // The order the panel shows is remembered, so lines keep their places (see orderLines).
  if (current && !sameTargets(lines, order)) setOrder(lines.map((line) => line.target));
  const defective = current ? defectiveLines(current) : [];
  const liveCount = lines.filter((line) => line.kind !== 'deleted').length;

  const changeQuantity = (line: Extract<LiveLine, { kind: 'article' }>, delta: 1 | -1) => {
    // The newest quantity on screen, so quick presses add up before the page re-renders.
    const shown = cart
      .getSnapshot()
      .cart?.articles.find((article) => article.productId === line.item.productId);
    if (!shown) return;
    const quantity = shown.quantity.quantity + delta;
    if (quantity < 1) return;
    trackGa('cartQuantityChanged', { target: line.target, quantity });
    // Announced once the cart has answered, with the quantity it holds then: a refused change
    // (an item limit) is told by the error banner, never as the quantity the shopper asked for.
    void cart
      .change({ setArticle: { productId: shown.productId, tcm: shown.tcm, quantity } })
      .then((outcome) => {
        if (!outcome.ok) return;
        const held = cart
          .getSnapshot()
          .cart?.articles.find((article) => article.productId === shown.productId);
        if (held) {
          announce(
            translator.t('cart.quantityChanged', {
              name: held.name,
              quantity: held.quantity.quantity,
            }),
          );
        }
      });
  };

  const remove = (line: LiveLine) => {
    const name = lineName(line);
    announce(translator.t('cart.removedNotice', { name }));
    trackGa('cartItemRemoved', line.target);
    void cart.change(removeChange(line));
  };

  const restore = (line: DeletedLine) => {
    announce(translator.t('cart.restoredNotice', { name: lineName(line) }));
    trackGa('cartItemRestored', line.target);
    void cart.restore(line.entry.key);
  };

  const heading = (
    <header part="header" className="shop-mini-cart-header">
      <h2
        ref={headingRef}
        id={headingId}
        part="heading"
        className="shop-mini-cart-heading"
        tabIndex={-1}
      >
        {translator.t('cart.heading')}
        {current && snapshot.itemCount > 0 && ' '}
        {current && snapshot.itemCount > 0 && (
          <span part="count" className="shop-mini-cart-heading__count">
            {translator.plural('cart.itemCount', snapshot.itemCount)}
          </span>
        )}
      </h2>
    </header>
  );

  const setErrorBanner = setError && (
    <Notice
      tone="error"
      role="alert"
      part="error"
      className="shop-mini-cart-alert"
      iconClassName="shop-mini-cart-alert__icon"
      data-kind="set"
    >
      <p className="shop-mini-cart-alert__text">{cartErrorMessage(translator, 'set', setError)}</p>
      <IconButton
        icon="close"
        className="shop-mini-cart-alert__dismiss"
        part="dismiss-button"
        label={translator.t('common.close')}
        onClick={() => cart.dismissError()}
      />
    </Notice>
  );

  let content;
  if (!current && getError) {
    content = (
      <Notice
        tone="error"
        role="alert"
        part="error"
        className="shop-mini-cart-alert"
        iconClassName="shop-mini-cart-alert__icon"
        data-kind="get"
      >
        <div className="shop-mini-cart-alert__content">
          <p className="shop-mini-cart-alert__text">
            {cartErrorMessage(translator, 'get', { error: getError })}
          </p>
          <Button
            size="small"
            variant="secondary"
            part="retry-button"
            loading={status === 'loading'}
            onClick={() => void cart.reload({ force: true })}
          >
            {translator.t('cart.retry')}
          </Button>
        </div>
      </Notice>
    );
  } else if (!current) {
    content = (
      <div part="loading" className="shop-mini-cart-loading">
        <span className="shop-mini-cart-spinner" aria-hidden="true" />
        <p className="shop-mini-cart-loading__text">{translator.t('cart.loading')}</p>
      </div>
    );
  } else if (liveCount === 0 && defective.length === 0) {
    content = (
      <>
        <div part="empty" className="shop-mini-cart-empty">
          <Icon name="cart" size={24} className="shop-mini-cart-empty__icon" />
          <p className="shop-mini-cart-empty__text">{translator.t('cart.empty')}</p>
          <Button href={cartPath} size="small" variant="secondary" part="cart-link">
            {translator.t('cart.toCart')}
          </Button>
        </div>
        {lines.length > 0 && (
          <div part="body" className="shop-mini-cart-body">
            <ul part="list" className="shop-mini-cart-list">
              {lines.map((line) =>
                line.kind === 'deleted' ? (
                  <DeletedCartLine key={line.key} line={line} onRestore={restore} />
                ) : null,
              )}
            </ul>
          </div>
        )}
      </>
    );
  } else {
    content = (
      <>
        {hasDefectiveItems(current) && (
          <Notice
            as="p"
            tone="info"
            part="notice"
            className="shop-mini-cart-notice"
            iconClassName="shop-mini-cart-notice__icon"
            iconSize={16}
          >
            <span>{translator.t('cart.defectiveItems')}</span>
          </Notice>
        )}
        <div part="body" className="shop-mini-cart-body">
          {lines.length > 0 && (
            <ul part="list" className="shop-mini-cart-list">
              {lines.map((line, position) =>
                line.kind === 'deleted' ? (
                  <DeletedCartLine key={line.key} line={line} onRestore={restore} />
                ) : (
                  <CartLine
                    key={line.key}
                    line={line}
                    position={position}
                    onQuantity={changeQuantity}
                    onRemove={remove}
                  />
                ),
              )}
            </ul>
          )}
          {defective.length > 0 && (
            <section
              part="defective"
              className="shop-mini-cart-defective"
              aria-labelledby={defectiveHeadingId}
            >
              <h3 id={defectiveHeadingId} className="shop-mini-cart-defective__heading">
                {translator.t('cart.defectiveHeading')}
              </h3>
              <ul part="list" className="shop-mini-cart-list">
                {defective.map((line, position) => (
                  <CartLine
                    key={line.key}
                    line={line}
                    position={lines.length + position}
                    defective
                    onQuantity={changeQuantity}
                    onRemove={remove}
                  />
                ))}
              </ul>
            </section>
          )}
        </div>
        {(current.vouchers ?? []).length > 0 && (
          <section
            part="vouchers"
            className="shop-mini-cart-vouchers"
            aria-labelledby={`${headingId}-vouchers`}
          >
            <h3 id={`${headingId}-vouchers`} className="shop-mini-cart-vouchers__heading">
              {translator.t('cart.vouchersHeading')}
            </h3>
            <ul className="shop-mini-cart-vouchers__list">
              {(current.vouchers ?? []).map((voucher) => (
                <li key={voucher.code} part="voucher" className="shop-mini-cart-voucher">
                  <span className="shop-mini-cart-voucher__text">
                    <code className="shop-mini-cart-voucher__code">{voucher.code}</code>
                    <span className="shop-mini-cart-voucher__name">{voucher.name}</span>
                  </span>
                  <span className="shop-mini-cart-voucher__discount">
                    −<Price amount={voucher.discount} />
                  </span>
                  <IconButton
                    icon="trash"
                    part="remove-button"
                    label={translator.t('cart.removeVoucher', { code: voucher.code })}
                    onClick={() => {
                      trackGa('cartItemRemoved', `voucher:${voucher.code}`);
                      void cart.removeVoucher(voucher.code);
                    }}
                  />
                </li>
              ))}
            </ul>
          </section>
        )}
        <footer part="totals" className="shop-mini-cart-totals">
          {hasSubscriptions(current) && (
            <p className="shop-mini-cart-totals__note">{translator.t('cart.subscriptionsNote')}</p>
          )}
          <p part="total" className="shop-mini-cart-total">
            <span className="shop-mini-cart-total__label">{translator.t('cart.total')}</span>
            <Price className="shop-mini-cart-total__amount" amount={current.totalPrice} />
          </p>
          <div className="shop-mini-cart-actions">
            <Button
              href={cartPath}
              variant="secondary"
              part="cart-link"
              className="shop-mini-cart-action"
            >
              {translator.t('cart.toCart')}
            </Button>
            <Button
              href={`${cartPath}?${CHECKOUT_QUERY}`}
              variant="activating"
              disabled={!snapshot.canCheckout}
              part="checkout"
              className="shop-mini-cart-action"
            >
              {translator.t('cart.toCheckout')}
            </Button>
          </div>
        </footer>
      </>
    );
  }

  return (
    <section
      ref={panelRefCallback}
      part="panel"
      className="shop-mini-cart-panel"
      aria-labelledby={headingId}
      aria-busy={!current && !getError ? true : undefined}
      data-state={
        !current
          ? getError
            ? 'error'
            : 'loading'
          : liveCount > 0 || defective.length > 0
            ? 'filled'
            : 'empty'
      }
      data-busy={busy || undefined}
      {...focusHandlers}
    >
      <span
        part="progress"
        className="shop-mini-cart-progress"
        aria-hidden="true"
        hidden={!busy || !current}
      />
      {heading}
      {setErrorBanner}
      {content}
      <Announcer announcement={announcement} />
    </section>
  );
}
