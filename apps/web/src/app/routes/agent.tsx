import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
import { SecurityCentreScreen } from '@/features/account/components/security-centre-screen';
import { AgentGate } from '@/features/agent/components/agent-gate';
import { AgentHome } from '@/features/agent/components/agent-home';
import { DownlineScreen } from '@/features/agent/components/downline-screen';
import { RebateIncomeScreen } from '@/features/agent/components/rebate-income-screen';
import { ContractScreen } from '@/features/agent/components/contract-screen';
import { DividendScreen } from '@/features/agent/components/dividend-screen';
import { TeamBettingScreen } from '@/features/agent/components/team-betting-screen';
import { TeamRebateScreen } from '@/features/agent/components/team-rebate-screen';
import { TeamOverviewScreen } from '@/features/agent/components/team-overview-screen';
import { TeamPnlScreen } from '@/features/agent/components/team-pnl-screen';
import { messageSets, useAnnouncementList } from '@/features/messages/api/get-announcement-list';
import { useUnreadMailCount } from '@/features/messages/api/get-unread-count';
import { useWhitelabelFlags } from '@/features/system/api/get-consolidated-settings';
import { BalanceCard } from '@/features/wallet/components/balance-card/balance-card';
import { useCurrencySymbol } from '@/features/wallet/hooks/records-currency';
import { paths } from '@/shared/config/paths';

/**
 * Open account's rate editor (routes/agent-register.tsx loads it from here): in this route's chunk
 * with the rest of the rebate screens, so that no chunk of its own joins every route's list.
 */
export { default as OpenAccountRates } from '@/features/agent/components/open-account-rates';

function Home() {
  const flags = useWhitelabelFlags();
  const unreadMail = useUnreadMailCount(flags.has('CBS3'));
  const notices = useAnnouncementList(messageSets.agent);
  return (
    <AgentHome
      balance={<BalanceCard variant="line" />}
      flags={flags}
      unreadMail={unreadMail}
      unreadNotices={notices.data?.unreadCount}
    />
  );
}

/** The team screens draw amounts with the merchant's symbol (the wallet's answer gives it). */
const withSymbol = (Screen: ComponentType<{ symbol: string }>) =>
  function Priced() {
    const symbol = useCurrencySymbol();
    return symbol === undefined ? null : <Screen symbol={symbol} />;
  };

const screens: Record<string, ComponentType> = {
  [paths.agent.path]: Home,
  [paths.agentTeamOverview.path]: withSymbol(TeamOverviewScreen),
  [paths.memberTeam.path]: withSymbol(DownlineScreen),
  [paths.agentTeamPnl.path]: withSymbol(TeamPnlScreen),
  [paths.teamBetting.path]: withSymbol(TeamBettingScreen),
  [paths.salaryContract.path]: withSymbol(({ symbol }) => (
    <ContractScreen kind="daily_wage" symbol={symbol} />
  )),
  [paths.dividendContract.path]: withSymbol(({ symbol }) => (
    <ContractScreen kind="dividend" symbol={symbol} />
  )),
  [paths.hourContract.path]: withSymbol(({ symbol }) => (
    <ContractScreen kind="hourly_wage" symbol={symbol} />
  )),
  [paths.agentDividend.path]: withSymbol(DividendScreen),
  [paths.securityCenter.path]: SecurityCentreScreen,
  [paths.teamRebate.path]: TeamRebateScreen,
  [paths.agentRebate.path]: withSymbol(RebateIncomeScreen),
};

/**
 * The agent area (issue 20; spec 2.2, 2.14): one module for its home and team screens, each behind
 * the agent gate (spec 4: no session, or types 0, 4, 40, go to /m/home). The wallet, messages and
 * settings features lend the balance, the unread counts and the white-label keys. Open account is
 * a module of its own (agent-register.tsx): its form code stays out of these screens.
 */
export function AgentRoute() {
  const { pathname } = useLocation();
  const Screen = screens[pathname.replace(/\/$/, '')] ?? Home;
  return (
    <AgentGate>
      <Screen />
    </AgentGate>
  );
}
