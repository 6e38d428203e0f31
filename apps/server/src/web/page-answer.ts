import { languageCodes } from '@app/contract';

interface Merchant {
  code: string;
  defaultLanguage: string;
  imageCdns: readonly string[];
}

/**
 * One page's first answer inline in its HTML (a field of contract `BootData`), as a visitor sees
 * it in the page's language (the renderer's: the language cookie, else BN), so that the screen's
 * content (its largest element) paints from the HTML instead of after the app has loaded and
 * asked. Kept per merchant and language until content changes (`clear`, called with the rendered
 * pages that hold it, so the two always agree).
 */
export function createPageAnswer(
  path: string,
  field: string,
  load: (merchant: Merchant, language: string) => Promise<unknown>,
) {
  const cache = new Map<string, Promise<string>>();
  return {
    clear: () => cache.clear(),
    /** `,"<field>":{...}` for the page at `path`, '' for any other. */
    async fieldFor(
      pathname: string,
      merchant: Merchant,
      language: string | undefined,
    ): Promise<string> {
      if (pathname !== path) return '';
      const lang = languageCodes.find((c) => c === language) ?? 'BN';
      const key = `${merchant.code}|${lang}`;
      let json = cache.get(key);
      if (!json) {
        json = load(merchant, lang).then((value) => JSON.stringify(value));
        json.catch(() => cache.delete(key));
        cache.set(key, json);
      }
      return `,"${field}":${await json}`;
    },
  };
}
