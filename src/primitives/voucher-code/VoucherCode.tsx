import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useStyles } from '../../element-kit/styles/adopted-styles';
import { useShop } from '../../element-kit/render/shop-context';
import { Icon } from '../icon/Icon';
import voucherCodeCss from './voucher-code.css?inline';
import { isBrowser } from '../../page-runtime/environment';

/** Spec: "Copy-success display 3000 ms". */
export const COPY_SUCCESS_DISPLAY_MS = 3000;

export type VoucherCopyResult = 'copied' | 'failed';

export interface VoucherCodeProps {
  /** The code exactly as the shopper enters it at checkout. */
  code: string;
  /** How to redeem the code, shown below it. */
  instructions?: ReactNode;
  /** The caption above the code. @defaultValue the translated "Voucher code" */
  label?: string;
  /** After each copy attempt, for tracking. */
  onCopy?: (result: VoucherCopyResult) => void;
  className?: string;
}

/**
 * Kept in an object, not a bare string: every attempt sets a new object, so a second copy while
 * "Copied" still shows restarts the display time instead of being skipped as an equal state.
 */
interface CopyState {
  status: 'idle' | VoucherCopyResult;
}

/** False when the page may not write to the clipboard: no secure context, or permission denied. */
async function writeToClipboard(text: string): Promise<boolean> {
  if (!isBrowser() || !navigator.clipboard?.writeText) return false;
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * A voucher code with a copy button. When the clipboard refuses, the code is selected instead,
 * so the shopper only has to press the copy shortcut, and a message says so. The result is shown
 * below the code, in a polite live region that screen readers read after the button press.
 */
export function VoucherCode({ code, instructions, label, onCopy, className }: VoucherCodeProps) {
  const { translator } = useShop();
  const styles = useStyles<HTMLDivElement>(voucherCodeCss);
  const codeId = useId();
  const codeRef = useRef<HTMLElement>(null);
  const [copyState, setCopyState] = useState<CopyState>({ status: 'idle' });

  useEffect(() => {
    if (copyState.status !== 'copied') return;
    const timer = setTimeout(() => setCopyState({ status: 'idle' }), COPY_SUCCESS_DISPLAY_MS);
    return () => clearTimeout(timer);
  }, [copyState]);

  const selectCode = () => {
    const node = codeRef.current;
    node?.ownerDocument.getSelection()?.selectAllChildren(node);
  };

  const copy = async () => {
    const copied = await writeToClipboard(code);
    if (!copied) selectCode();
    const result: VoucherCopyResult = copied ? 'copied' : 'failed';
    setCopyState({ status: result });
    onCopy?.(result);
  };

  const { status } = copyState;
  return (
    <div
      ref={styles}
      className={['shop-voucher-code', className].filter(Boolean).join(' ')}
      data-status={status}
    >
      <div className="shop-voucher-code__label">{label ?? translator.t('voucherCode.label')}</div>
      <div className="shop-voucher-code__row">
        <code ref={codeRef} id={codeId} className="shop-voucher-code__code">
          {code}
        </code>
        <button
          type="button"
          className="shop-voucher-code__copy"
          aria-describedby={codeId}
          onClick={() => void copy()}
        >
          <Icon name={status === 'copied' ? 'check' : 'copy'} size={16} />
          <span>{translator.t('voucherCode.copy')}</span>
        </button>
      </div>
      <p className="shop-voucher-code__status" role="status">
        {status === 'copied' && (
          <>
            <Icon name="check" size={16} className="shop-voucher-code__status-icon" />
            <span>{translator.t('voucherCode.copied')}</span>
          </>
        )}
        {status === 'failed' && (
          <>
            <Icon name="error" size={16} className="shop-voucher-code__status-icon" />
            <span>{translator.t('voucherCode.copyFailed')}</span>
          </>
        )}
      </p>
      {instructions !== undefined && instructions !== null && (
        <div className="shop-voucher-code__instructions">{instructions}</div>
      )}
    </div>
  );
}
