import type { LotteryDraw, LotteryGame } from '@app/contract';
import { useTranslation } from 'react-i18next';
import page from '@/shared/ui/verify-page.module.css';
import { useRecomputedDraw } from '../../hooks/use-recomputed-draw';
import { ResultBalls } from '../result-balls';
import { VerifyLines } from './verify-lines';

type Shape = Pick<LotteryGame, 'digits' | 'drawLines'>;

/** The published digits beside the ones recomputed here, and the verdict. */
export function VerifyResult({ draw, game }: { draw: LotteryDraw; game: Shape | undefined }) {
  const { t } = useTranslation();
  const recomputed = useRecomputedDraw(draw, game?.digits);
  const { check, data } = recomputed;

  if (!recomputed.supported)
    return <p className={page.pending}>{t('lottery.verify.unsupported')}</p>;
  const verdict = !check
    ? null
    : check.hash && (check.digits || draw.result === null)
      ? 'ok'
      : check.hash
        ? 'digits'
        : 'hash';
  const byPrize = !!game?.drawLines?.length && draw.result !== null;

  return (
    <section className={page.block} aria-label={t('lottery.verify.check')}>
      {byPrize && data ? (
        <VerifyLines game={game} published={draw.result!} recomputed={data.digits} />
      ) : (
        <dl className={page.compare}>
          <div>
            <dt>{t('lottery.verify.published')}</dt>
            <dd>{draw.result ? <ResultBalls digits={draw.result} /> : t('lottery.result.void')}</dd>
          </div>
          <div>
            <dt>{t('lottery.verify.recomputed')}</dt>
            <dd>
              {data ? (
                <ResultBalls
                  digits={data.digits}
                  wrong={data.digits.map((d, i) => draw.result?.[i] !== d)}
                />
              ) : (
                t('lottery.verify.computing')
              )}
            </dd>
          </div>
        </dl>
      )}
      <dl className={page.compare}>
        <div>
          <dt>{t('lottery.verify.hashCheck')}</dt>
          <dd>
            {check ? t(check.hash ? 'lottery.verify.hashOk' : 'lottery.verify.hashBad') : '…'}
          </dd>
        </div>
      </dl>
      {verdict && (
        <p className={verdict === 'ok' ? page.ok : page.bad} role="status">
          {t(`lottery.verify.verdict.${verdict}`)}
        </p>
      )}
      {recomputed.isError && <p className={page.bad}>{t('lottery.verify.failed')}</p>}
    </section>
  );
}
