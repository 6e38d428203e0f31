import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { categoryLabel } from '../category-label';

describe('categoryLabel (spec 2.5 game entrance and spec 2.6 tabs: a category by its name)', () => {
  afterEach(() => void i18n.changeLanguage('bn'));

  it('names the game screens’ categories and the entrance-only ones, in BN and EN', async () => {
    const t = i18n.t.bind(i18n);
    expect(categoryLabel(t, 'RNG')).toBe('স্লট');
    expect(categoryLabel(t, 'PROMO')).toBe('প্রমো');
    await i18n.changeLanguage('en');
    expect(categoryLabel(t, 'LIVE')).toBe('Live');
    expect(categoryLabel(t, 'AFFILIATE')).toBe('Affiliate');
  });

  it('shows a code the dictionary does not know, or that is no word, as sent', async () => {
    await i18n.changeLanguage('en');
    const t = i18n.t.bind(i18n);
    expect(categoryLabel(t, 'VIRTUAL')).toBe('VIRTUAL');
    expect(categoryLabel(t, 'home')).toBe('home');
    expect(categoryLabel(t, 'a.b')).toBe('a.b');
    expect(categoryLabel(t, 'tabs.RNG')).toBe('tabs.RNG');
    expect(categoryLabel(t, '')).toBe('');
  });
});
