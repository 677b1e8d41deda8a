import { cleanup, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { CheckboxField } from '../../../src/primitives/form-field/CheckboxField';
import { SelectField } from '../../../src/primitives/form-field/SelectField';
import { TextField } from '../../../src/primitives/form-field/TextField';
import { ShopProvider } from '../../../src/element-kit/render/shop-context';

afterEach(cleanup);

const HINT = 'Wir senden Ihnen eine Bestätigung.';
const ERROR = 'Bitte geben Sie eine gültige E-Mail-Adresse ein.';

function idsOf(element: Element, attribute: string): string[] {
  return (element.getAttribute(attribute) ?? '').split(' ').filter(Boolean);
}

describe('TextField', () => {
  it('given a label, it names the input by the label', async () => {
    render(<TextField label="E-Mail-Adresse" type="email" name="email" autoComplete="email" />);
    const input = page.getByRole('textbox', { name: 'E-Mail-Adresse' });
    await expect.element(input).toHaveAttribute('type', 'email');
    await expect.element(input).toHaveAttribute('name', 'email');
    await expect.element(input).toHaveAttribute('autocomplete', 'email');
    await expect.element(input).not.toHaveAttribute('aria-invalid');
  });

  it('given required, it marks the input required and keeps the asterisk out of its name', async () => {
    render(<TextField label="Vorname" required />);
    const input = page.getByRole('textbox', { name: 'Vorname' });
    await expect.element(input).toBeRequired();
    await expect.element(input).toHaveAccessibleName('Vorname');
    await expect.element(page.getByText('*')).toBeVisible();
  });

  it('given a hint and an error, it describes the input by the hint and then the error', async () => {
    render(<TextField label="E-Mail-Adresse" hint={HINT} error={ERROR} />);
    const input = page.getByRole('textbox', { name: 'E-Mail-Adresse' }).element();
    const [hintId, errorId] = idsOf(input, 'aria-describedby');
    expect(document.getElementById(hintId ?? '')).toHaveTextContent(HINT);
    expect(document.getElementById(errorId ?? '')).toHaveTextContent(ERROR);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-errormessage', errorId);
    expect(input).toHaveAccessibleDescription(`${HINT} ${ERROR}`);
    expect(input).toHaveAccessibleErrorMessage(ERROR);
  });

  it('given only a hint, it describes the input by the hint alone', async () => {
    render(<TextField label="E-Mail-Adresse" hint={HINT} />);
    const input = page.getByRole('textbox', { name: 'E-Mail-Adresse' });
    await expect.element(input).toHaveAccessibleDescription(HINT);
    await expect.element(input).not.toHaveAttribute('aria-errormessage');
  });

  it('when an error appears after blur, it is written into a polite live region that was already there', async () => {
    function ValidatedField() {
      const [error, setError] = useState('');
      return (
        <TextField
          label="E-Mail-Adresse"
          error={error}
          onBlur={() => setError(ERROR)}
          onFocus={() => setError('')}
        />
      );
    }
    render(<ValidatedField />);
    const input = page.getByRole('textbox', { name: 'E-Mail-Adresse' });
    const liveRegion = input.element().parentElement?.querySelector('[aria-live="polite"]');
    expect(liveRegion).toBeEmptyDOMElement();

    await userEvent.click(input);
    await userEvent.tab();
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.element().parentElement?.querySelector('[aria-live="polite"]')).toBe(liveRegion);
    expect(liveRegion).toHaveTextContent(ERROR);
    expect(liveRegion).not.toHaveAttribute('role', 'alert');

    await userEvent.click(input);
    await expect.element(input).not.toHaveAttribute('aria-invalid');
    expect(liveRegion).toBeEmptyDOMElement();
  });

  it('when the shopper types, it forwards change, focus and blur and keeps the value uncontrolled', async () => {
    const onChange = vi.fn();
    const onFocus = vi.fn();
    const onBlur = vi.fn();
    render(<TextField label="Vorname" onChange={onChange} onFocus={onFocus} onBlur={onBlur} />);
    const input = page.getByRole('textbox', { name: 'Vorname' });
    await userEvent.type(input, 'Anna');
    await expect.element(input).toHaveValue('Anna');
    expect(onFocus).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledTimes(4);
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('given a controlled value, it shows the value its owner keeps', async () => {
    function Controlled() {
      const [value, setValue] = useState('anna');
      return (
        <TextField
          label="Vorname"
          value={value}
          onChange={(event) => setValue(event.target.value.toUpperCase())}
        />
      );
    }
    render(<Controlled />);
    const input = page.getByRole('textbox', { name: 'Vorname' });
    await userEvent.type(input, 'b');
    await expect.element(input).toHaveValue('ANNAB');
  });

  it('given maxLength, it stops typing at that length', async () => {
    render(<TextField label="Postleitzahl" maxLength={5} />);
    const input = page.getByRole('textbox', { name: 'Postleitzahl' });
    await userEvent.type(input, '1234567');
    await expect.element(input).toHaveValue('12345');
  });

  it('given disabled, the input takes no focus from the keyboard', async () => {
    render(
      <>
        <TextField label="Kundennummer" defaultValue="4711" disabled />
        <TextField label="Vorname" />
      </>,
    );
    await expect.element(page.getByRole('textbox', { name: 'Kundennummer' })).toBeDisabled();
    await userEvent.tab();
    await expect.element(page.getByRole('textbox', { name: 'Vorname' })).toHaveFocus();
  });
});

describe('SelectField', () => {
  const options = [
    { value: 'coffee', label: 'Kaffee' },
    { value: 'fashion', label: 'Mode' },
  ];

  it('given no value, it shows the translated placeholder option with an empty value', async () => {
    render(
      <ShopProvider site="PL">
        <SelectField label="Temat" options={options} />
      </ShopProvider>,
    );
    const select = page.getByRole('combobox', { name: 'Temat' });
    await expect.element(select).toHaveValue('');
    await expect.element(select).toHaveDisplayValue('Wybierz');
  });

  it('given placeholder false, it starts on the first option', async () => {
    render(<SelectField label="Thema" options={options} placeholder={false} />);
    await expect.element(page.getByRole('combobox', { name: 'Thema' })).toHaveValue('coffee');
  });

  it('when the shopper chooses an option, it forwards the change', async () => {
    const onChange = vi.fn();
    render(<SelectField label="Thema" options={options} onChange={onChange} />);
    const select = page.getByRole('combobox', { name: 'Thema' });
    await userEvent.selectOptions(select, 'fashion');
    await expect.element(select).toHaveValue('fashion');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('given required and an error, it is required, invalid and described by the error', async () => {
    render(
      <SelectField label="Thema" options={options} required error="Bitte wählen Sie ein Thema." />,
    );
    const select = page.getByRole('combobox', { name: 'Thema' });
    await expect.element(select).toBeRequired();
    await expect.element(select).toHaveAttribute('aria-invalid', 'true');
    await expect.element(select).toHaveAccessibleErrorMessage('Bitte wählen Sie ein Thema.');
  });
});

describe('CheckboxField', () => {
  const consent = (
    <>
      Ich möchte den Newsletter erhalten. Die <a href="#privacy">Datenschutzhinweise</a> habe ich
      gelesen.
    </>
  );

  it('given a label with a link, it names the checkbox by the whole label text', async () => {
    render(<CheckboxField label={consent} />);
    await expect
      .element(page.getByRole('checkbox'))
      .toHaveAccessibleName(
        'Ich möchte den Newsletter erhalten. Die Datenschutzhinweise habe ich gelesen.',
      );
  });

  it('when the shopper clicks the label text, it toggles; the link does not', async () => {
    render(<CheckboxField label={consent} />);
    const checkbox = page.getByRole('checkbox');
    await userEvent.click(page.getByText('Ich möchte den Newsletter erhalten.', { exact: false }));
    await expect.element(checkbox).toBeChecked();
    await userEvent.click(page.getByRole('link', { name: 'Datenschutzhinweise' }));
    await expect.element(checkbox).toBeChecked();
  });

  it('when the shopper presses Space on it, it toggles and forwards the change', async () => {
    const onChange = vi.fn();
    render(<CheckboxField label="Angemeldet bleiben" onChange={onChange} />);
    await userEvent.tab();
    await expect.element(page.getByRole('checkbox')).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(page.getByRole('checkbox')).toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('given checked, it is checked and controlled by its owner', async () => {
    render(<CheckboxField label="Angemeldet bleiben" checked onChange={() => {}} />);
    const checkbox = page.getByRole('checkbox');
    await userEvent.click(checkbox);
    await expect.element(checkbox).toBeChecked();
  });

  it('given required and an error, it is required, invalid and described by hint then error', async () => {
    render(
      <CheckboxField
        label="Newsletter"
        hint="Abmeldung jederzeit möglich."
        required
        error="Bitte stimmen Sie zu."
      />,
    );
    const checkbox = page.getByRole('checkbox', { name: 'Newsletter' });
    await expect.element(checkbox).toBeRequired();
    await expect.element(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect
      .element(checkbox)
      .toHaveAccessibleDescription('Abmeldung jederzeit möglich. Bitte stimmen Sie zu.');
    await expect.element(checkbox).toHaveAccessibleErrorMessage('Bitte stimmen Sie zu.');
  });
});
