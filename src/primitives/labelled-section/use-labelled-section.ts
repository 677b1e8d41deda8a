import { useId } from 'react';

/**
 * A section named by its own heading: spread `sectionProps` on the section and `headingProps`
 * on its heading. The id is unique in the shadow root, whatever else renders there.
 */
export function useLabelledSection(): {
  sectionProps: { 'aria-labelledby': string };
  headingProps: { id: string };
} {
  const headingId = useId();
  return { sectionProps: { 'aria-labelledby': headingId }, headingProps: { id: headingId } };
}
