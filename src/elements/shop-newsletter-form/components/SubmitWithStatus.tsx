import { Button } from '../../../primitives/button/Button';

export interface SubmitWithStatusProps {
  part: string;
  /** The form is being sent: the button shows its spinner and the status says so. */
  busy: boolean;
  label: string;
  /** What a screen reader hears while the form is sent. */
  busyText: string;
}

/** A form's submit button and the live status that tells a screen reader it is being sent. */
export function SubmitWithStatus({ part, busy, label, busyText }: SubmitWithStatusProps) {
  return (
    <>
      <Button
        part={part}
        className="shop-newsletter-form__submit"
        type="submit"
        variant="primary"
        loading={busy}
      >
        {label}
      </Button>
      <span className="shop-newsletter-form__status" role="status">
        {busy ? busyText : ''}
      </span>
    </>
  );
}
