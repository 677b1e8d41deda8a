import { Icon } from '../../../primitives/icon/Icon';
import { Notice } from '../../../primitives/notice/Notice';
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
        <Notice
          tone={message.tone}
          // Its one information says the settings took effect, so it shows the check of a success.
          icon={message.tone === 'error' ? 'error' : 'check'}
          part="message"
          className={`shop-preview-panel__message shop-preview-panel__message--${message.tone}`}
          iconClassName="shop-preview-panel__message-icon"
          data-tone={message.tone}
          onClick={onDismiss}
        >
          <p className="shop-preview-panel__message-text">{PREVIEW_TEXTS[message.text]}</p>
          <button
            type="button"
            className="shop-preview-panel__message-dismiss"
            aria-label={PREVIEW_TEXTS.dismissMessage}
          >
            <Icon name="close" size={16} />
          </button>
        </Notice>
      )}
    </div>
  );
}
