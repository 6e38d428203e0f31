import { IconPath, shellIcons } from './shell-icon';

/**
 * Every icon: the shell's (shell-icon.tsx) and the other screens' below, which load with those
 * screens, not with the app's entry.
 */
const icons = {
  ...shellIcons,
  chevronRight: 'M10 6 8.6 7.4l4.6 4.6-4.6 4.6L10 18l6-6z',
  close:
    'M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4l5.6 5.6L5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6z',
  record: 'M5 3h14v18H5zm3 4v2h8V7zm0 4v2h8v-2zm0 4v2h5v-2z',
  mail: 'M2 5h20v14H2zm2.2 2L12 12.2 19.8 7z',
  eye: 'M12 5c5 0 9 4 10 7-1 3-5 7-10 7S3 15 2 12c1-3 5-7 10-7zm0 3a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm0 2a2 2 0 1 1 0 4 2 2 0 0 1 0-4z',
  telegram: 'M21.5 3.5 2.5 11l6 2.2L18 7l-7.5 7.8.3 6.2 3.4-4.3 4.3 3.2z',
  logout:
    'M10 3h9a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-9v-2h9V5h-9zM8 8l1.4 1.4L7.8 11H16v2H7.8l1.6 1.6L8 16l-4-4z',
  eyeOff:
    'M3.3 2 2 3.3l3.2 3.2C3.6 7.9 2.5 9.9 2 12c1 3 5 7 10 7 1.7 0 3.3-.5 4.7-1.2l3.9 3.9 1.4-1.4zM12 17a5 5 0 0 1-5-5c0-.9.2-1.7.6-2.4l1.6 1.6a3 3 0 0 0 3.6 3.6l1.6 1.6c-.7.4-1.5.6-2.4.6zm0-12c-1.2 0-2.3.2-3.4.6l2 2A5 5 0 0 1 17 12.4l2.9 2.9C21 14.3 21.6 13.2 22 12c-1-3-5-7-10-7z',
  refresh: 'M17.7 6.3A8 8 0 1 0 19.7 14h-2.1a6 6 0 1 1-1.4-6.2L13 11h7V4z',
  chevronDown: 'M7.4 8.6 6 10l6 6 6-6-1.4-1.4-4.6 4.6z',
  facebook:
    'M13.5 22v-8.2h2.8l.4-3.2h-3.2V8.5c0-.9.3-1.6 1.6-1.6h1.7V4.1c-.3 0-1.3-.1-2.5-.1-2.5 0-4.2 1.5-4.2 4.3v2.4H7.3v3.2h2.8V22z',
  google:
    'M21.6 10.2H12v3.9h5.5c-.5 2.5-2.7 3.9-5.5 3.9a6 6 0 1 1 3.9-10.6l2.9-2.8A10 10 0 1 0 12 22c5.8 0 9.9-4.1 9.9-9.8 0-.7-.1-1.3-.3-2z',
  settings:
    'M19.4 13a7.7 7.7 0 0 0 0-2l2.1-1.6-2-3.5-2.5 1a7.6 7.6 0 0 0-1.7-1L15 3.2h-4l-.4 2.7a7.6 7.6 0 0 0-1.7 1l-2.5-1-2 3.5L6.6 11a7.7 7.7 0 0 0 0 2l-2.1 1.6 2 3.5 2.5-1c.5.4 1.1.7 1.7 1l.4 2.7h4l.4-2.7c.6-.3 1.2-.6 1.7-1l2.5 1 2-3.5zM13 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7z',
  key: 'M7 14a2 2 0 1 1 0-4 2 2 0 0 1 0 4zm5.6-4A6 6 0 1 0 12.6 14H17v4h4v-4h1v-4z',
  download: 'M5 20h14v-2H5zM19 9h-4V3H9v6H5l7 7z',
} as const;

export type IconName = keyof typeof icons;

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return <IconPath d={icons[name]} className={className} />;
}
