/**
 * Connects the panel to the page: the page's cart (started by its element, or by the header that
 * holds it: `startPageCart`), the panel's own view of it (`state/`), the live region, the
 * adopted styles and the focus that must not be lost when a line goes. The view spreads the
 * prop getters and writes no ARIA of its own.
 */
import { useCallback, useId, useMemo, useRef, useState, type RefObject } from 'react';
import { cart } from '../../../cart/page-cart';
import { useStyles } from '../../../element-kit/styles/adopted-styles';
import { useShop } from '../../../element-kit/render/shop-context';
import { useStore } from '../../../page-runtime/use-store';
import { useAnnouncer } from '../../../primitives/announcer/Announcer';
import { useFocusRescue } from '../../../primitives/focus-rescue/use-focus-rescue';
import { createMiniCartActions, type MiniCartActions } from '../state/mini-cart-actions';
import { createMiniCartPanelState, type MiniCartPanelView } from '../state/mini-cart-panel-state';

export interface MiniCartPanel {
  view: MiniCartPanelView;
  actions: MiniCartActions;
  /** What the live region says now. */
  announcement: string;
  getPanelProps(): {
    ref: (node: HTMLElement | null) => void;
    'aria-labelledby': string;
    'aria-busy': true | undefined;
    'data-state': MiniCartPanelView['state'];
    'data-busy': true | undefined;
  } & ReturnType<typeof useFocusRescue>;
  getHeadingProps(): {
    ref: RefObject<HTMLHeadingElement | null>;
    id: string;
    tabIndex: number;
  };
  /** The thin bar at the top edge, shown while the loaded cart is being changed or reloaded. */
  getProgressProps(): { 'aria-hidden': true; hidden: boolean };
}

/** `styles`: the panel's CSS, adopted by the shadow root the panel renders into. */
export function useMiniCartPanel(styles: string): MiniCartPanel {
  const { translator } = useShop();
  const adoptStyles = useStyles<HTMLElement>(styles);
  const [panelState] = useState(() => createMiniCartPanelState(cart));
  const view = useStore(panelState);
  const headingId = useId();
  const panelRef = useRef<HTMLElement | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [announcement, announce] = useAnnouncer();
  const focusHandlers = useFocusRescue(panelRef, headingRef);
  const actions = useMemo(
    () => createMiniCartActions({ cart, translator, announce }),
    [translator, announce],
  );

  const panelRefCallback = useCallback(
    (node: HTMLElement | null) => {
      panelRef.current = node;
      adoptStyles(node);
    },
    [adoptStyles],
  );

  const { cart: current, getError, busy } = view.snapshot;
  return {
    view,
    actions,
    announcement,
    getPanelProps: () => ({
      ref: panelRefCallback,
      'aria-labelledby': headingId,
      'aria-busy': !current && !getError ? true : undefined,
      'data-state': view.state,
      'data-busy': busy || undefined,
      ...focusHandlers,
    }),
    getHeadingProps: () => ({ ref: headingRef, id: headingId, tabIndex: -1 }),
    getProgressProps: () => ({ 'aria-hidden': true, hidden: !busy || !current }),
  };
}
