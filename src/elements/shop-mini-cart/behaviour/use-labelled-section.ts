import { useId } from 'react';

/**
 * A section named by its own heading: spread `getSectionProps()` on the section and
 * `getHeadingProps()` on its heading.
 */
export function useLabelledSection() {
  const headingId = useId();
  return {
    getSectionProps: () => ({ 'aria-labelledby': headingId }),
    getHeadingProps: () => ({ id: headingId }),
  };
}
