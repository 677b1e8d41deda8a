import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useStyles } from '../../element-kit/adopted-styles';
import { useShop } from '../../element-kit/shop-context';
import { ModalDialog } from '../../primitives/modal-dialog/ModalDialog';
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
  const footerSlotRef = useRef<HTMLSlotElement>(null);
  const [footerSlotFilled, setFooterSlotFilled] = useState(false);
  const requestClose = (reason: ModalCloseReason) => {
    onModalClose?.({ reason });
  };

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
      <ModalDialog
        open={open}
        onCloseRequest={requestClose}
        heading={heading}
        closeLabel={translator.t('modal.close')}
        className="shop-modal__dialog"
      >
        <div part="body" className="shop-modal__body">
          {children ?? <slot />}
        </div>
        <div part="footer" className="shop-modal__footer" hidden={!hasFooter}>
          {footer ?? <slot ref={footerSlotRef} name="footer" />}
        </div>
      </ModalDialog>
    </div>
  );
}
