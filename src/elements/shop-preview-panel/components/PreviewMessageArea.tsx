import { Icon } from '../../../primitives/icon/Icon';
import { PREVIEW_TEXTS } from '../preview-texts';
import type { PreviewMessage } from '../state/preview-form-state';

/**
 * The dialog's message area (spec §2.3): a live region that is always there, so each message is
 * announced; a click anywhere on a message dismisses it, and its button does for keyboards.
 */
export function PreviewMessageArea({
  message,
  onDismiss,
}: {
  message: PreviewMessage | undefined;
  onDismiss: () => void;
}) {
  return (
    <div className="shop-preview-panel__messages" role="status">
      {message && (
        <div
          part="message"
          className={`shop-preview-panel__message shop-preview-panel__message--${message.tone}`}
          data-tone={message.tone}
          onClick={onDismiss}
        >
          <Icon
            name={message.tone === 'error' ? 'error' : 'check'}
            size={24}
            className="shop-preview-panel__message-icon"
          />
          <p className="shop-preview-panel__message-text">{PREVIEW_TEXTS[message.text]}</p>
          <button
            type="button"
            className="shop-preview-panel__message-dismiss"
            aria-label={PREVIEW_TEXTS.dismissMessage}
          >
            <Icon name="close" size={16} />
          </button>
        </div>
      )}
    </div>
  );
}
