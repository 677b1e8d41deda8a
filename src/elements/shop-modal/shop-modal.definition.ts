import type { ElementDefinition } from '../../element-kit/definition/element-definition';

export const MODAL_SIZES = ['S', 'M', 'L'] as const;
export type ModalSize = (typeof MODAL_SIZES)[number];

export const shopModalDefinition = {
  tag: 'shop-modal',
  componentName: 'ShopModal',
  summary: 'The shared modal dialog.',
  status: 'stable',
  description:
    'A modal dialog on the native `<dialog>`: a heading and a close button in its header, a body and an optional footer. Escape, the close button and a click on the backdrop close it with a `modal-close` event. Focus is trapped once the show animation has ended and returns where it was on close; the page does not scroll while it is open.',
  attributes: [
    {
      name: 'open',
      type: 'boolean',
      description: 'Shows the dialog. Removing it closes the dialog.',
    },
    {
      name: 'size',
      type: 'enum',
      values: MODAL_SIZES,
      default: 'M',
      description:
        'Width of the dialog: S (400 px), M (640 px) or L (960 px), never wider than the screen.',
    },
    {
      name: 'heading',
      type: 'string',
      default: '',
      description: "The dialog's title, shown in its header and used as its accessible name.",
    },
  ],
  events: [
    {
      name: 'modal-close',
      detailType: "{ reason: 'escape' | 'backdrop' | 'close-button' }",
      cancelable: true,
      removesAttribute: 'open',
      description:
        'The shopper asked to close the dialog. The element then removes its `open` attribute; cancel the event to keep the dialog open.',
    },
  ],
  slots: [
    { name: '', description: "The dialog's body." },
    { name: 'footer', description: 'Actions below the body, such as buttons. Hidden when empty.' },
  ],
  parts: [
    { name: 'dialog', description: 'The native `<dialog>` element.' },
    { name: 'header', description: 'The header row with heading and close button.' },
    { name: 'heading', description: 'The heading.' },
    { name: 'close-button', description: 'The close button.' },
    { name: 'body', description: 'The scrolling body around the default slot.' },
    { name: 'footer', description: 'The footer around the `footer` slot.' },
  ],
  cssProperties: [
    {
      name: '--shop-modal-width',
      description: 'Overrides the width that `size` sets.',
    },
    {
      name: '--shop-modal-max-height',
      default: 'calc(100dvh - 2 * var(--shop-rem, 1rem))',
      description: 'The tallest the dialog grows before its body scrolls.',
    },
  ],
  reservedHeight: '0',
  exampleContent:
    '<p>Ihre Bestellung wird gerade bearbeitet.</p>\n  <button slot="footer" type="button">OK</button>',
} as const satisfies ElementDefinition;
