import { useLayoutEffect, useRef, type ChangeEvent, type ReactNode } from 'react';
import { useStyles } from '../../element-kit/styles/adopted-styles';
import { Icon } from '../icon/Icon';
import {
  FieldError,
  FieldHint,
  RequiredMarker,
  useFieldDescriptions,
  type FieldBaseProps,
} from './field-parts';
import fieldCss from './form-field.css?inline';

export interface CheckboxFieldProps extends FieldBaseProps<HTMLInputElement> {
  /**
   * The visible label and the checkbox's accessible name. It may hold links, such as a consent
   * text that links to the privacy notice: a click on the link follows it, a click on the text
   * toggles the box.
   */
  label: ReactNode;
  /** Submitted with the form when checked. @defaultValue `'on'` (the browser's) */
  value?: string;
  /** Controlled state; pair it with `onChange`. */
  checked?: boolean;
  /** Initial state of an uncontrolled checkbox. */
  defaultChecked?: boolean;
}

/** A native checkbox, drawn by the design system, with its label, hint and error. */
export function CheckboxField({
  label,
  id,
  hint,
  error,
  required,
  className,
  ref,
  ...inputProps
}: CheckboxFieldProps) {
  const styles = useStyles<HTMLDivElement>(fieldCss);
  const ownersChecked = useRef(inputProps.checked);
  useLayoutEffect(() => {
    ownersChecked.current = inputProps.checked;
  });
  const { onChange } = inputProps;
  // A controlled box shows its owner's value, also when the owner keeps it after a click. React
  // puts the box back by itself; Preact (decision 53) leaves it as clicked, so after the owner
  // has rendered (or not), the box takes the owner's value again.
  const onChangeKeepingOwnersValue = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    const box = event.currentTarget;
    queueMicrotask(() => {
      const checked = ownersChecked.current;
      if (checked !== undefined && box.checked !== checked) box.checked = checked;
    });
  };
  const { controlId, hintId, errorId, controlAria } = useFieldDescriptions(id, hint, error);
  return (
    <div
      ref={styles}
      className={['shop-field', 'shop-field--checkbox', className].filter(Boolean).join(' ')}
    >
      <div className="shop-field__choice">
        <span className="shop-field__box">
          <input
            {...inputProps}
            {...controlAria}
            onChange={onChangeKeepingOwnersValue}
            ref={ref}
            id={controlId}
            type="checkbox"
            required={required}
            className="shop-field__checkbox"
          />
          <Icon name="check" size={16} className="shop-field__check" />
        </span>
        <label className="shop-field__label shop-field__label--choice" htmlFor={controlId}>
          {label}
          <RequiredMarker required={required} />
        </label>
      </div>
      <FieldHint id={hintId} hint={hint} />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
