import { useStyles } from '../../element-kit/styles/adopted-styles';
import iconCss from './icon.css?inline';
import { ICONS, type IconName } from './icon-paths';

export type IconSize = 12 | 16 | 24;

const SIZE_CLASS: Record<IconSize, string> = { 12: 's', 16: 'm', 24: 'l' };

export interface IconProps {
  name: IconName;
  /** 12, 16 or 24 px (spec). */
  size?: IconSize;
  /**
   * The accessible name when the icon alone carries meaning. Without it the icon is decorative
   * and hidden from assistive technology, as it is next to a visible or labelled text.
   */
  label?: string;
  className?: string;
}

export function Icon({ name, size = 24, label, className }: IconProps) {
  const styles = useStyles<SVGSVGElement>(iconCss);
  const glyph = ICONS[name];
  const classes = ['shop-icon', `shop-icon--${SIZE_CLASS[size]}`, className]
    .filter(Boolean)
    .join(' ');
  return (
    <svg
      ref={styles}
      className={classes}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      focusable="false"
      data-icon={name}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      fill={glyph.style === 'fill' ? 'currentColor' : 'none'}
      stroke={glyph.style === 'stroke' ? 'currentColor' : 'none'}
      strokeWidth={glyph.style === 'stroke' ? 1.6 : undefined}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {glyph.paths.map((path) => (
        <path key={path} d={path} />
      ))}
    </svg>
  );
}
