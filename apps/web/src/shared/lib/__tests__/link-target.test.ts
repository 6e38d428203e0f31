import { describe, expect, it } from 'vitest';
import { linkTargetProps, opensInSameWindow } from '../link-target';

describe('link opening rule (spec 2.4)', () => {
  it.each([
    ['https://cdn.example.com/app/release.apk', true],
    ['https://cdn.example.com/app/release.ipa', true],
    ['https://cdn.example.com/app/release.APK?v=3', true],
    ['https://cdn.example.com/app/release.ipa#install', true],
    ['https://t.me/demo', false],
    ['https://example.com/apk/info', false],
    ['https://example.com/download?file=app.apk', true],
    ['https://example.com/app.apk.html', false],
  ])('%s opens in the same window: %s', (url, same) => {
    expect(opensInSameWindow(url)).toBe(same);
  });

  it('gives other links a new window without an opener', () => {
    expect(linkTargetProps('https://t.me/demo')).toEqual({
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    expect(linkTargetProps('https://x.example/app.apk')).toEqual({});
  });
});
