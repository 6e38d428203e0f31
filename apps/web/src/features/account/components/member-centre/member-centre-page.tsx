import type { ReactNode } from 'react';
import { ProfileHeader } from './profile-header';
import { Shortcuts } from './shortcuts';
import { useIsTrial } from './use-is-trial';
import styles from './member-centre.module.css';

export type MemberCentreTemplate = 'new' | 'base';

interface MemberCentrePageProps {
  template: MemberCentreTemplate;
  /** The balance (wallet feature), drawn as a card in 'new' and as one line in 'base'. */
  balance: ReactNode;
  /** The bonuses and their turnover (wallet feature); none for a trial account. */
  bonuses?: ReactNode;
}

/**
 * Spec 4 "Template": 'new' is a profile header, a balance card and shortcut tiles; 'base' is a
 * plain list of the same entries under the balance line.
 */
export function MemberCentrePage({ template, balance, bonuses }: MemberCentrePageProps) {
  const trial = useIsTrial();
  return (
    <div className={styles.page} data-template={template}>
      <ProfileHeader compact={template === 'base'} />
      {balance}
      {!trial && bonuses}
      <Shortcuts layout={template === 'new' ? 'tiles' : 'list'} />
    </div>
  );
}
