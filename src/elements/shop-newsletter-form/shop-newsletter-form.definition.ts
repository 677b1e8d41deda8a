import type {
  ElementDefinition,
  ElementEventDetails,
} from '../../element-kit/definition/element-definition';
import { newsletterFormRoom } from './newsletter-form-room';

export const shopNewsletterFormDefinition = {
  tag: 'shop-newsletter-form',
  componentName: 'ShopNewsletterForm',
  summary: 'The newsletter sign-up form, with double opt-in confirmation.',
  status: 'stable',
  description:
    'The newsletter sign-up of newsletter-footer §2.1: headline, e-mail address and, per country, salutation, first and last name and the Turkish electronic-message consent (see `newsletter-markets.ts`), the consent to personalised offers (DNE), the legal texts and links of the site, a picture with the round discount bubble, and the success, error and double opt-in messages, all in the site’s language. The extra fields open once the e-mail field is focused or the logged-in customer’s stored data fills them in. A successful sign-up sends `newsletter-success` and the `sign_up` tracking event; after each submission a `newsletter_submission` entry goes to the `dataLayer`, with `spa: true` on pages that declare themselves single-page apps with `<html data-shop-spa>`. For the double opt-in page, `doi-token` makes the element read the subscriber by the link’s token and confirm it, then show the confirmation (and send `newsletter-confirmed`) or the link-invalid message with the form. Below the confirmation the subscriber may choose interest categories (optional checkboxes) and save them with `PUT …/newsletter-subscribers/{token}`, body `{ "interests": ["COFFEE", …] }`; a failure shows the generic error and keeps the choice for another try. A logged-in customer’s stored data (LoginToken cookie) fills the form in. `<shop-footer>` already contains this form: on a page with the footer, do not place another one, or shoppers see two.',
  attributes: [
    {
      name: 'origin',
      type: 'string',
      default: 'onsite',
      description:
        'Where the sign-up happened, sent as `origin` (e.g. `NEWSLETTER`, `SHOPPING_CART`) and used in the `sign_up` tracking event.',
    },
    {
      name: 'origin-addition',
      type: 'string',
      default: 'subsite',
      description: 'Refines `origin`, sent as `originAddition`.',
    },
    {
      name: 'internal',
      type: 'boolean',
      description:
        'Sends the sign-up to the internal API base (`/service/newsletter/api/internal`) instead of the private one.',
    },
    {
      name: 'consents',
      type: 'json',
      valueType: 'string[]',
      default: [],
      description:
        'JSON array of the consents the page already holds, e.g. `["DNE"]`. When it holds `DNE`, the personalised-offers checkbox is hidden, `DNE` is not sent again and, in AT, HU and TR, salutation and names are locked. Anything but an array of strings logs a console error and counts as `[]`.',
    },
    {
      name: 'doi-error',
      type: 'boolean',
      description:
        'Shows the message that the double opt-in link is no longer valid, above the form; it hides once the e-mail field gains focus.',
    },
    {
      name: 'show-success',
      type: 'boolean',
      description:
        'Shows the success message instead of the form, as after a sign-up (for pages that know the shopper signed up).',
    },
    {
      name: 'doi-token',
      type: 'string',
      default: '',
      description:
        'The subscriber token of a double opt-in link (for the confirmation page): the page passes the token from the link’s query as `URLSearchParams` gives it (decoded); the element encodes it into the service paths. The element reads the subscriber, confirms the address (`PUT …/doi`) and shows the confirmation with the interest categories to choose (saved with `PUT …/newsletter-subscribers/{token}`), or the link-invalid message with the form to sign up again. `.` and `..` are not tokens: the link-invalid message shows, nothing is asked and a console error names the attribute.',
    },
    {
      name: 'image-large',
      type: 'string',
      default: '',
      description:
        'The picture for screens 1024 px wide and more (the spec’s `{token}.jpg`): the address of the campaign picture in the shop’s own image storage, which the spec does not fix, so no example path is given. Leave it out for no picture (only the discount bubble shows). Loaded lazily.',
    },
    {
      name: 'image-medium',
      type: 'string',
      default: '',
      description:
        'The picture for screens 767 px wide and more (the spec’s `{hash}.jpg`): like `image-large`, an address in the shop’s own image storage, which the spec does not fix; leave it out for no picture. Smaller screens show no picture, only the discount bubble. Loaded lazily.',
    },
    {
      name: 'hide-voucher-footnote',
      type: 'boolean',
      description: 'Hides the voucher-conditions footnote, which shows by default.',
    },
    {
      name: 'no-success-scroll',
      type: 'boolean',
      description:
        'Keeps the page where it is after a sign-up; by default the success message scrolls into view.',
    },
  ],
  events: [
    {
      name: 'newsletter-success',
      detailType: '{ email: string }',
      description:
        'The sign-up succeeded (the confirmation e-mail is on its way); `detail.email` is the address.',
    },
    {
      name: 'newsletter-confirmed',
      detailType: '{ email: string }',
      description:
        'With `doi-token`: the double opt-in was confirmed; `detail.email` is the subscriber’s address.',
    },
  ],
  slots: [],
  parts: [
    { name: 'form', description: 'The `<form>` with the fields, the button and the legal texts.' },
    { name: 'headline', description: 'The headline.' },
    { name: 'media', description: 'The picture and the discount bubble.' },
    { name: 'bubble', description: 'The round discount bubble.' },
    { name: 'submit', description: 'The submit button.' },
    { name: 'legal', description: 'The legal notice, links and footnotes below the button.' },
    { name: 'success', description: 'The success message.' },
    {
      name: 'error',
      description: 'The error banner of a failed sign-up or a failed save of the interests.',
    },
    { name: 'doi-message', description: 'The double opt-in message: link invalid or confirmed.' },
    {
      name: 'interests',
      description:
        'After a confirmed double opt-in: the `<form>` with the interest categories to choose.',
    },
    { name: 'interests-submit', description: 'The button that saves the chosen interests.' },
    { name: 'interests-saved', description: 'The confirmation that the interests are saved.' },
  ],
  cssProperties: [
    {
      name: '--shop-newsletter-form-background',
      default: 'var(--shop-color-surface-muted)',
      description: 'Background of the panel.',
    },
    {
      name: '--shop-newsletter-form-bubble-background',
      default: 'var(--shop-color-activating)',
      description: 'Background of the discount bubble.',
    },
    {
      name: '--shop-newsletter-form-bubble-color',
      default: 'var(--shop-color-ink-inverse)',
      description: 'Text colour of the discount bubble.',
    },
    {
      name: '--shop-newsletter-form-padding',
      default: 'var(--shop-space-5), from 640 px of width var(--shop-space-6)',
      description:
        'Inner spacing of the panel; the footer sets it to 0 so the form lines up with its sections.',
    },
    {
      name: '--shop-newsletter-form-max-width',
      default: 'calc(48 * var(--shop-rem, 1rem))',
      description:
        'Widest the form grows without a picture, so the field and the bubble stay near the headline.',
    },
  ],
  // Site by site, as its texts wrap: see `newsletter-form-room.ts`.
  reservedHeight: newsletterFormRoom,
} as const satisfies ElementDefinition;

/** The events' details, as the definition above declares them. */
export type NewsletterSuccessDetail =
  ElementEventDetails['shop-newsletter-form']['newsletter-success'];
export type NewsletterConfirmedDetail =
  ElementEventDetails['shop-newsletter-form']['newsletter-confirmed'];
