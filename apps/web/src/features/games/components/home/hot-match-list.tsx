import type { HotMatch } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { useHotMatches } from '../../api/get-hot-matches';
import { useLaunchGame } from '../../hooks/use-launch-game';
import styles from './hot-match-list.module.css';

const pad = (n: number) => String(n).padStart(2, '0');

/** Kick-off on this device's clock: HH:mm today, MM-DD HH:mm on another day. */
function kickOffText(iso: string, now = new Date()) {
  const d = new Date(iso);
  const time = `${pad(d.getHours())}:${pad(d.getMinutes())}`;
  return d.toDateString() === now.toDateString()
    ? time
    : `${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${time}`;
}

const odds = (n: number) => n.toFixed(2);

/**
 * The hot matches (spec 2.5): teams, kick-off (or live), and the odds, 1X2 or home/away. A match
 * is one button that opens its sports vendor through the ordinary game launch (spec 4).
 */
export function HotMatchList() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useHotMatches();
  const { launch } = useLaunchGame();

  if (isError)
    return (
      <div className={styles.state} role="alert">
        <p>{t('homeWidgets.hotMatch.error')}</p>
        <button type="button" className={styles.retry} onClick={() => void refetch()}>
          {t('homeWidgets.retry')}
        </button>
      </div>
    );
  if (isPending)
    return (
      <ul className={styles.list} aria-busy="true" aria-label={t('homeWidgets.hotMatch.loading')}>
        {[0, 1, 2].map((i) => (
          <li key={i} className={styles.skeleton} data-testid="hot-match-skeleton" />
        ))}
      </ul>
    );
  if (data.length === 0) return <p className={styles.state}>{t('homeWidgets.hotMatch.empty')}</p>;

  return (
    <ul className={styles.list} aria-label={t('homeWidgets.hotMatch.list')}>
      {data.map((m) => (
        <li key={m.id}>
          <MatchCard match={m} onOpen={() => void launch(m.game)} />
        </li>
      ))}
    </ul>
  );
}

function MatchCard({ match: m, onOpen }: { match: HotMatch; onOpen: () => void }) {
  const { t } = useTranslation();
  const vendor = m.game.displayName || m.game.vassalage;
  const when =
    m.status === 'live'
      ? t('homeWidgets.hotMatch.live')
      : t('homeWidgets.hotMatch.kickOff', { time: kickOffText(m.kickOff) });
  const prices = [
    { key: '1', label: t('homeWidgets.hotMatch.homeWin'), value: m.odds.home },
    ...(m.odds.draw === null
      ? []
      : [{ key: 'X', label: t('homeWidgets.hotMatch.draw'), value: m.odds.draw }]),
    { key: '2', label: t('homeWidgets.hotMatch.awayWin'), value: m.odds.away },
  ];
  return (
    <button
      type="button"
      className={styles.card}
      aria-label={t('homeWidgets.hotMatch.open', {
        home: m.homeTeam,
        away: m.awayTeam,
        when,
        vendor,
        odds: prices.map((p) => `${p.label} ${odds(p.value)}`).join(', '),
      })}
      onClick={onOpen}
    >
      <span className={styles.meta}>
        <span className={styles.league}>
          {t(`homeWidgets.hotMatch.sports.${m.sport}`)} · {m.league}
        </span>
        <span className={m.status === 'live' ? styles.live : styles.time}>{when}</span>
      </span>
      <span className={styles.teams}>
        <span className={styles.team}>{m.homeTeam}</span>
        <span className={styles.vs} aria-hidden="true">
          {t('homeWidgets.hotMatch.vs')}
        </span>
        <span className={styles.team}>{m.awayTeam}</span>
      </span>
      <span className={styles.odds}>
        {prices.map((p) => (
          <span key={p.key} className={styles.price}>
            <span className={styles.priceKey}>{p.key}</span>
            <span className={styles.priceValue}>{odds(p.value)}</span>
          </span>
        ))}
      </span>
      <span className={styles.vendor}>{t('homeWidgets.hotMatch.betAt', { vendor })}</span>
    </button>
  );
}
