import type { ChangeEvent, FocusEvent, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useStyles } from '../../platform/adopted-styles';
import { FieldError, FieldHint, RequiredMarker, useFieldDescriptions } from './field-parts';
import fieldCss from './form-field.css?inline';

export type TextFieldType = 'text' | 'email' | 'password' | 'tel';

export interface TextFieldProps {
  /** The visible label; it is also the input's accessible name. */
  label: ReactNode;
  /** @defaultValue `'text'` */
  type?: TextFieldType;
  name?: string;
  /** The input's id. Defaults to a generated one; pass it only to reach the input from outside. */
  id?: string;
  /** Controlled value; pair it with `onChange`. */
  value?: string;
  /** Initial value of an uncontrolled field. */
  defaultValue?: string;
  /** Help below the input, such as the expected format. Read with the input. */
  hint?: ReactNode;
  /**
   * The validation message. Any content marks the field invalid (`aria-invalid`) and is
   * announced politely when it appears; leave it empty while the field is valid.
   */
  error?: ReactNode;
  /** Shows an asterisk and sets the input's `required` state. */
  required?: boolean;
  disabled?: boolean;
  maxLength?: number;
  /** A sample value, never a substitute for the label or hint. */
  placeholder?: string;
  /** Such as `'email'`, `'given-name'`, `'new-password'`: lets browsers fill the field. */
  autoComplete?: InputHTMLAttributes<HTMLInputElement>['autoComplete'];
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The newsletter form validates here. */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** The newsletter form clears the error here. */
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  /** The `<input>` element, for focusing it after a failed submit. */
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

/** A labelled single-line input with an optional hint and error message. */
export function TextField({
  label,
  type = 'text',
  id,
  hint,
  error,
  required,
  className,
  ref,
  ...inputProps
}: TextFieldProps) {
  const styles = useStyles<HTMLDivElement>(fieldCss);
  const { controlId, hintId, errorId, controlAria } = useFieldDescriptions(id, hint, error);
  return (
    <div ref={styles} className={['shop-field', className].filter(Boolean).join(' ')}>
      <label className="shop-field__label" htmlFor={controlId}>
        {label}
        <RequiredMarker required={required} />
      </label>
      <input
        {...inputProps}
        {...controlAria}
        ref={ref}
        id={controlId}
        type={type}
        required={required}
        className="shop-field__control shop-field__input"
      />
      <FieldHint id={hintId} hint={hint} />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
