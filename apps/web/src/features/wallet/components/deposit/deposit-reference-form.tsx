import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/api/api-error';
import { useZodForm } from '@/shared/hooks/use-zod-form';
import { toast } from '@/shared/stores/toast-store';
import formStyles from '@/shared/ui/form.module.css';
import { TextField } from '@/shared/ui/text-field';
import { useSubmitDepositReference } from '../../api/submit-deposit-reference';
import { referenceSchema } from '../../lib/deposit-schema';
import cashierStyles from '../cashier/cashier.module.css';
import styles from './deposit.module.css';

interface DepositReferenceFormProps {
  orderId: string;
  initial: string;
  /** Correcting a reference already sent: 'Save' and 'Cancel', then this once it is saved. */
  onDone?: () => void;
}

/**
 * The reference step: after paying, the payer's number or the transfer's reference. With `onDone`
 * it corrects the one already sent (the server accepts that while the order is `submitted`).
 */
export function DepositReferenceForm({ orderId, initial, onDone }: DepositReferenceFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => referenceSchema(t), [t]);
  const { register, handleSubmit, formState, setError, setFocus } = useZodForm(schema, {
    mode: 'onTouched',
    defaultValues: { reference: initial },
  });
  const editing = onDone !== undefined;
  // The Edit button that opened the form is gone: the focus goes on to the field it opened.
  useEffect(() => {
    if (editing) setFocus('reference');
  }, [editing, setFocus]);
  const submit = useSubmitDepositReference();
  const onSubmit = handleSubmit(async ({ reference }) => {
    try {
      await submit.mutateAsync({ orderId, reference });
      toast.success(
        t(editing ? 'wallet.deposit.reference.updated' : 'wallet.deposit.reference.sent'),
      );
      onDone?.();
    } catch (error) {
      const message = error instanceof ApiError ? error.message : t('errors.unknown.error');
      toast.error(message);
      setError('reference', { message });
    }
  });
  return (
    <form className={cashierStyles.form} onSubmit={onSubmit} noValidate>
      <TextField
        label={t('wallet.deposit.reference.label')}
        placeholder={t('wallet.deposit.reference.placeholder')}
        autoComplete="off"
        maxLength={40}
        error={formState.errors.reference?.message}
        {...register('reference')}
      />
      <p className={formStyles.hint}>{t('wallet.deposit.reference.hint')}</p>
      <button
        type="submit"
        className={formStyles.primary}
        disabled={formState.isSubmitting}
        aria-busy={formState.isSubmitting}
      >
        {editing ? t('wallet.deposit.reference.save') : t('wallet.deposit.reference.submit')}
      </button>
      {editing && (
        <button type="button" className={formStyles.secondary} onClick={onDone}>
          {t('wallet.deposit.reference.cancel')}
        </button>
      )}
    </form>
  );
}

/**
 * The reference sent, in the order's figures; while the order is still `submitted` (not yet
 * checked) with an Edit button that reopens the form to correct it.
 */
export function ReferenceRow({
  reference,
  onEdit,
}: {
  reference: string;
  onEdit: (() => void) | null;
}) {
  const { t } = useTranslation();
  const label = t('wallet.deposit.order.reference');
  return (
    <div className={cashierStyles.row}>
      <dt>{label}</dt>
      {onEdit ? (
        <dd className={styles.copyCell}>
          <span className={styles.copyValue}>{reference}</span>
          <button
            type="button"
            className={styles.copy}
            aria-label={t('wallet.deposit.reference.editLabel')}
            onClick={onEdit}
          >
            {t('wallet.deposit.reference.edit')}
          </button>
        </dd>
      ) : (
        <dd>{reference}</dd>
      )}
    </div>
  );
}
