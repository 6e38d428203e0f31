import type { LotteryPlay, LotteryPlayType } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { ChipGroup } from '@/shared/ui/chip-group';
import { Tabs } from '@/shared/ui/tabs';
import { playName } from '../../lib/labels';
import styles from './game.module.css';

interface PlayPickerProps {
  plays: readonly LotteryPlay[];
  playType: LotteryPlayType;
  onPlayType: (type: LotteryPlayType) => void;
  playCode: string;
  onPlay: (code: string) => void;
}

const types: readonly LotteryPlayType[] = ['trad', 'ent'];

/** Spec 9's play types as tabs (those the game has), and the tab's plays as chips. */
export function PlayPicker({ plays, playType, onPlayType, playCode, onPlay }: PlayPickerProps) {
  const { t } = useTranslation();
  const present = types.filter((type) => plays.some((p) => p.playType === type));
  const shown = plays.filter((p) => p.playType === playType);
  return (
    <div className={styles.plays}>
      {present.length > 1 && (
        <Tabs
          label={t('lottery.game.playTypes')}
          tabs={present.map((type) => ({ value: type, label: t(`lottery.playTypes.${type}`) }))}
          value={playType}
          onChange={onPlayType}
        />
      )}
      <ChipGroup
        label={t('lottery.game.plays')}
        options={shown.map((p) => ({ value: p.code, label: playName(p.code) }))}
        value={playCode}
        onChange={onPlay}
      />
    </div>
  );
}
