import type {
  ElementDefinition,
  ElementEventDetails,
} from '../../element-kit/definition/element-definition';

export const shopPreviewPanelDefinition = {
  tag: 'shop-preview-panel',
  componentName: 'ShopPreviewPanel',
  summary: 'The staff preview panel: a simulated date and time, and an A/B test and group.',
  status: 'staff-only',
  description:
    'For staff only (newsletter-footer §2.3, §4.2), in English. With a staff cookie (`StaffToken` or `CobraToken`) and a `SUCCESS` from `GET /service/preview/api/auth/checkauth`, a "Preview settings" button shows in the corner of the screen. Without a staff cookie the element shows nothing, calls nothing and loads none of its code beyond the cookie check; when check-auth answers anything else, it shows nothing and no error. The button opens a modal dialog: date and time fields, an "A/B Test settings" panel with the tests active at that moment (`GET /service/abtestfrontend/api/v1/gettestsat?time=…`, reloaded whenever the date or time changes) and their groups, "Set preview settings", a message area (a click dismisses it) and "Logout". Applying sends `GET /service/preview/api/token?test=…&group=…` with the simulated moment as the `X-Preview-DateTime` header (ISO 8601, UTC); the date and time are the staff member’s local ones. The test and group applied are stored (local storage `shop-preview-selection`) and chosen again next time. While settings are in force (local storage `shop-preview-settings`), a strip beside the button shows the simulated date, time, test and group with "Exit preview", which sends the token call for the current time without a test; tracking pushes to the `dataLayer` then carry `preview: true`. The staff login is renewed at start and every 5 minutes (`GET /service/preview/api/auth/login/renew`); "Logout" calls `GET /service/preview/api/auth/logout` (a failure is only logged). A page listens for `preview-applied` and `preview-ended` to reload itself as previewed.',
  attributes: [
    {
      name: 'initial-date',
      type: 'string',
      default: '',
      description:
        'The date, `YYYY-MM-DD`, the date field starts at (at 00:00). Without it the fields start at the current date and time; a value that is not a real `YYYY-MM-DD` day logs a console error and counts as today.',
    },
  ],
  events: [
    {
      name: 'preview-applied',
      detailType: '{ dateTime: string; test?: string; group?: string }',
      description:
        'The service confirmed the preview settings: `detail.dateTime` is the simulated moment (ISO 8601, UTC), `test` and `group` the A/B test and group, absent for none. A page usually reloads to show itself as previewed.',
    },
    {
      name: 'preview-ended',
      detailType: "{ reason: 'exit' | 'logout' }",
      description:
        'The preview settings are no longer in force: the staff member left the preview from the strip (`exit`) or logged out (`logout`, the panel then hides).',
    },
  ],
  slots: [],
  parts: [
    { name: 'dock', description: 'The corner of the screen that holds the strip and the button.' },
    { name: 'open-button', description: 'The "Preview settings" button.' },
    {
      name: 'strip',
      description:
        'The strip with the preview settings in force and "Exit preview"; only while they are.',
    },
    { name: 'dialog', description: 'The native `<dialog>` with the preview settings.' },
    { name: 'header', description: 'The dialog’s header row with heading and close button.' },
    { name: 'heading', description: 'The dialog’s heading.' },
    { name: 'close-button', description: 'The dialog’s close button.' },
    { name: 'message', description: 'The message area of the dialog.' },
  ],
  cssProperties: [
    {
      name: '--shop-preview-panel-position',
      default: 'fixed',
      description:
        'How the dock with the button and the strip is placed: `fixed` keeps it in the corner of the screen, above the page; `static` puts it where the tag is.',
    },
    {
      name: '--shop-preview-panel-dialog-width',
      default: '480px',
      description: 'The width of the settings dialog, never wider than the screen.',
    },
    {
      name: '--shop-preview-panel-offset',
      default: 'var(--shop-space-4)',
      description: 'The distance of the dock from the bottom and start edges of the screen.',
    },
  ],
  // Fixed in a corner above the page (or nothing at all for visitors): it takes no room.
  reservedHeight: '0',
} as const satisfies ElementDefinition;

/** The events' details, as the definition above declares them. */
export type PreviewAppliedDetail = ElementEventDetails['shop-preview-panel']['preview-applied'];
export type PreviewEndedDetail = ElementEventDetails['shop-preview-panel']['preview-ended'];
