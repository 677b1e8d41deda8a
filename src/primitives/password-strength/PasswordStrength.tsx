import type { TextKey } from '../../i18n/messages';
import { useStyles } from '../../element-kit/styles/adopted-styles';
import { useShop } from '../../element-kit/render/shop-context';
import {
  PASSWORD_STRENGTH_LEVELS,
  passwordStrength,
  type PasswordStrengthLevel,
} from './password-strength';
import passwordStrengthCss from './password-strength.css?inline';

const LEVEL_MESSAGES: Record<PasswordStrengthLevel, TextKey> = {
  weak: 'passwordStrength.weak',
  ok: 'passwordStrength.ok',
  strong: 'passwordStrength.strong',
  'very-strong': 'passwordStrength.veryStrong',
};

export interface PasswordStrengthProps {
  /** The password as typed so far; the meter follows it on every keystroke. */
  password: string;
  className?: string;
}

/**
 * A four-segment meter and a text naming the level of `password` (see `passwordStrength` for
 * the rule); below 8 characters the text asks for more. The segments are decoration: the text
 * carries the meaning and sits in a polite live region, so a screen reader reads the new level
 * when typing changes it, after the typed character, and says nothing while it stays the same.
 */
export function PasswordStrength({ password, className }: PasswordStrengthProps) {
  const { translator } = useShop();
  const styles = useStyles<HTMLDivElement>(passwordStrengthCss);
  const strength = passwordStrength(password);
  const filledSegments =
    strength === 'too-short' ? 0 : PASSWORD_STRENGTH_LEVELS.indexOf(strength) + 1;
  const text =
    strength === 'too-short'
      ? translator.t('passwordStrength.tooShort')
      : translator.t('passwordStrength.status', { level: translator.t(LEVEL_MESSAGES[strength]) });
  return (
    <div
      ref={styles}
      className={['shop-password-strength', className].filter(Boolean).join(' ')}
      data-strength={strength}
    >
      <div className="shop-password-strength__meter" aria-hidden="true">
        {PASSWORD_STRENGTH_LEVELS.map((level, index) => (
          <span
            key={level}
            className="shop-password-strength__segment"
            data-filled={index < filledSegments || undefined}
          />
        ))}
      </div>
      <p className="shop-password-strength__text" aria-live="polite" aria-atomic="true">
        {text}
      </p>
    </div>
  );
}
