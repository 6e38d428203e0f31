import { describe, expect, it } from 'vitest';
import { statusFixture } from '@/testing/fixtures';
import { legacyShellKeys, storage, storageKeys } from '../storage';

describe('storage module (spec 3, 9)', () => {
  it('uses the spec key names and areas', () => {
    expect(storageKeys.sessionInfo).toMatchObject({ name: 'MC_SESSION_INFO', area: 'local' });
    expect(storageKeys.language).toMatchObject({ name: 'language', area: 'local' });
    expect(storageKeys.status).toMatchObject({ name: 'status', area: 'local' });
    expect(storageKeys.trialName).toMatchObject({ name: 'trialName', area: 'session' });
    expect(storageKeys.hideBalance).toMatchObject({ name: 'HIDEBALANCE', area: 'session' });
    expect(storageKeys.hotGames).toMatchObject({ name: 'HOT_GAMES', area: 'session' });
    expect(storageKeys.webClip).toMatchObject({ name: 'WEBCLIP', area: 'local' });
  });

  it('round-trips typed values: JSON for objects, raw text for flags and codes', () => {
    storage.set(storageKeys.sessionInfo, { token: 't', userName: 'u', type: 0 });
    expect(storage.get(storageKeys.sessionInfo)).toEqual({ token: 't', userName: 'u', type: 0 });
    storage.set(storageKeys.language, 'EN');
    expect(localStorage.getItem('language')).toBe('EN');
    storage.set(storageKeys.hideBalance, '1');
    expect(sessionStorage.getItem('HIDEBALANCE')).toBe('1');
    storage.set(storageKeys.status, statusFixture());
    expect(storage.get(storageKeys.status)?.status).toBe(0);
  });

  it('reads a bad value as null and never throws', () => {
    localStorage.setItem('MC_SESSION_INFO', '{broken');
    expect(storage.get(storageKeys.sessionInfo)).toBeNull();
    localStorage.setItem('MC_SESSION_INFO', JSON.stringify({ token: 5 }));
    expect(storage.get(storageKeys.sessionInfo)).toBeNull();
    localStorage.setItem('status', 'null');
    expect(storage.get(storageKeys.status)).toBeNull();
    sessionStorage.setItem('HIDEBALANCE', 'yes');
    expect(storage.get(storageKeys.hideBalance)).toBeNull();
    expect(storage.has(storageKeys.hideBalance)).toBe(true);
  });

  it('clears the old shell keys at start-up and nothing else', () => {
    for (const key of legacyShellKeys) localStorage.setItem(key, 'x');
    localStorage.setItem('language', 'EN');
    storage.clearLegacyKeys();
    for (const key of legacyShellKeys) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('language')).toBe('EN');
  });

  it('removes a key', () => {
    storage.set(storageKeys.autoLogin, '1');
    storage.remove(storageKeys.autoLogin);
    expect(localStorage.getItem('autoLogin')).toBeNull();
  });
});
