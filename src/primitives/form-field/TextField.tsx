import type { InputHTMLAttributes } from 'react';
import { useStyles } from '../../element-kit/styles/adopted-styles';
import {
  FieldError,
  FieldHint,
  RequiredMarker,
  useFieldDescriptions,
  type FieldBaseProps,
} from './field-parts';
import fieldCss from './form-field.css?inline';

export type TextFieldType = 'text' | 'email' | 'password' | 'tel' | 'date' | 'time';

export interface TextFieldProps extends FieldBaseProps<HTMLInputElement> {
  /** @defaultValue `'text'` */
  type?: TextFieldType;
  /** Controlled value; pair it with `onChange`. */
  value?: string;
  /** Initial value of an uncontrolled field. */
  defaultValue?: string;
  maxLength?: number;
  /** A sample value, never a substitute for the label or hint. */
  placeholder?: string;
  /** Such as `'email'`, `'given-name'`, `'new-password'`: lets browsers fill the field. */
  autoComplete?: InputHTMLAttributes<HTMLInputElement>['autoComplete'];
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
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
