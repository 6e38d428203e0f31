import type { LotteryGame } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { drawLinesOf } from '../../lib/draw-lines';
import { prizeName } from '../../lib/labels';
import styles from './verify.module.css';

interface VerifyLinesProps {
  game: Pick<LotteryGame, 'digits' | 'drawLines'>;
  published: readonly number[];
  recomputed: readonly number[];
}

/** A draw of many prizes, prize by prize: the published number beside the recomputed one. */
export function VerifyLines({ game, published, recomputed }: VerifyLinesProps) {
  const { t } = useTranslation();
  const mine = drawLinesOf(game, recomputed);
  return (
    <table className={styles.lines}>
      <thead>
        <tr>
          <th scope="col">{t('lottery.verify.prize')}</th>
          <th scope="col">{t('lottery.verify.published')}</th>
          <th scope="col">{t('lottery.verify.recomputed')}</th>
        </tr>
      </thead>
      <tbody>
        {drawLinesOf(game, published).map((line, i) => {
          const again = mine[i]?.digits.join('') ?? '';
          const number = line.digits.join('');
          return (
            <tr key={i} data-wrong={again !== number || undefined}>
              <th scope="row">{prizeName(line.prize)}</th>
              <td>{number}</td>
              <td>{again}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
