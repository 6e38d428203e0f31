import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, rememberLanguage, useBrowser } from '../support/browser.ts';
import { freshUsername, signIn, submitLogin } from './accounts-support.ts';
import { approvedDeposit, freshMember, playRounds } from './records-support.ts';
import { sessionTokenOf } from '../support/member-api.ts';

// Issue 20 "Agent area" in real Chromium against the real server (spec 2.2 agent routes, 2.14, 4
// "Agent home", 6): the seeded agent's home and downline, open account, and a new agent whose
// player's rounds show in its team's figures.
const browser = useBrowser();

/** Raises a direct member's slots rebate on /m/member/teamRebate, reached from team management. */
async function raiseSlotsRate(page: Page, username: string, rate: string) {
  await page.goto('/m/member/team');
  await page.getByRole('link', { name: `Rebate rates of ${username}` }).click();
  await page.getByRole('heading', { name: `Rebate rates of ${username}` }).waitFor();
  await page.getByRole('combobox', { name: 'Rate for Slots' }).selectOption({ label: rate });
  await page.getByRole('button', { name: 'Save rates' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Save rates' }).click();
  await page.getByText(`Rates of ${username} saved`).waitFor();
}

/** Settles today now, as tomorrow morning's jobs would (demo mode's /dev/agents/settle). */
async function settleToday() {
  const res = await fetch(`${baseURL()}/dev/agents/settle`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  if (!res.ok) throw new Error(`POST /dev/agents/settle failed: ${res.status} ${await res.text()}`);
}

/** Opens an account on /m/agentRegister (EN) and waits for the server's confirmation. */
async function openAccount(page: Page, type: 'Player' | 'Agent', username: string) {
  await page.goto('/m/agentRegister');
  await page.getByRole('radio', { name: type, exact: true }).check();
  await page.getByLabel('Account', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill('Secret123');
  await page.getByLabel('Confirm password', { exact: true }).fill('Secret123');
  await page.getByRole('button', { name: 'Open account', exact: true }).click();
  await page.getByText(`Account ${username} opened`).waitFor();
}

describe('agent area (issue 20)', () => {
  it('sends a visitor and a player from /m/agent to home (spec 4)', async () => {
    const visitor = await browser.page({ language: 'EN' });
    await visitor.goto('/m/agent/team/overview');
    await visitor.waitForURL('**/m/home');

    const player = await browser.page({ language: 'EN' });
    await freshMember(player);
    await player.goto('/m/agent');
    await player.waitForURL('**/m/home');
  });

  it("shows agent01's home, its five downlines, and its invitation code and link", async () => {
    const page = await browser.page({ language: 'EN' });
    await signIn(page, 'agent01', 'Agent123');
    await page.goto('/m/agent');
    await page.getByRole('heading', { name: 'agent01' }).waitFor();
    const today = page.getByRole('region', { name: 'Your team today' });
    // The seed registered the five today; agent01's own sign-in counts as logged in.
    await expect
      .poll(() => today.textContent())
      .toMatch(/Logged in\d+Betting\d+Registered\d+Online\d+/);
    // Spec 2.14: the dividend entry, as agent01 has a dividend contract (the demo's platform one).
    await page
      .getByRole('navigation', { name: 'Agent area' })
      .getByRole('link', { name: 'Dividend' })
      .click();
    await page.waitForURL('**/m/member/agent/agentDivident');
    await page.getByRole('region', { name: /^This half month so far/ }).waitFor();
    await page.getByRole('link', { name: 'Dividend contract' }).click();
    await page.getByRole('article', { name: /Dividend from the platform/ }).waitFor();
    // The security centre lists this very device among those signed in.
    await page.goto('/m/agent');
    await page
      .getByRole('navigation', { name: 'Agent menu' })
      .getByRole('link', { name: 'Security centre' })
      .click();
    await page.waitForURL('**/m/securityCenter');
    await page.getByRole('list', { name: 'Signed-in devices' }).getByText('This device').waitFor();
    await page.goto('/m/agent');
    await page
      .getByRole('navigation', { name: 'Agent menu' })
      .getByRole('link', { name: 'Team management' })
      .click();
    await page.waitForURL('**/m/member/team');
    const list = page.getByRole('list', { name: 'Downline members' });
    for (const n of [1, 2, 3, 4, 5]) await list.getByText(`downline0${n}`).first().waitFor();

    await page.goto('/m/agentRegister');
    await page.getByText('AGENT01', { exact: true }).waitFor();
    await page.getByText(/\/m\/register\?affiliateCode=AGENT01$/).waitFor();
    await page.getByRole('img', { name: 'QR code of your invitation link' }).waitFor();
  });

  it("opens a sub-agent and its player; the player's rounds show in the sub-agent's team", async () => {
    const top = await browser.page({ language: 'EN' });
    await signIn(top, 'agent01', 'Agent123');
    const sub = freshUsername();
    await openAccount(top, 'Agent', sub);

    // agent01 offers it a daily wage within its own contract (the demo's platform contract).
    await top.goto('/m/member/agent/getSalaryContract');
    await top.getByLabel('Sub-agent', { exact: true }).selectOption({ label: sub });
    await top.getByRole('button', { name: 'Offer', exact: true }).click();
    await top.getByText('Contract offered').waitFor();

    const agent = await browser.page({ language: 'EN' });
    await submitLogin(agent, sub, 'Secret123');
    await agent.waitForURL('**/m/home');
    // Spec 4: the agent home asks about the contract waiting, and leads to it.
    await agent.goto('/m/agent');
    const prompt = agent.getByRole('alertdialog', {
      name: 'A daily wage contract is waiting for your decision. Open it?',
    });
    await prompt.getByRole('button', { name: 'Open' }).click();
    await agent.waitForURL('**/m/member/agent/getSalaryContract');
    const card = agent.getByRole('article', { name: /Daily wage from agent01/ });
    await card.getByRole('button', { name: 'Accept' }).click();
    await agent.getByRole('alertdialog').getByRole('button', { name: 'Accept' }).click();
    await agent.getByText('Contract accepted').waitFor();
    await card.getByText('Active', { exact: true }).waitFor();
    const player = freshUsername();
    await openAccount(agent, 'Player', player);
    // A taken name is refused by the server and the form keeps what was typed.
    await agent.getByLabel('Account', { exact: true }).fill(player);
    await agent.getByLabel('Password', { exact: true }).fill('Secret123');
    await agent.getByLabel('Confirm password', { exact: true }).fill('Secret123');
    await agent.getByRole('button', { name: 'Open account', exact: true }).click();
    await agent.getByText('Sorry, the username already exists').first().waitFor();
    expect(await agent.getByLabel('Account', { exact: true }).inputValue()).toBe(player);

    // Rebates: agent01 gives the sub-agent 1.0% on slots, the sub-agent gives its player 0.5%.
    await raiseSlotsRate(top, sub, '1.0%');
    await raiseSlotsRate(agent, player, '0.5%');

    const playing = await browser.page({ language: 'EN' });
    await signIn(playing, player, 'Secret123');
    await approvedDeposit(await sessionTokenOf(playing), 100);
    await playRounds(playing, 3);

    await agent.goto('/m/teamBetting');
    const bettors = agent.getByRole('list', { name: 'Team members who played' });
    const row = bettors.getByRole('listitem').filter({ hasText: player });
    await expect.poll(() => row.textContent()).toContain('3 bets');
    // Team figures are a fold behind the ledger (a second here): the page opened again shows them.
    const summary = agent.getByLabel('Team figures');
    await expect
      .poll(
        async () => {
          await agent.goto('/m/agent/team/overview');
          return summary.textContent();
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toMatch(/Betting1/);
    await expect.poll(() => summary.textContent()).toMatch(/Deposits৳\d/);
    const directs = agent.getByRole('list', { name: 'Direct downline' });
    await directs.getByRole('button', { name: `Open the team of ${player}` }).waitFor();

    // The day settled (as tomorrow morning's jobs would): the sub-agent's rebate (1.0% - 0.5% of
    // its player's stakes) and its daily wage bill, paid from agent01's wallet.
    await settleToday();
    await agent.goto('/m/member/agent/agentRebeat');
    const income = agent.getByRole('list', { name: 'Rebate income by day' });
    await income.getByRole('row', { name: /Slots/ }).waitFor();
    expect(await income.textContent()).toMatch(/\+৳\d/);
    await agent.goto('/m/member/agent/getSalaryContract');
    const bills = agent.getByRole('list', { name: 'Bills' });
    await bills.getByText('Paid', { exact: true }).first().waitFor();
    await agent.goto('/m/transaction/record?types=A');
    const records = agent.getByRole('list', { name: 'Transactions' });
    await records
      .getByRole('listitem')
      .filter({ hasText: /^Rebate/ })
      .first()
      .waitFor();

    // agent01 sees the sub-agent's team by drilling down from its own.
    await top.goto('/m/agent/team/overview');
    await top.getByRole('button', { name: `Open the team of ${sub}` }).click();
    await top.getByRole('navigation', { name: 'Team path' }).getByText(sub).waitFor();
  }, 180_000);

  it('greets in BN', async () => {
    const page = await browser.page({ language: 'EN' });
    await signIn(page, 'agent01', 'Agent123');
    await rememberLanguage(page, 'BN');
    await page.evaluate("localStorage.setItem('language', 'BN')");
    await page.goto('/m/agent');
    await page.getByText(/সুপ্রভাত|শুভ দুপুর|শুভ বিকেল|শুভ সন্ধ্যা/).waitFor();
    await page.getByRole('link', { name: 'দলের সারসংক্ষেপ' }).waitFor();
  });
});
