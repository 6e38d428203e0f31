import { PROMOTION_COMMENT_MAX, type Promotion } from '@app/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/shared/config/paths';
import { formatMoney } from '@/shared/lib/format-money';
import { useIsSignedIn, useSessionStore } from '@/shared/stores/session-store';
import { toast } from '@/shared/stores/toast-store';
import formStyles from '@/shared/ui/form.module.css';
import { useTakePart } from '../api/take-part';
import styles from './promotions.module.css';

/**
 * What a member can do with a promotion and where they stand (spec 4 activity states): apply with
 * a comment (spec 5: at most 140 characters), join, claim an approved bonus. A visitor is sent to
 * /m/login; a trial account sees spec 6's message instead of the controls.
 */
export function PromotionActions({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  const state = promotion.activityState;
  const signedIn = useIsSignedIn();
  const trial = useSessionStore((s) => s.trial || s.session?.type === 4);
  const navigate = useNavigate();
  const takePart = useTakePart();
  const [comment, setComment] = useState('');
  const commentId = useId();
  const bonus = promotion.bonusMinor > 0 ? formatMoney(promotion.bonusMinor / 100) : null;

  const send = (input: Parameters<typeof takePart.mutate>[0], done: string) =>
    takePart.mutate(input, {
      onSuccess: () => {
        setComment('');
        toast.success(done);
      },
    });

  const status = state && (
    <p className={styles.state} data-state={state}>
      <span className={styles.stateLabel}>{t(`promotions.states.${state}`)}</span>
      <span>{t(`promotions.stateHints.${state}`)}</span>
    </p>
  );
  const error = takePart.error && (
    <p role="alert" className={styles.error}>
      {takePart.error.message}
    </p>
  );

  if (state === 'Claim' && !promotion.closed)
    return (
      <div className={styles.actions}>
        {status}
        {error}
        <button
          type="button"
          className={formStyles.primary}
          disabled={takePart.isPending}
          onClick={() =>
            send({ action: 'claim', promotionId: promotion.id }, t('promotions.claimed'))
          }
        >
          {bonus ? t('promotions.claimAmount', { amount: bonus }) : t('promotions.claim')}
        </button>
      </div>
    );
  if (state || promotion.closed) return <div className={styles.actions}>{status}</div>;
  if (promotion.mode === 'info') return null;
  if (trial)
    return (
      <p role="status" className={styles.note}>
        {t('errors.trial.restricted')}
      </p>
    );
  if (!signedIn)
    return (
      <div className={styles.actions}>
        <button
          type="button"
          className={formStyles.primary}
          onClick={() => void navigate(paths.login.href())}
        >
          {promotion.mode === 'join' ? t('promotions.join') : t('promotions.apply')}
        </button>
      </div>
    );
  if (promotion.mode === 'join')
    return (
      <div className={styles.actions}>
        {error}
        <button
          type="button"
          className={formStyles.primary}
          disabled={takePart.isPending}
          onClick={() =>
            send({ action: 'apply', promotionId: promotion.id }, t('promotions.joined'))
          }
        >
          {t('promotions.join')}
        </button>
      </div>
    );
  return (
    <form
      className={styles.actions}
      onSubmit={(e) => {
        e.preventDefault();
        send(
          { action: 'apply', promotionId: promotion.id, comment: comment.trim() },
          t('promotions.applied'),
        );
      }}
    >
      <label htmlFor={commentId} className={styles.commentLabel}>
        {t('promotions.comment')}
      </label>
      <textarea
        id={commentId}
        className={styles.comment}
        value={comment}
        maxLength={PROMOTION_COMMENT_MAX}
        rows={2}
        aria-describedby={`${commentId}-count`}
        onChange={(e) => setComment(e.target.value)}
      />
      <span id={`${commentId}-count`} className={styles.count}>
        {t('promotions.commentCount', { count: comment.length, max: PROMOTION_COMMENT_MAX })}
      </span>
      {error}
      <button type="submit" className={formStyles.primary} disabled={takePart.isPending}>
        {t('promotions.apply')}
      </button>
    </form>
  );
}
