import type { DialingCountry } from '../config/dialing-codes';
import type { SupportedLanguage } from '../i18n/languages';

/** The flag shown for each language: English wears the Union Jack, Bangla Bangladesh's flag. */
export const flagOf: Record<SupportedLanguage, DialingCountry> = { EN: 'GB', BN: 'BD' };
