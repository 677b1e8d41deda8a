import type { SelectHTMLAttributes } from 'react';
import { useStyles } from '../../element-kit/styles/adopted-styles';
import { useShop } from '../../element-kit/render/shop-context';
import { Icon } from '../icon/Icon';
import {
  FieldError,
  FieldHint,
  RequiredMarker,
  useFieldDescriptions,
  type FieldBaseProps,
} from './field-parts';
import fieldCss from './form-field.css?inline';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends FieldBaseProps<HTMLSelectElement> {
  options: readonly SelectOption[];
  /**
   * The first option, with the value `''`, shown while nothing is chosen. Defaults to the
   * translated "Please choose"; `false` leaves it out (when a value is always preselected).
   * With `required`, choosing it leaves the field invalid, as the browser's own check expects.
   */
  placeholder?: string | false;
  /** Controlled value (`''` for the placeholder); pair it with `onChange`. */
  value?: string;
  /** Initial value of an uncontrolled field. @defaultValue the placeholder */
  defaultValue?: string;
  autoComplete?: SelectHTMLAttributes<HTMLSelectElement>['autoComplete'];
}

/** A labelled native `<select>`: the platform's own picker is the most usable on phones. */
export function SelectField({
  label,
  options,
  placeholder,
  id,
  hint,
  error,
  required,
  className,
  ref,
  ...selectProps
}: SelectFieldProps) {
  const { translator } = useShop();
  const styles = useStyles<HTMLDivElement>(fieldCss);
  const { controlId, hintId, errorId, controlAria } = useFieldDescriptions(id, hint, error);
  const placeholderText = placeholder ?? translator.t('form.select.placeholder');
  return (
    <div ref={styles} className={['shop-field', className].filter(Boolean).join(' ')}>
      <label className="shop-field__label" htmlFor={controlId}>
        {label}
        <RequiredMarker required={required} />
      </label>
      <div className="shop-field__select">
        <select
          {...selectProps}
          {...controlAria}
          ref={ref}
          id={controlId}
          required={required}
          className="shop-field__control shop-field__select-control"
        >
          {placeholderText !== false && <option value="">{placeholderText}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <Icon name="chevron-down" size={16} className="shop-field__select-icon" />
      </div>
      <FieldHint id={hintId} hint={hint} />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
