import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useStyles } from '../../element-kit/adopted-styles';
import { useModalDialog } from '../../page-runtime/use-modal-dialog';
import { useShop } from '../../element-kit/shop-context';
import { Icon } from '../../primitives/icon/Icon';
import modalCss from './shop-modal.css?inline';
import type { shopModalDefinition } from './shop-modal.definition';
import type {
  ElementComponentProps,
  ElementEventDetails,
} from '../../element-kit/element-definition';

export type ModalCloseDetail = ElementEventDetails['shop-modal']['modal-close'];
export type ModalCloseReason = ModalCloseDetail['reason'];

export type ShopModalProps = ElementComponentProps<typeof shopModalDefinition> & {
  /** The body. Inside `<shop-modal>` the default slot takes its place. */
  children?: ReactNode;
  /** Actions below the body. Inside `<shop-modal>` the `footer` slot takes its place. */
  footer?: ReactNode;
};

export function ShopModal({ open, size, heading, children, footer, onModalClose }: ShopModalProps) {
  const { translator } = useShop();
  const styles = useStyles<HTMLDivElement>(modalCss);
  const headingId = useId();
  const footerSlotRef = useRef<HTMLSlotElement>(null);
  const [footerSlotFilled, setFooterSlotFilled] = useState(false);
  const requestClose = (reason: ModalCloseReason) => {
    onModalClose?.({ reason });
  };
  const { dialogProps } = useModalDialog({ open, onCloseRequest: requestClose });

  useEffect(() => {
    const slot = footerSlotRef.current;
    if (!slot) return;
    const update = () => setFooterSlotFilled(slot.assignedNodes({ flatten: true }).length > 0);
    update();
    slot.addEventListener('slotchange', update);
    return () => slot.removeEventListener('slotchange', update);
  }, [footer]);

  const hasFooter = footer !== undefined || footerSlotFilled;

  return (
    <div ref={styles} className="shop-modal" data-size={size}>
      <dialog
        part="dialog"
        className="shop-modal__dialog"
        aria-labelledby={heading ? headingId : undefined}
        {...dialogProps}
      >
        <div className="shop-modal__frame">
          <header part="header" className="shop-modal__header">
            <h2 part="heading" id={headingId} className="shop-modal__heading">
              {heading}
            </h2>
            <button
              type="button"
              part="close-button"
              className="shop-modal__close"
              aria-label={translator.t('modal.close')}
              onClick={() => requestClose('close-button')}
            >
              <Icon name="close" size={24} />
            </button>
          </header>
          <div part="body" className="shop-modal__body">
            {children ?? <slot />}
          </div>
          <div part="footer" className="shop-modal__footer" hidden={!hasFooter}>
            {footer ?? <slot ref={footerSlotRef} name="footer" />}
          </div>
        </div>
      </dialog>
    </div>
  );
}
