/**
 * The panel's fixed roles for assistive technology, named once so the views spread them instead
 * of writing ARIA by hand.
 */

/** A mark that only repeats what the text beside it says (a spinner, an icon, a struck price). */
export const decorativeProps = { 'aria-hidden': true } as const;

/** A message that must be heard at once: the cart could not be read or a change failed. */
export const alertProps = { role: 'alert' } as const;
