import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/api/api-error';
import { useZodForm } from '@/shared/hooks/use-zod-form';
import { toast } from '@/shared/stores/toast-store';
import formStyles from '@/shared/ui/form.module.css';
import { TextField } from '@/shared/ui/text-field';
import { useSubmitDepositReference } from '../../api/submit-deposit-reference';
import { referenceSchema } from '../../lib/deposit-schema';
import styles from './deposit.module.css';

/** The reference step: after paying, the payer's number or the transfer's reference. */
export function DepositReferenceForm({ orderId, initial }: { orderId: string; initial: string }) {
  const { t } = useTranslation();
  const schema = useMemo(() => referenceSchema(t), [t]);
  const { register, handleSubmit, formState, setError } = useZodForm(schema, {
    mode: 'onTouched',
    defaultValues: { reference: initial },
  });
  const submit = useSubmitDepositReference();
  const onSubmit = handleSubmit(async ({ reference }) => {
    try {
      await submit.mutateAsync({ orderId, reference });
      toast.success(t('wallet.deposit.reference.sent'));
    } catch (error) {
      const message = error instanceof ApiError ? error.message : t('errors.unknown.error');
      toast.error(message);
      setError('reference', { message });
    }
  });
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
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
        {t('wallet.deposit.reference.submit')}
      </button>
    </form>
  );
}
