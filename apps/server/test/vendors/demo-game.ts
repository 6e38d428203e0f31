import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { launchGame } from '@app/contract';
import { authHeaders, createMember, signInAs } from '../helpers/accounts.ts';
import { okValue } from '../helpers/envelope.ts';
import { fund } from '../helpers/vendor.ts';

export interface Spin {
  grid: string[];
  winningLines: number[];
  winMinor: number;
  stakeMinor: number;
  balanceMinor: number;
}

/** Launches a PG game for `token` as the lobby does: the launch URL, not yet opened. */
export async function launchUrl(app: FastifyInstance, token: string, q: Record<string, string>) {
  const res = await app.inject({
    url: `${launchGame.path}?${new URLSearchParams({ gameCategory: 'RNG', vendor: 'PG', ...q })}`,
    headers: authHeaders(token),
  });
  return okValue(launchGame, res);
}

/**
 * The demo vendor's game page opened from a launch URL (`base`: the listening app), and the
 * page's own calls (state, spin) as its script makes them.
 */
export async function openGame(base: string, gameUrl: string) {
  const page = await fetch(`${base}${gameUrl}`);
  expect(page.status).toBe(200);
  const html = await page.text();
  const json = /<script type="application\/json" id="demo-data">(.*?)<\/script>/s.exec(html)?.[1];
  const data = JSON.parse(json!) as { token: string };
  const post = async (path: string, body: object) => {
    const r = await fetch(`${base}/demo-vendor/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: data.token, ...body }),
    });
    return {
      status: r.status,
      body: (await r.json()) as { success: boolean; value: never; errorCode?: string },
    };
  };
  return {
    html,
    page,
    stateCall: () => post('state', {}),
    state: async () =>
      ((await post('state', {})).body.value as { balanceMinor: number }).balanceMinor,
    spin: (stakeMinor: number) => post('spin', { stakeMinor }),
  };
}

/** Launches and opens a game in one go. */
export async function open(
  app: FastifyInstance,
  base: string,
  token: string,
  q: Record<string, string>,
) {
  const { gameUrl, accountType } = await launchUrl(app, token, q);
  return { accountType, ...(await openGame(base, gameUrl)) };
}

/** A fresh member with `minor` in the wallet, signed in. */
export async function fundedMember(app: FastifyInstance, minor: number) {
  const m = await createMember(app, { password: 'Secret123' });
  await fund(app, m.id, minor);
  return { id: m.id, token: (await signInAs(app, m.username, 'Secret123')).token, member: m };
}
