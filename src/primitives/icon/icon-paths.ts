/**
 * The shop's one icon set, drawn on a 24 × 24 grid. Outline icons are stroked with
 * currentColor; brand marks (social networks, app stores) are filled.
 */
interface IconGlyph {
  readonly style: 'stroke' | 'fill';
  readonly paths: readonly string[];
}

const stroke = (...paths: string[]): IconGlyph => ({ style: 'stroke', paths });
const fill = (...paths: string[]): IconGlyph => ({ style: 'fill', paths });

export const ICONS = {
  cart: stroke(
    'M2.5 3.5h2.6l2.3 11h10.8l2.3-8H6.3',
    'M9.5 20.2a1.3 1.3 0 1 0 0-.01M17 20.2a1.3 1.3 0 1 0 0-.01',
  ),
  user: stroke(
    'M12 12.2a4.2 4.2 0 1 0 0-8.4 4.2 4.2 0 0 0 0 8.4Z',
    'M4 20.5c.9-3.6 4.1-5.8 8-5.8s7.1 2.2 8 5.8',
  ),
  // The account of a logged-in or remembered customer (header-and-cart §4 "Login status"): the
  // user moved left, its shoulder cut short for a check mark.
  'user-check': stroke(
    'M10.5 12.2a4.2 4.2 0 1 0 0-8.4 4.2 4.2 0 0 0 0 8.4Z',
    'M2.5 20.5c.9-3.6 4.1-5.8 8-5.8 1.2 0 2.4.2 3.4.6',
    'M14.8 18.2l2.3 2.3 4.4-4.8',
  ),
  store: stroke(
    'M3.5 9.5 5 4h14l1.5 5.5',
    'M3.5 9.5c0 1.4 1.1 2.5 2.5 2.5s2.5-1.1 2.5-2.5c0 1.4 1.1 2.5 2.5 2.5h2c1.4 0 2.5-1.1 2.5-2.5 0 1.4 1.1 2.5 2.5 2.5s2.5-1.1 2.5-2.5',
    'M5 12v8.5h14V12M10 20.5v-5h4v5',
  ),
  search: stroke('M10.5 17.5a7 7 0 1 0 0-14 7 7 0 0 0 0 14ZM15.5 15.5l5 5'),
  close: stroke('M5.5 5.5l13 13M18.5 5.5l-13 13'),
  menu: stroke('M3.5 6.5h17M3.5 12h17M3.5 17.5h17'),
  'arrow-left': stroke('M20 12H4.5M10.5 5.5 4 12l6.5 6.5'),
  'arrow-right': stroke('M4 12h15.5M13.5 5.5 20 12l-6.5 6.5'),
  'chevron-up': stroke('M5.5 15.5 12 9l6.5 6.5'),
  'chevron-down': stroke('M5.5 8.5 12 15l6.5-6.5'),
  'chevron-left': stroke('M15.5 5.5 9 12l6.5 6.5'),
  'chevron-right': stroke('M8.5 5.5 15 12l-6.5 6.5'),
  copy: stroke('M8.5 8.5h11v11h-11z', 'M15.5 8.5v-4h-11v11h4'),
  check: stroke('M4.5 12.5 9.5 17.5 19.5 6.5'),
  info: stroke('M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z', 'M12 11v6M12 7.5v.5'),
  error: stroke('M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z', 'M12 7v6.5M12 16.5v.5'),
  plus: stroke('M12 5v14M5 12h14'),
  minus: stroke('M5 12h14'),
  trash: stroke('M4 6.5h16M9.5 6.5V4h5v2.5M6 6.5l1 14h10l1-14M10 10.5v6M14 10.5v6'),
  // The footer's service groups (newsletter-footer §2.2); `store` above serves store pickup.
  payment: stroke(
    'M3 7a1.5 1.5 0 0 1 1.5-1.5h15A1.5 1.5 0 0 1 21 7v10a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17Z',
    'M3 10h18M6.5 14.5h4',
  ),
  delivery: stroke(
    'M2.5 6h11.5v10.5H2.5Z',
    'M14 9.5h4l3.5 3.5v3.5H14',
    'M5.2 18.5a1.8 1.8 0 1 0 3.6 0 1.8 1.8 0 1 0-3.6 0M15.7 18.5a1.8 1.8 0 1 0 3.6 0 1.8 1.8 0 1 0-3.6 0',
  ),
  returns: stroke('M4 8.5h10.5a5 5 0 0 1 0 10H9', 'M7.5 5 4 8.5 7.5 12'),
  service: stroke(
    'M4.5 14v-2a7.5 7.5 0 0 1 15 0v2',
    'M4.5 13.5H7v5H5.5a1 1 0 0 1-1-1ZM19.5 13.5H17v5h1.5a1 1 0 0 0 1-1Z',
    'M17 18.5c0 1.5-1.5 2.5-4 2.5',
  ),
  'loyalty-card': stroke(
    'M3 7a1.5 1.5 0 0 1 1.5-1.5h15A1.5 1.5 0 0 1 21 7v10a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17Z',
    'M12 8.5l1.1 2.3 2.5.3-1.8 1.7.5 2.5-2.3-1.2-2.3 1.2.5-2.5-1.8-1.7 2.5-.3Z',
  ),
  services: stroke(
    'M3.5 8.5h17v4h-17ZM5 12.5v8h14v-8M12 8.5v12',
    'M12 8.5C10.5 5 6.5 4.5 6.5 7c0 1.5 2.5 1.5 5.5 1.5ZM12 8.5c1.5-3.5 5.5-4 5.5-1.5 0 1.5-2.5 1.5-5.5 1.5Z',
  ),
  company: stroke(
    'M4.5 20.5v-15h9v15M13.5 9.5h6v11M3 20.5h18',
    'M7.5 9h3M7.5 12.5h3M7.5 16h3M16.5 13v.5M16.5 16.5v.5',
  ),
  star: fill('M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8Z'),
  facebook: fill(
    'M13.5 21v-7.6h2.6l.4-3h-3V8.5c0-.9.3-1.5 1.5-1.5h1.6V4.3c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21h3.1Z',
  ),
  instagram: fill(
    'M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4Zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm4.9-8.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2Z',
    'M16.4 2.5H7.6A5.1 5.1 0 0 0 2.5 7.6v8.8a5.1 5.1 0 0 0 5.1 5.1h8.8a5.1 5.1 0 0 0 5.1-5.1V7.6a5.1 5.1 0 0 0-5.1-5.1Zm3.4 13.9a3.4 3.4 0 0 1-3.4 3.4H7.6a3.4 3.4 0 0 1-3.4-3.4V7.6a3.4 3.4 0 0 1 3.4-3.4h8.8a3.4 3.4 0 0 1 3.4 3.4Z',
  ),
  youtube: fill(
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15V9l5.2 3L10 15Z',
  ),
  pinterest: fill(
    'M12 2a10 10 0 0 0-3.6 19.3c-.1-.8-.2-2 0-2.9l1.2-5s-.3-.6-.3-1.5c0-1.4.8-2.4 1.8-2.4.8 0 1.2.6 1.2 1.4 0 .8-.5 2.1-.8 3.3-.2 1 .5 1.8 1.5 1.8 1.8 0 3.2-1.9 3.2-4.6 0-2.4-1.7-4.1-4.2-4.1-2.9 0-4.6 2.2-4.6 4.4 0 .9.3 1.8.8 2.3l.1.4-.3 1.2c0 .2-.2.3-.4.2-1.3-.6-2.1-2.5-2.1-4 0-3.3 2.4-6.3 6.9-6.3 3.6 0 6.4 2.6 6.4 6 0 3.6-2.3 6.5-5.4 6.5-1.1 0-2.1-.6-2.4-1.2l-.7 2.5c-.2.9-.9 2.1-1.3 2.8A10 10 0 1 0 12 2Z',
  ),
  tiktok: fill(
    'M16.6 3h-3.1v12.3a2.7 2.7 0 1 1-2.7-2.7c.3 0 .5 0 .8.1V9.5a5.9 5.9 0 1 0 5 5.8V9.1a7.6 7.6 0 0 0 4.4 1.4V7.4a4.4 4.4 0 0 1-4.4-4.4Z',
  ),
  'app-store': fill(
    'M16.4 12.6c0-2.4 2-3.6 2.1-3.6a4.6 4.6 0 0 0-3.6-2c-1.5-.2-3 .9-3.7.9-.8 0-2-.9-3.2-.8a4.8 4.8 0 0 0-4 2.4c-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.2-.8s1.9.8 3.2.8c1.3 0 2.2-1.2 3-2.4a10 10 0 0 0 1.3-2.8 4.3 4.3 0 0 1-2.5-3.9Z',
    'M14 5.4A4.3 4.3 0 0 0 15 2.3a4.4 4.4 0 0 0-2.9 1.5 4.1 4.1 0 0 0-1 3 3.6 3.6 0 0 0 2.9-1.4Z',
  ),
  'google-play': fill(
    'M4.1 2.6a1.3 1.3 0 0 0-.4 1V20.4c0 .4.1.7.4 1l9.5-9.4L4.1 2.6Z',
    'M16.8 8.8 5.5 2.3l9.3 9.3 2-2.8ZM14.8 12.4l-9.3 9.3 11.3-6.5-2-2.8ZM20.2 10.8l-2.6-1.5-2.2 2.7 2.2 2.7 2.6-1.5c.8-.5.8-1.9 0-2.4Z',
  ),
} satisfies Record<string, IconGlyph>;

export type IconName = keyof typeof ICONS;
export const ICON_NAMES = Object.keys(ICONS) as IconName[];

/** Whether a name from outside (CMS content) is one of the icons. */
export function isIconName(name: string): name is IconName {
  return Object.hasOwn(ICONS, name);
}
