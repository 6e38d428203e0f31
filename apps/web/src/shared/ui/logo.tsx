/** The brand mark (same star as the app icon); decorative, the link around it is named. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 512 512"
      width="28"
      height="28"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <rect width="512" height="512" rx="96" fill="#f5c344" />
      <path
        fill="#0b1830"
        d="M256 76l52 118 128 12-97 85 29 126-112-66-112 66 29-126-97-85 128-12z"
      />
    </svg>
  );
}
