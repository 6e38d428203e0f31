import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/shared/config/paths';
import { formatMinor } from '@/shared/lib/format-money';
import { ErrorState, Skeleton } from '@/shared/ui/query-state';
import { useRound, type Round } from '../../api/get-round';
import { useRecomputedRound } from '../../hooks/use-recomputed-round';
import { hundredths } from '../../lib/format';
import { roundMessage } from '../../lib/verify-round';
import common from '../common/common.module.css';
import { SlotGrid } from '../slot/slot-grid';
import styles from './verify.module.css';

/** A crash bet's round id is `crash-<roundNo>-<betId>`; its page takes the round number. */
const crashRound = (ref: string) => /^crash-(\d+)(?:-\d+)?$/.exec(ref)?.[1] ?? ref;

const outcomeText = (round: Round, outcome: readonly number[]) =>
  round.game === 'dice' ? hundredths(outcome[0]!) : outcome.join(' · ');

/**
 * /m/inHouse/verify?game=&round= (issue 23): a round of dice or the slot recomputed in the
 * browser from its revealed server seed, next to what the server settled. A crash round is the
 * crash game's own page.
 */
export function OriginalsVerifyScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const game = params.get('game') ?? '';
  const ref = params.get('round') ?? '';
  const crash = game === 'crash';
  useEffect(() => {
    if (crash && ref)
      void navigate(paths.crashVerify.href({ round: crashRound(ref) }), { replace: true });
  }, [crash, ref, navigate]);
  const round = useRound(crash ? '' : ref);
  const recomputed = useRecomputedRound(round.data);

  if (crash) return <Skeleton label={t('originals.state.loading')} rows={2} />;
  if (!ref) return <p className={styles.note}>{t('originals.verify.noRound')}</p>;
  if (round.isPending) return <Skeleton label={t('originals.state.loading')} rows={4} />;
  if (round.isError)
    return (
      <ErrorState
        message={round.error.message}
        retryLabel={t('originals.state.retry')}
        onRetry={() => void round.refetch()}
      />
    );
  const r = round.data;
  const served = r.dice ? [r.dice.roll] : r.slot!.stops;
  const gamePath = r.game === 'dice' ? paths.originalsDice.href() : paths.originalsSlot.href();

  return (
    <div className={common.screen}>
      <section className={common.card} aria-labelledby="verify-title">
        <h2 id="verify-title" className={styles.title}>
          {t('originals.verify.title', { round: r.ref })}
        </h2>
        <dl className={styles.facts}>
          <dt>{t('originals.verify.game')}</dt>
          <dd>{t(`originals.games.${r.game}`)}</dd>
          <dt>{t('originals.play.stake')}</dt>
          <dd>{formatMinor(r.stakeMinor)}</dd>
          <dt>{t('originals.verify.win')}</dt>
          <dd>{formatMinor(r.winMinor)}</dd>
          {r.dice && (
            <>
              <dt>{t('originals.dice.target')}</dt>
              <dd>
                {t(
                  r.dice.direction === 'under'
                    ? 'originals.dice.rollUnder'
                    : 'originals.dice.rollOver',
                  {
                    target: hundredths(r.dice.target),
                  },
                )}
              </dd>
            </>
          )}
          <dt>{t('originals.verify.settled')}</dt>
          <dd data-testid="verify-served">{outcomeText(r, served)}</dd>
          <dt>{t('originals.seeds.serverSeedHash')}</dt>
          <dd className={styles.mono}>{r.seedHash}</dd>
          <dt>{t('originals.seeds.clientSeed')}</dt>
          <dd className={styles.mono}>{r.clientSeed}</dd>
          <dt>{t('originals.seeds.nonce')}</dt>
          <dd>{r.nonce}</dd>
          <dt>{t('originals.verify.message')}</dt>
          <dd className={styles.mono}>{roundMessage(r.clientSeed, r.nonce, 0)}</dd>
        </dl>
        {r.serverSeed === null ? (
          <div className={styles.pending} role="status">
            <p>{t('originals.verify.notRevealed')}</p>
            <Link className={common.verifyLink} to={gamePath}>
              {t('originals.verify.rotateHint')}
            </Link>
          </div>
        ) : (
          <Recomputation round={r} served={served} recomputed={recomputed} />
        )}
      </section>
    </div>
  );
}

function Recomputation({
  round,
  served,
  recomputed,
}: {
  round: Round;
  served: readonly number[];
  recomputed: ReturnType<typeof useRecomputedRound>;
}) {
  const { t } = useTranslation();
  if (recomputed.isPending) return <Skeleton label={t('originals.state.loading')} rows={1} />;
  if (recomputed.isError || !recomputed.data)
    return <p className={styles.note}>{t('originals.verify.cannotCompute')}</p>;
  const { seedHash, outcome } = recomputed.data;
  const hashOk = seedHash === round.seedHash.toLowerCase();
  const outcomeOk = outcome.length === served.length && outcome.every((n, i) => n === served[i]);
  return (
    <div className={styles.recomputed}>
      <dl className={styles.facts}>
        <dt>{t('originals.seeds.serverSeed')}</dt>
        <dd className={styles.mono}>{round.serverSeed}</dd>
        <dt>{t('originals.verify.computed')}</dt>
        <dd data-testid="verify-computed">{outcomeText(round, outcome)}</dd>
      </dl>
      {round.game === 'slot5x3' && <SlotGrid stops={outcome} />}
      <p className={hashOk ? styles.ok : styles.bad}>
        {t(hashOk ? 'originals.verify.hashOk' : 'originals.verify.hashBad')}
      </p>
      <p className={outcomeOk ? styles.ok : styles.bad} data-testid="verify-verdict">
        {t(outcomeOk ? 'originals.verify.outcomeOk' : 'originals.verify.outcomeBad')}
      </p>
    </div>
  );
}
