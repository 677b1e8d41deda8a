/** A section named by its heading: the props of both. */
export function labelledSection(headingId: string) {
  return {
    sectionProps: { 'aria-labelledby': headingId },
    headingProps: { id: headingId },
  };
}
