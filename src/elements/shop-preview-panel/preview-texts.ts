/**
 * Every text of the staff preview panel. Staff work in English (CONTRACT.md), so these are not
 * in the shoppers' catalogues; no shopper ever sees them. The spec's texts (newsletter-footer
 * §2.3, §3.3, §4.2, §8) are written exactly as the spec has them; the others are marked chosen.
 * Stories and tests read them from here.
 */
export const PREVIEW_TEXTS = {
  /** The button that opens the dialog, and the dialog's heading. */
  openButton: 'Preview settings',
  dialogHeading: 'Preview settings',
  /** Chosen: the dialog's close button. */
  close: 'Close',
  /** Chosen: the labels of the date and time fields. */
  date: 'Date',
  time: 'Time',
  abTestSettings: 'A/B Test settings',
  testName: 'Name',
  testGroup: 'Group',
  testPlaceholder: 'Select an A/B test',
  noTest: 'none',
  groupPlaceholder: 'Select a group',
  groupRequired: 'Required',
  submit: 'Set preview settings',
  logout: 'Logout',
  testsLoading: 'Loading tests...',
  testsFound: 'Active tests found.',
  noTests: 'No active tests for this date.',
  testsFailed: 'Failed to fetch AB tests.',
  applied: 'Settings applied successfully.',
  applyFailed: 'Applying settings failed.',
  groupMissing: 'Please also select an A/B test group!',
  /** Chosen: the button in the message area (a click anywhere on the message dismisses it). */
  dismissMessage: 'Dismiss message',
  /** Chosen: the strip shown while preview settings are in force. */
  stripLabel: 'Preview active',
  stripTest: 'Test',
  stripGroup: 'Group',
  exitPreview: 'Exit preview',
  exitFailed: 'Leaving the preview failed. Try again, or log out.',
} as const;

export type PreviewText = keyof typeof PREVIEW_TEXTS;
