import { userEvent } from 'storybook/test';

/**
 * Types into a field inside a shadow root, one character after the other. Testing Library's
 * keyboard types into the page's active element, which is the host, not the field in its
 * shadow root; so each character goes in as the browser's own input event. (Keys such as
 * ArrowDown reach the field.)
 */
export async function typeIntoShadowField(field: HTMLInputElement, text: string): Promise<void> {
  await userEvent.click(field);
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  for (const character of text) {
    setValue?.call(field, field.value + character);
    field.dispatchEvent(
      new InputEvent('input', { bubbles: true, composed: true, data: character }),
    );
  }
}
