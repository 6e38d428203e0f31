import { errorCodes } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { knownLanguageCodes } from '../languages';
import { paths } from '@/shared/config/paths';
import bn from '../locales/bn.json';
import en from '../locales/en.json';

type Tree = { [key: string]: string | Tree };

const leaves = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : leaves(v, `${prefix}${k}.`),
  );

const get = (tree: Tree, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Tree)[part] : undefined),
      tree,
    );

describe('dictionaries (spec 1: BN default, EN complete)', () => {
  it('BN and EN hold exactly the same keys', () => {
    const bnKeys = leaves(bn).sort();
    const enKeys = leaves(en).sort();
    expect(bnKeys.filter((k) => !enKeys.includes(k))).toEqual([]);
    expect(enKeys.filter((k) => !bnKeys.includes(k))).toEqual([]);
  });

  it('has no empty text in either language', () => {
    for (const dict of [bn, en])
      for (const key of leaves(dict)) expect(get(dict, key), key).not.toBe('');
  });

  it('translates BN for real: interface texts differ from EN (brand and language names aside)', () => {
    const same = leaves(en).filter((k) => get(en, k) === get(bn, k) && !k.startsWith('languages.'));
    expect(same).toEqual([]);
  });

  it('translates every error code of the contract (errors.<errorCode>)', () => {
    for (const code of errorCodes) {
      expect(typeof get(en, `errors.${code}`), `en errors.${code}`).toBe('string');
      expect(typeof get(bn, `errors.${code}`), `bn errors.${code}`).toBe('string');
    }
  });

  it('has a title for every route in both languages', () => {
    for (const name of Object.keys(paths)) {
      expect(typeof get(en, `routes.titles.${name}`), name).toBe('string');
      expect(typeof get(bn, `routes.titles.${name}`), name).toBe('string');
    }
  });

  it('accepts the ~30 dictionary codes and shows English for those without a dictionary', async () => {
    expect(knownLanguageCodes).toHaveLength(30);
    await i18n.changeLanguage('zh');
    expect(i18n.t('layout.header.login')).toBe('Login');
    await i18n.changeLanguage('bn');
    expect(i18n.t('layout.header.login')).toBe('লগইন');
  });
});
