import { languageCodes } from '@app/contract';

/** Languages with a complete dictionary, offered by the language picker (spec 1). */
export const supportedLanguages = languageCodes;
export type SupportedLanguage = (typeof supportedLanguages)[number];

export const DEFAULT_LANGUAGE: SupportedLanguage = 'BN';

/**
 * The codes the original dictionary holds (spec 1, "about 30"). They are accepted as a stored
 * choice and sent in the `Language` header; their texts fall back to EN until a dictionary exists.
 */
export const knownLanguageCodes = [
  'EN',
  'BN',
  'ZH',
  'VI',
  'TH',
  'ID',
  'MS',
  'HI',
  'JA',
  'KO',
  'PT',
  'ES',
  'FR',
  'DE',
  'RU',
  'AR',
  'TR',
  'IT',
  'NL',
  'PL',
  'KM',
  'LO',
  'MY',
  'TL',
  'UR',
  'NE',
  'SI',
  'TA',
  'TE',
  'FA',
] as const;
export type LanguageCode = (typeof knownLanguageCodes)[number];

export const isLanguageCode = (value: string): value is LanguageCode =>
  (knownLanguageCodes as readonly string[]).includes(value);

/** Header and storage use 'BN'; i18next and `<html lang>` use BCP 47 'bn'. */
export const toLocale = (code: LanguageCode) => code.toLowerCase();
