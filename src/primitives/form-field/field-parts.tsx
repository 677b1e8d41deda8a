import { useId, type ChangeEvent, type FocusEvent, type ReactNode, type Ref } from 'react';
import { Icon } from '../icon/Icon';

/** The props every field shares; `Control` is its native element. */
export interface FieldBaseProps<Control extends HTMLElement> {
  /** The visible label; it is also the control's accessible name. */
  label: ReactNode;
  name?: string;
  /** The control's id. Defaults to a generated one; pass it only to reach it from outside. */
  id?: string;
  /** Help below the control, such as the expected format. Read with the control. */
  hint?: ReactNode;
  /**
   * The validation message. Any content marks the field invalid (`aria-invalid`) and is
   * announced politely when it appears; leave it empty while the field is valid.
   */
  error?: ReactNode;
  /** Shows an asterisk and sets the control's `required` state. */
  required?: boolean;
  disabled?: boolean;
  onChange?: (event: ChangeEvent<Control>) => void;
  /** The newsletter form validates here. */
  onBlur?: (event: FocusEvent<Control>) => void;
  /** The newsletter form clears the error here. */
  onFocus?: (event: FocusEvent<Control>) => void;
  /** The native control, for focusing it after a failed submit. */
  ref?: Ref<Control>;
  className?: string;
}

/** True when a hint or error would render something a shopper can see. */
export function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

export interface FieldDescriptions {
  controlId: string;
  hintId: string;
  errorId: string;
  invalid: boolean;
  /** The ARIA attributes that tie the control to its hint and error. */
  controlAria: {
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
    'aria-errormessage': string | undefined;
  };
}

/**
 * The ids of a field's parts and the ARIA attributes of its control. The hint comes before the
 * error in `aria-describedby`, so a screen reader reads them in the order they are shown.
 */
export function useFieldDescriptions(
  id: string | undefined,
  hint: ReactNode,
  error: ReactNode,
): FieldDescriptions {
  const baseId = useId();
  const controlId = id ?? `${baseId}control`;
  const hintId = `${baseId}hint`;
  const errorId = `${baseId}error`;
  const invalid = hasContent(error);
  const describedBy = [hasContent(hint) ? hintId : '', invalid ? errorId : '']
    .filter(Boolean)
    .join(' ');
  return {
    controlId,
    hintId,
    errorId,
    invalid,
    controlAria: {
      'aria-invalid': invalid || undefined,
      'aria-describedby': describedBy || undefined,
      'aria-errormessage': invalid ? errorId : undefined,
    },
  };
}

/** The asterisk is for sighted shoppers; the control's `required` state speaks for it. */
export function RequiredMarker({ required }: { required: boolean | undefined }) {
  if (!required) return null;
  return (
    <span className="shop-field__required" aria-hidden="true">
      *
    </span>
  );
}

export function FieldHint({ id, hint }: { id: string; hint: ReactNode }) {
  if (!hasContent(hint)) return null;
  return (
    <div id={id} className="shop-field__hint">
      {hint}
    </div>
  );
}

/**
 * The error is announced through a polite live region that is always in the page, not through
 * `role="alert"`. Fields validate on blur, when focus has just moved to the next field: an
 * assertive alert would cut off the screen reader reading that field's name, a polite message
 * is read right after it. A live region must exist before its text changes to be announced
 * reliably, hence the empty container while the field is valid; an error the page is loaded
 * with is not announced, but read with the field through `aria-describedby`.
 */
export function FieldError({ id, error }: { id: string; error: ReactNode }) {
  return (
    <div id={id} className="shop-field__error" aria-live="polite">
      {hasContent(error) ? (
        <>
          <Icon name="error" size={16} className="shop-field__error-icon" />
          <span>{error}</span>
        </>
      ) : null}
    </div>
  );
}
