import { cartErrorMessage } from '../../cart/cart-messages';
import { cart } from '../../cart/page-cart';
import { ElementErrorBoundary } from '../../element-kit/render/element-error-boundary';
import { useReadyWithin, useSettled } from '../../element-kit/host/element-settled';
import { useShop } from '../../element-kit/render/shop-context';
import { Announcer } from '../../primitives/announcer/Announcer';
import { Button } from '../../primitives/button/Button';
import { IconButton } from '../../primitives/icon-button/IconButton';
import { useStore } from '../../page-runtime/use-store';
import { useMiniCartPanel } from './behaviour/use-mini-cart-panel';
import { CartHeading } from './components/CartHeading';
import { CartAlert } from './components/CartNotice';
import { CartLoading, EmptyCart } from './components/CartStates';
import { FilledCart } from './components/FilledCart';
import type { MiniCartActions } from './state/mini-cart-actions';
import type { MiniCartPanelView } from './state/mini-cart-panel-state';
import cartLinesCss from './components/cart-lines.css?inline';
import cartTotalsCss from './components/cart-totals.css?inline';
import miniCartPanelCss from './shop-mini-cart.css?inline';

/** The panel's one sheet: its frame and states, then the lines' and the totals' rules. */
const miniCartCss = `${miniCartPanelCss}\n${cartLinesCss}\n${cartTotalsCss}`;

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
  const { translator } = useShop();
  const panel = useMiniCartPanel(miniCartCss);
  const { snapshot } = panel.view;
  const { cart: current, setError } = snapshot;
  return (
    <section part="panel" className="shop-mini-cart-panel" {...panel.getPanelProps()}>
      <span part="progress" className="shop-mini-cart-progress" {...panel.getProgressProps()} />
      <CartHeading
        headingProps={panel.getHeadingProps()}
        itemCount={current ? snapshot.itemCount : undefined}
      />
      {setError && (
        <CartAlert
          kind="set"
          message={cartErrorMessage(translator, 'set', setError)}
          action={
            <IconButton
              icon="close"
              className="shop-mini-cart-alert__dismiss"
              part="dismiss-button"
              label={translator.t('common.close')}
              onClick={panel.actions.dismissError}
            />
          }
        />
      )}
      <PanelContent view={panel.view} actions={panel.actions} />
      <Announcer announcement={panel.announcement} />
    </section>
  );
}

/** What the panel shows under its heading: the read error, the loading state or the cart. */
function PanelContent({ view, actions }: { view: MiniCartPanelView; actions: MiniCartActions }) {
  const { translator } = useShop();
  const { snapshot, lines, defective } = view;
  const { cart: current, getError } = snapshot;
  if (!current && getError) {
    return (
      <CartAlert
        kind="get"
        message={cartErrorMessage(translator, 'get', { error: getError })}
        action={
          <Button
            size="small"
            variant="secondary"
            part="retry-button"
            loading={snapshot.status === 'loading'}
            onClick={actions.retry}
          >
            {translator.t('cart.retry')}
          </Button>
        }
      />
    );
  }
  if (!current) return <CartLoading />;
  if (view.state === 'empty') return <EmptyCart deletedLines={lines} actions={actions} />;
  return (
    <FilledCart
      cart={current}
      lines={lines}
      defective={defective}
      canCheckout={snapshot.canCheckout}
      actions={actions}
    />
  );
}
