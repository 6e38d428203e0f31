import type { ReactNode } from 'react';
import type { DialingCountry } from '../config/dialing-codes';
import type { SupportedLanguage } from '../i18n/languages';

/** The flag shown for each language: English wears the Union Jack, Bangla Bangladesh's flag. */
export const flagOf = { EN: 'GB', BN: 'BD' } as const satisfies Record<
  SupportedLanguage,
  DialingCountry
>;

/**
 * The flags of the supported languages (the header's language button draws one on every first
 * screen); country-flag.tsx adds the rest of the dialling-code list for the screens that list it.
 */
export const languageFlags = {
  BD: (
    <>
      <rect width="30" height="20" fill="#006a4e" />
      <circle cx="13.5" cy="10" r="6" fill="#f42a41" />
    </>
  ),
  GB: (
    <>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0 0l30 20M30 0L0 20" stroke="#fff" strokeWidth="4" />
      <path d="M0 0l30 20M30 0L0 20" stroke="#c8102e" strokeWidth="1.6" />
      <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
      <path d="M15 0v20M0 10h30" stroke="#c8102e" strokeWidth="3.4" />
    </>
  ),
} satisfies Partial<Record<DialingCountry, ReactNode>>;

/** The frame of a simplified flag (30x20); decorative, the code and name are text. */
export function FlagFrame({
  className,
  children,
}: {
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <svg
      viewBox="0 0 30 20"
      width="30"
      height="20"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  );
}

/** The flag of a supported language: English wears the Union Jack, Bangla Bangladesh's flag. */
export function LanguageFlag({
  language,
  className,
}: {
  language: SupportedLanguage;
  className?: string;
}) {
  return <FlagFrame className={className}>{languageFlags[flagOf[language]]}</FlagFrame>;
}
