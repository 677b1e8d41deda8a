// Compiled by `npm run typecheck` only: proves the consumer typings that come from the registry.
import '../../src/index';
import { declareElement } from '../../src/element-kit/definition/declare-element';
import type { shopModalDefinition } from '../../src/elements/shop-modal/shop-modal.definition';

export function TypedTags() {
  return (
    <>
      <shop-modal open heading="Hinweis" size="S" site="AT" />
      {/* @ts-expect-error: size accepts only S, M or L */}
      <shop-modal size="XL" />
      {/* @ts-expect-error: site accepts only the nine site codes */}
      <shop-modal site="FR" />
    </>
  );
}

export function typedElements(): void {
  const modal = document.querySelector('shop-modal');
  if (!modal) return;
  const open: boolean = modal.open;
  const size: 'S' | 'M' | 'L' = modal.size;
  const heading: string = modal.heading;
  modal.addEventListener('modal-close', (event) => {
    const reason: 'escape' | 'backdrop' | 'close-button' = event.detail.reason;
    void reason;
  });
  void [open, size, heading];
}

// A component must accept what its definition gives it, or its declaration fails the typecheck.
function ModalWithoutLargeSize(_: { size?: 'S' | 'M' }) {
  return null;
}
function ModalWithWrongDetail(_: { onModalClose?: (detail: { reason: number }) => void }) {
  return null;
}
function ModalMatchingItsDefinition(_: {
  open: boolean;
  size: 'S' | 'M' | 'L';
  heading: string;
  onModalClose?: (detail: { reason: 'escape' | 'backdrop' | 'close-button' }) => boolean | void;
}) {
  return null;
}

export const declarations = [
  declareElement<typeof shopModalDefinition>({
    tag: 'shop-modal',
    loadComponent: () => Promise.resolve(ModalMatchingItsDefinition),
    styles: [],
  }),
  declareElement<typeof shopModalDefinition>({
    tag: 'shop-modal',
    // @ts-expect-error: the definition allows size L, which this component does not accept
    loadComponent: () => Promise.resolve(ModalWithoutLargeSize),
    styles: [],
  }),
  declareElement<typeof shopModalDefinition>({
    tag: 'shop-modal',
    // @ts-expect-error: modal-close's detail is { reason: 'escape' | … }, not { reason: number }
    loadComponent: () => Promise.resolve(ModalWithWrongDetail),
    styles: [],
  }),
  declareElement<typeof shopModalDefinition>({
    // @ts-expect-error: the declaration's tag must be its definition's
    tag: 'shop-modals',
    loadComponent: () => Promise.resolve(ModalMatchingItsDefinition),
    styles: [],
  }),
];
