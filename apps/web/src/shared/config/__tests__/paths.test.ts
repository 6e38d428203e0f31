import { describe, expect, it } from 'vitest';
import { findRoute } from '../match-route';
import { homeAliases, paths } from '../paths';

describe('routes table (spec 2.1, 2.2)', () => {
  it('builds hrefs with their query values', () => {
    expect(paths.login.href()).toBe('/m/login');
    expect(paths.messageDetail.href({ id: 42 })).toBe('/m/messageDetail?id=42');
    expect(paths.gameList.href({ gameType: 'RNG', vassalage: 'JILI' })).toBe(
      '/m/gameList?gameType=RNG&vassalage=JILI',
    );
    expect(
      paths.launchGame.href({
        playType: 'trad',
        prize_mode: 'Elott',
        code: 'lobby',
        pageBack: 'home',
      }),
    ).toBe('/m/launchGame?playType=trad&prize_mode=Elott&code=lobby&pageBack=home');
    expect(paths.slotGames.href({ gameClassify: 'FeatureBuy' })).toBe(
      '/m/slot-games?gameClassify=FeatureBuy',
    );
    expect(paths.slotGames.href()).toBe('/m/slot-games');
    expect(paths.memberNotice.href()).toBe('/m/member/notice?types=A');
    expect(paths.transactionRecord.href()).toBe('/m/transaction/record?types=A');
    expect(paths.lotteryGame.href({ gameId: 'SSC1', prize_mode: 'Elott', playType: 'trad' })).toBe(
      '/m/lottery/SSC1?prize_mode=Elott&playType=trad',
    );
    expect(paths.lotteryVerify.href({ gameId: 'P3', issueNo: '20261127-0001' })).toBe(
      '/m/lottery/verify?gameId=P3&issueNo=20261127-0001',
    );
  });

  it('renders home for the home group and for unknown paths', () => {
    for (const alias of homeAliases) expect(findRoute(alias)).toBe('home');
    expect(findRoute('/m/does-not-exist')).toBe('home');
    expect(findRoute('/m/member/agent/nothing')).toBe('home');
  });

  it('gives the whole game-list family one module', () => {
    const family = [
      paths.searchGames,
      paths.favGames,
      paths.hotGames,
      paths.recentGames,
      paths.liveGames,
      paths.pokerGames,
      paths.slotGames,
      paths.fishingGames,
      paths.jiliGames,
      paths.rtgGames,
      paths.bingo,
      paths.jackpots,
    ];
    expect(new Set(family.map((r) => r.module))).toEqual(new Set(['gameList']));
  });

  it('matches every path of spec 2.2 to its own entry', () => {
    const expected: Record<string, string> = {
      '/m/changePsw': 'changePsw',
      '/m/member/notice': 'memberNotice',
      '/m/activityDetail': 'activityDetail',
      '/m/useragreement': 'userAgreement',
      '/m/agent/team/overview': 'agentTeamOverview',
      '/m/member/agent/agentRebeat': 'agentRebate',
      '/m/member/agent/getDevidendContract': 'dividendContract',
      '/m/sidebar': 'sidebar',
      '/m/lottery': 'lottery',
      '/m/lottery/verify': 'lotteryVerify',
      '/m/lottery/SSC1': 'lotteryGame',
    };
    for (const [path, name] of Object.entries(expected)) expect(findRoute(path)).toBe(name);
  });
});
