/**
 * The icons the shell draws on every first screen (headers, bottom nav, footer, notices, the game
 * categories), with the one SVG frame all icons share. Small inline icons (24 px grid, filled with
 * currentColor): inline SVG costs no request and follows the text colour. Decorative by default:
 * the control that holds an icon carries the accessible name. The app's entry carries only these;
 * the other screens' icons are in icon.tsx.
 */
export const shellIcons = {
  menu: 'M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z',
  back: 'M15.4 7.4 14 6l-6 6 6 6 1.4-1.4-4.6-4.6z',
  home: 'M10 20v-6h4v6h5v-8h3L12 3 2 12h3v8z',
  service:
    'M12 2a9 9 0 0 0-9 9v6a3 3 0 0 0 3 3h3v-8H5v-1a7 7 0 0 1 14 0v1h-4v8h3a3 3 0 0 0 3-3v-6a9 9 0 0 0-9-9z',
  hot: 'M13.5.7s.7 2.6.7 4.8c0 2-1.3 3.7-3.4 3.7S7.2 7.5 7.2 5.5v-.4C5.2 7.5 4 10.6 4 14a8 8 0 0 0 16 0c0-5.4-2.6-10.2-6.5-13.3zM11.7 19a3.2 3.2 0 0 1-3.2-3.1c0-1.6 1-2.8 2.8-3.1 1.8-.4 3.6-1.2 4.6-2.6.4 1.3.6 2.6.6 4a4.8 4.8 0 0 1-4.8 4.8z',
  recent:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16zm-1 3v6l5 3 1-1.6-4-2.4V7z',
  fav: 'M12 21.4 10.6 20C5.4 15.4 2 12.3 2 8.5 2 5.4 4.4 3 7.5 3c1.7 0 3.4.8 4.5 2.1A6 6 0 0 1 16.5 3C19.6 3 22 5.4 22 8.5c0 3.8-3.4 6.9-8.6 11.5z',
  promo:
    'M3 8h18v4H3zm2 5h14v8H5zm6-5h2v13h-2zM12 8C10 4 6 3 6 5.5S12 8 12 8zm0 0c2-4 6-5 6-2.5S12 8 12 8z',
  fish: 'M2 12c3-5 9-6.5 14-3.2L21 6l-1.5 6 1.5 6-5-2.8C11 18.5 5 17 2 12zm5-1.3a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 0 0 0-2.6z',
  rng: 'M3 4h18v16H3zm2 2v12h3V6zm5.5 0v12h3V6zM16 6v12h3V6z',
  live: 'M3 6h12a1 1 0 0 1 1 1v3.5L21 7v10l-5-3.5V17a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1z',
  pvp: 'M12 2C9 6 4 9 4 13a4 4 0 0 0 7 2.6L10 21h4l-1-5.4a4 4 0 0 0 7-2.6c0-4-5-7-8-11z',
  sports:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 3.2 3 2.2-1.1 3.6h-3.8L9 7.4zm-6.9 4.5 2.6.2 1.2 3.7-1.7 2.3-2.5-.5a8 8 0 0 1 .4-5.7zm13.8 0a8 8 0 0 1 .4 5.7l-2.5.5-1.7-2.3 1.2-3.7zM10 15.4h4l1.4 2.8a8 8 0 0 1-6.8 0z',
  esports:
    'M7 7h10a5 5 0 0 1 4.9 6l-.7 3.5a2.5 2.5 0 0 1-4.3 1.2L14.5 15h-5l-2.4 2.7a2.5 2.5 0 0 1-4.3-1.2L2.1 13A5 5 0 0 1 7 7zm0 3v1.5H5.5v1H7V14h1v-1.5h1.5v-1H8V10zm9 .3a1 1 0 1 0 0 2 1 1 0 0 0 0-2zm2 2a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  cockfight:
    'M14 3c1.2 0 2 .8 2.2 1.8L18.5 6l-2.3 1v2c3 1 4.8 3.8 4.8 7 0 3-3 5-7 5H9c-3.3 0-6-2.2-6-6 0-2.2 1-4 3-5l3 3c1.2-1 2-3 2-5V6c0-1.8 1.2-3 3-3z',
  lott: 'M3 6h18v4a2 2 0 0 0 0 4v4H3v-4a2 2 0 0 0 0-4zm10 2v8h2V8z',
  elott:
    'M7 2h10a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm0 3v14h10V5zm5 4a3 3 0 1 1 0 6 3 3 0 0 1 0-6z',
  contact:
    'M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H8l-5 4V5a2 2 0 0 1 1-2zm3 6.5a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 0 0 0-2.6zm5 0a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 0 0 0-2.6zm5 0a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 0 0 0-2.6z',
  deposit:
    'M3 6a2 2 0 0 1 2-2h13v3h1a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zm13 6a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z',
  profile: 'M12 2a5 5 0 1 1 0 10 5 5 0 0 1 0-10zm0 12c5 0 9 2.5 9 5.5V22H3v-2.5C3 16.5 7 14 12 14z',
  notice: 'M3 10v4h3l6 4V6l-6 4zm13.5 2A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4z',
} as const;

export type ShellIconName = keyof typeof shellIcons;

/** The SVG frame of every icon, drawing one path. */
export function IconPath({ d, className }: { d: string; className?: string | undefined }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="currentColor"
      fillRule="evenodd"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d={d} />
    </svg>
  );
}

export function ShellIcon({ name, className }: { name: ShellIconName; className?: string }) {
  return <IconPath d={shellIcons[name]} className={className} />;
}
