import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { VoucherCode } from '../../src/primitives/voucher-code/VoucherCode';
import { type Language } from '../../src/sites/sites';
import { componentTexts, samplesIn } from '../support/story-globals';

const SAMPLES: Record<Language, { code: string; instructions: string }> = {
  de: {
    code: 'KAFFEE10',
    instructions: 'Geben Sie den Code im Warenkorb ein. Einmal pro Bestellung einlösbar.',
  },
  fr: {
    code: 'CAFE10',
    instructions: 'Saisissez le code dans votre panier. Valable une fois par commande.',
  },
  pl: {
    code: 'KAWA10',
    instructions: 'Wpisz kod w koszyku. Kod można wykorzystać raz na zamówienie.',
  },
  cs: {
    code: 'KAVA10',
    instructions: 'Zadejte kód v košíku. Kód lze uplatnit jednou na objednávku.',
  },
  hu: {
    code: 'KAVE10',
    instructions: 'Adja meg a kódot a kosárban. Rendelésenként egyszer használható fel.',
  },
  sk: {
    code: 'KAVA10',
    instructions: 'Zadajte kód v košíku. Kód môžete uplatniť raz na objednávku.',
  },
  tr: {
    code: 'KAHVE10',
    instructions: 'Kodu alışveriş sepetinde girin. Her siparişte bir kez kullanılabilir.',
  },
};

const samplesFor = (globals: Record<string, unknown>) => samplesIn(SAMPLES, globals);

const writeText = fn<(text: string) => Promise<void>>();

/**
 * Replaces the browser's clipboard for one story: a test run has no permission to write to it,
 * and the stories must show both answers. Removing the own property brings the real one back.
 */
function stubClipboard(answer: 'resolve' | 'reject') {
  writeText.mockReset();
  writeText.mockImplementation(() =>
    answer === 'resolve'
      ? Promise.resolve()
      : Promise.reject(new DOMException('', 'NotAllowedError')),
  );
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  return () => {
    Reflect.deleteProperty(navigator, 'clipboard');
  };
}

const meta: Meta<typeof VoucherCode> = {
  title: 'Primitives/Voucher code',
  component: VoucherCode,
  args: { onCopy: fn() },
  render: (args, { globals }) => {
    const samples = samplesFor(globals);
    return (
      <VoucherCode
        {...args}
        code={args.code || samples.code}
        instructions={args.instructions ?? samples.instructions}
      />
    );
  },
};

export default meta;
type Story = StoryObj<typeof VoucherCode>;

export const Default: Story = {};

/** The success message shows for 3 seconds after a copy (the unit tests time it). */
export const Copied: Story = {
  beforeEach: () => stubClipboard('resolve'),
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const texts = componentTexts(globals);
    await userEvent.click(canvas.getByRole('button', { name: texts.t('voucherCode.copy') }));
    await expect(writeText).toHaveBeenCalledWith(samplesFor(globals).code);
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(texts.t('voucherCode.copied')),
    );
    await expect(args.onCopy).toHaveBeenCalledWith('copied');
  },
};

/** The clipboard refused: the code is selected for copying by hand, and a message says so. */
export const CopyFailed: Story = {
  name: 'Copy failed',
  beforeEach: () => stubClipboard('reject'),
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const texts = componentTexts(globals);
    await userEvent.click(canvas.getByRole('button', { name: texts.t('voucherCode.copy') }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(texts.t('voucherCode.copyFailed')),
    );
    await expect(document.getSelection()?.toString()).toBe(samplesFor(globals).code);
    await expect(args.onCopy).toHaveBeenCalledWith('failed');
  },
};
