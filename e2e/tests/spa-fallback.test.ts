import { describe, expect, it } from 'vitest';
import { baseURL, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

describe('the app answers every home alias and unknown path (spec 2.2)', () => {
  it.each(['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home', '/m/no/such/page'])(
    '%s shows home',
    async (path) => {
      const page = await browser.page({ language: 'EN' });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await page.getByRole('region', { name: 'Featured promotions' }).waitFor();
      await page.getByRole('link', { name: 'Lucky Star home' }).waitFor();
    },
  );

  it('an unknown API path is a 404 envelope, not the app', async () => {
    const res = await fetch(`${baseURL()}/wps/no/such/endpoint`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false, errorCode: 'not.found' });
  });
});
