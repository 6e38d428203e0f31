import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, Skeleton } from '@/shared/ui/query-state';
import { useRotateSeed, useSetClientSeed } from '../../api/change-seeds';
import { useSeeds } from '../../api/get-seeds';
import styles from './seeds.module.css';

const CLIENT_SEED = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Fairness (issue 23): the active server seed's hash (shown before any round is played on it),
 * the client seed the player may set, the nonce, a rotation that reveals the seed, and the seeds
 * revealed so far, with which every earlier round can be recomputed.
 */
export function SeedsPanel() {
  const { t } = useTranslation();
  const seeds = useSeeds();
  const setSeed = useSetClientSeed();
  const rotate = useRotateSeed();
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  if (seeds.isPending) return <Skeleton label={t('originals.state.loading')} rows={3} />;
  if (seeds.isError)
    return (
      <ErrorState
        message={seeds.error.message}
        retryLabel={t('originals.state.retry')}
        onRetry={() => void seeds.refetch()}
      />
    );
  const { seedHash, clientSeed, nonce, revealed } = seeds.data;
  const value = draft ?? clientSeed;

  const save = (event: FormEvent) => {
    event.preventDefault();
    const next = value.trim();
    if (!CLIENT_SEED.test(next)) return setProblem(t('originals.seeds.clientSeedRule'));
    setProblem(null);
    setSeed.mutate(next, {
      onSuccess: () => setDraft(null),
      onError: (e) => setProblem(e.message),
    });
  };
  const failed = rotate.error?.message;

  return (
    <section className={styles.panel} aria-labelledby="seeds-title">
      <h2 id="seeds-title" className={styles.title}>
        {t('originals.seeds.title')}
      </h2>
      <p className={styles.hint}>{t('originals.seeds.explain')}</p>
      <dl className={styles.list}>
        <dt>{t('originals.seeds.serverSeedHash')}</dt>
        <dd className={styles.mono} data-testid="seed-hash">
          {seedHash}
        </dd>
        <dt>{t('originals.seeds.nonce')}</dt>
        <dd data-testid="seed-nonce">{nonce}</dd>
      </dl>
      <form className={styles.row} onSubmit={save} noValidate>
        <label className={styles.field}>
          <span>{t('originals.seeds.clientSeed')}</span>
          <input
            className={styles.input}
            value={value}
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={problem ? true : undefined}
            onChange={(e) => setDraft(e.target.value)}
          />
        </label>
        <button type="submit" className={styles.button} disabled={setSeed.isPending}>
          {t('originals.seeds.save')}
        </button>
      </form>
      {problem && (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      )}
      <button
        type="button"
        className={styles.rotate}
        disabled={rotate.isPending}
        onClick={() => rotate.mutate()}
      >
        {t('originals.seeds.rotate')}
      </button>
      {failed && (
        <p className={styles.error} role="alert">
          {failed}
        </p>
      )}
      {revealed.length > 0 && (
        <details className={styles.revealed}>
          <summary>{t('originals.seeds.revealed', { count: revealed.length })}</summary>
          <ul>
            {revealed.map((r) => (
              <li key={r.seedHash} className={styles.mono}>
                <span>{t('originals.seeds.serverSeed')}: </span>
                <span data-testid="revealed-seed">{r.serverSeed}</span>
                <br />
                <span>
                  {t('originals.seeds.rounds', { count: r.rounds, clientSeed: r.clientSeed })}
                </span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
