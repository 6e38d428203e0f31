import { createHmac } from 'node:crypto';
import type { LotteryGame } from '@app/contract';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePreferencesStore } from '@/shared/stores/preferences-store';
import { renderApp } from '@/testing/render-app';
import { ok, server } from '@/testing/server';
import { sha256Hex } from '../lib/verify-draw';
import { issue, signIn, ssc1 } from './lottery-harness';

const seed = 'f'.repeat(16) + '0123456789abcdef';
const digitsOf = (gameId: string, issueNo: string, count: number) =>
  Array.from({ length: count }, (_, i) => {
    const b = createHmac('sha256', seed).update(`${gameId}:${issueNo}:${i}`).digest();
    return Math.floor((b[0]! / 256 + b[1]! / 256 ** 2 + b[2]! / 256 ** 3 + b[3]! / 256 ** 4) * 10);
  });

/** A daily game of three prizes (the northern game has 27): 5 + 2 + 2 digits. */
const daily: LotteryGame = {
  ...ssc1,
  gameId: 'VNMB',
  name: 'Mien Bac',
  digits: 9,
  drawLines: [
    { prize: 'special', digits: 5 },
    { prize: 'seventh', digits: 2 },
    { prize: 'seventh', digits: 2 },
  ],
  drawEverySeconds: 86_400,
};

async function serveVerify(gameId: string, result: number[] | null, revealed = true) {
  const drawn = issue(Date.now() - 60_000, {
    gameId,
    issueNo: '20261127-0001',
    state: result ? 'settled' : 'open',
    seedHash: await sha256Hex(seed),
    serverSeed: revealed ? seed : null,
    result,
  });
  server.use(
    http.get('*/lgw/games', () => ok({ games: [ssc1, daily] })),
    http.get('*/lgw/draw/verify', () =>
      ok({ ...drawn, message: `${gameId}:20261127-0001:<cursor>` }),
    ),
  );
  renderApp(`/m/lottery/verify?gameId=${gameId}&issueNo=20261127-0001`);
}

describe('verify a draw in the browser (issue 21)', () => {
  beforeEach(() => {
    usePreferencesStore.getState().setLanguage('EN');
    signIn();
  });

  it('recomputes the digits from the revealed seed and says the draw is verified', async () => {
    const digits = digitsOf('SSC1', '20261127-0001', 5);
    await serveVerify('SSC1', digits);
    expect(
      await screen.findByText(
        'Verified: this result comes from the seed committed before the draw.',
        undefined,
        { timeout: 5000 },
      ),
    ).toBeVisible();
    const check = screen.getByRole('region', { name: 'Check in this browser' });
    expect(within(check).getAllByRole('img', { name: `Result ${digits.join(' ')}` })).toHaveLength(
      2,
    );
    expect(check).toHaveTextContent('equals the seed hash');
  });

  it('says so when the published result is not the one the seed gives', async () => {
    const digits = digitsOf('SSC1', '20261127-0001', 5);
    await serveVerify('SSC1', [...digits.slice(0, 4), (digits[4]! + 1) % 10]);
    expect(
      await screen.findByText('Mismatch: the recomputed digits differ from the published result.'),
    ).toBeVisible();
  });

  it('lists a draw of many prizes prize by prize', async () => {
    const digits = digitsOf('VNMB', '20261127-0001', 9);
    await serveVerify('VNMB', digits);
    const table = await screen.findByRole('table', undefined, { timeout: 5000 });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent(`Special prize${digits.slice(0, 5).join('').repeat(2)}`);
    expect(rows[3]).toHaveTextContent(`Seventh prize${digits.slice(7).join('').repeat(2)}`);
    expect(screen.getByText(/^Verified/)).toBeVisible();
  });

  it('shows only the commitment before the draw: the seed comes with the result', async () => {
    await serveVerify('SSC1', null, false);
    expect(await screen.findByText(/^The seed is revealed at the draw/)).toBeVisible();
    expect(screen.getByText('Seed hash (SHA-256)')).toBeVisible();
    expect(screen.queryByText('Server seed')).not.toBeInTheDocument();
  });
});
