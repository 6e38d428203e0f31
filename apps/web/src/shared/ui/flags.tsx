import type { SupportedLanguage } from '../i18n/languages';

/** Inline flags of the supported languages (spec 2.5 language picker); decorative. */
export function Flag({ language, className }: { language: SupportedLanguage; className?: string }) {
  return (
    <svg
      viewBox="0 0 30 20"
      width="30"
      height="20"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {language === 'BN' ? (
        <>
          <rect width="30" height="20" fill="#006a4e" />
          <circle cx="13.5" cy="10" r="6" fill="#f42a41" />
        </>
      ) : (
        <>
          <rect width="30" height="20" fill="#012169" />
          <path d="M0 0l30 20M30 0L0 20" stroke="#fff" strokeWidth="4" />
          <path d="M0 0l30 20M30 0L0 20" stroke="#c8102e" strokeWidth="1.6" />
          <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
          <path d="M15 0v20M0 10h30" stroke="#c8102e" strokeWidth="3.4" />
        </>
      )}
    </svg>
  );
}
