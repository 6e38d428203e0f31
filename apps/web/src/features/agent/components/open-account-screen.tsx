import { Suspense, useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/api/api-error';
import { useRegisterSettings } from '@/shared/api/get-register-settings';
import { useZodForm } from '@/shared/hooks/use-zod-form';
import { toast } from '@/shared/stores/toast-store';
import formStyles from '@/shared/ui/form.module.css';
import { PasswordField } from '@/shared/ui/password-field';
import { TextField } from '@/shared/ui/text-field';
import { useAgentInfo } from '../api/agent-queries';
import { useOpenAccount } from '../api/open-account';
import { openAccountSchema } from '../lib/open-account-schema';
import { InviteCard } from './invite-card';
import type { OpenAccountRatesProps } from './open-account-rates';
import styles from './agent.module.css';

const EMPTY = { type: '0', username: '', password: '', confirmPassword: '', nickname: '' } as const;

/**
 * /m/agentRegister (open account): the agent's invitation code, link and QR code, and a form that
 * opens a player or agent account in its direct downline. The form keeps what was typed when the
 * server refuses it (a taken name), and clears after success.
 */
export function OpenAccountScreen({
  rates: OpenAccountRates,
}: {
  /** The rate editor, loaded when the agent opens it (open-account-rates.tsx). */
  rates: ComponentType<OpenAccountRatesProps>;
}) {
  const { t } = useTranslation();
  const info = useAgentInfo();
  const { data: rules } = useRegisterSettings();
  const schema = useMemo(() => openAccountSchema(t, rules), [t, rules]);
  const { register, handleSubmit, formState, reset, setError } = useZodForm(schema, {
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const open = useOpenAccount();
  const { errors, isSubmitting } = formState;
  const [ratesShown, setRatesShown] = useState(false);
  const [rates, setRates] = useState<Record<string, number>>({});
  const chosen = Object.entries(rates)
    .filter(([, rateBp]) => rateBp > 0)
    .map(([gameType, rateBp]) => ({ gameType, rateBp }));

  const onSubmit = handleSubmit(async (v) => {
    try {
      const made = await open.mutateAsync({
        username: v.username,
        password: v.password,
        confirmPassword: v.confirmPassword,
        type: v.type === '1' ? 1 : 0,
        ...(v.nickname ? { nickname: v.nickname } : {}),
        ...(chosen.length ? { rates: chosen } : {}),
      });
      toast.success(t('agent.open.done', { name: made.username }));
      reset(EMPTY);
      setRates({});
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      const message = apiError?.message ?? t('errors.unknown.error');
      if (apiError?.errorCode === 'username.exists')
        setError('username', { message }, { shouldFocus: true });
      else if (apiError?.errorCode === 'password.confirm.mismatch')
        setError('confirmPassword', { message }, { shouldFocus: true });
      else toast.error(message);
    }
  });

  return (
    <div className={styles.page}>
      {info.data?.affiliateCode ? (
        <InviteCard code={info.data.affiliateCode} />
      ) : (
        info.isPending && (
          <div className={styles.invite} role="status" aria-label={t('agent.loading')} />
        )
      )}
      <form className={formStyles.form} noValidate onSubmit={onSubmit} aria-labelledby="open-title">
        <h2 id="open-title" className={styles.sectionTitle}>
          {t('agent.open.title')}
        </h2>
        <fieldset className={styles.types}>
          <legend>{t('agent.open.type')}</legend>
          <label className={styles.typeOption}>
            <input type="radio" value="0" {...register('type')} />
            {t('agent.team.player')}
          </label>
          <label className={styles.typeOption}>
            <input type="radio" value="1" {...register('type')} />
            {t('agent.team.agent')}
          </label>
        </fieldset>
        <TextField
          label={t('form.fields.username.label')}
          placeholder={t('form.fields.username.placeholder')}
          autoComplete="off"
          autoCapitalize="none"
          error={errors.username?.message}
          {...register('username')}
        />
        <PasswordField
          label={t('form.fields.password.label')}
          placeholder={t('form.fields.password.placeholder')}
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label={t('form.fields.confirmPassword.label')}
          placeholder={t('form.fields.confirmPassword.placeholder')}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <TextField
          label={t('form.fields.nickname.label')}
          placeholder={t('form.fields.nickname.placeholder')}
          autoComplete="off"
          error={errors.nickname?.message}
          {...register('nickname')}
        />
        <button
          type="button"
          className={formStyles.secondary}
          aria-expanded={ratesShown}
          aria-controls="open-rates"
          onClick={() => setRatesShown((shown) => !shown)}
        >
          {t('agent.open.rates')}
        </button>
        <div id="open-rates" hidden={!ratesShown}>
          {ratesShown && (
            <Suspense
              fallback={
                <div className={styles.card} role="status" aria-label={t('agent.loading')} />
              }
            >
              <OpenAccountRates
                value={rates}
                onChange={(gameType, rateBp) => setRates((r) => ({ ...r, [gameType]: rateBp }))}
              />
            </Suspense>
          )}
        </div>
        <button type="submit" className={formStyles.primary} disabled={isSubmitting}>
          {t('agent.open.submit')}
        </button>
      </form>
    </div>
  );
}
