// Compiled by `npm run typecheck` only: proves the consumer typings that come from the registry.
import '../../src/index';

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
