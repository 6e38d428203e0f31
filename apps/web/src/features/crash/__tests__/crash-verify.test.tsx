import { createHash, createHmac } from 'node:crypto';
import { crashBustX100 } from '@app/contract';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePreferencesStore } from '@/shared/stores/preferences-store';
import { renderApp } from '@/testing/render-app';
import { ok, server } from '@/testing/server';

// Issue 23: the verify page recomputes a crash round in the browser (WebCrypto) from its revealed
// seed: the crash point, the seed's link to the previous hash and to the chain's commitment.

const sha = (s: string) => createHash('sha256').update(s).digest('hex');
const seed = '3c'.repeat(32);
const bustOf = (s: string, roundNo: number) => {
  const b = createHmac('sha256', s).update(`crash:${roundNo}`).digest();
  return crashBustX100(b[0]! / 256 + b[1]! / 256 ** 2 + b[2]! / 256 ** 3 + b[3]! / 256 ** 4);
};

function serveProof(overrides: Record<string, unknown> = {}) {
  server.use(
    http.get('*/wps/crash/verify', () =>
      ok({
        roundNo: 9,
        state: 'settled',
        bettingEndsAt: new Date().toISOString(),
        previousHash: sha(seed),
        seed,
        bustX100: bustOf(seed, 9),
        bustedAt: new Date().toISOString(),
        curveRatePerMs: 0.00006,
        limitX100: null,
        message: 'crash:9',
        commitment: sha(sha(sha(seed))),
        chainIndex: 3,
        ...overrides,
      }),
    ),
  );
}

describe('verify a crash round (issue 23)', () => {
  beforeEach(() => usePreferencesStore.getState().setLanguage('EN'));

  it('recomputes the crash point and the chain from the revealed seed', async () => {
    serveProof();
    renderApp('/m/inHouse/crash/verify/9');
    expect(
      await screen.findByText('All match: this round was played as committed.', undefined, {
        timeout: 5_000,
      }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Verify crash round 9' })).toBeVisible();
    const x = `${(bustOf(seed, 9) / 100).toFixed(2)}x`;
    expect(screen.getAllByText(x)).toHaveLength(2);
  });

  it('says so when the shown crash point is not the one the seed gives', async () => {
    serveProof({ bustX100: bustOf(seed, 9) + 1 });
    renderApp('/m/inHouse/crash/verify/9');
    expect(
      await screen.findByText('Mismatch: this round does not check out.', undefined, {
        timeout: 5_000,
      }),
    ).toBeVisible();
  });

  it('waits for the crash before the seed is known', async () => {
    serveProof({ seed: null, bustX100: null, state: 'running', bustedAt: null });
    renderApp('/m/inHouse/crash/verify/9');
    expect(
      await screen.findByText('This round has not crashed yet: its seed is revealed when it does.'),
    ).toBeVisible();
  });
});
