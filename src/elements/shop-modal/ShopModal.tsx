import type { ReactNode } from 'react';
import { useStyles } from '../../element-kit/styles/adopted-styles';
import { useShop } from '../../element-kit/render/shop-context';
import { ModalDialog } from '../../primitives/modal-dialog/ModalDialog';
import { useSlotFilled } from '../../primitives/slot/use-slot-filled';
import modalCss from './shop-modal.css?inline';
import type { shopModalDefinition } from './shop-modal.definition';
import type {
  ElementComponentProps,
  ElementEventDetails,
} from '../../element-kit/definition/element-definition';

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
  const requestClose = (reason: ModalCloseReason) => {
    onModalClose?.({ reason });
  };
  // Inside `<shop-modal>` the footer slot stands where a React app gives `footer`.
  const { slotRef: footerSlotRef, filled: footerSlotFilled } = useSlotFilled();

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
