import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/api/api-error';
import { useZodForm } from '@/shared/hooks/use-zod-form';
import { toast } from '@/shared/stores/toast-store';
import formStyles from '@/shared/ui/form.module.css';
import { useCreateDeposit } from '../../api/create-deposit';
import type { DepositOptions } from '../../api/get-deposit-options';
import { useMoneyAttempt } from '@/shared/hooks/use-money-attempt';
import { minorToInput, parseAmount } from '../../lib/cashier-money';
import { depositQuote } from '../../lib/deposit-maths';
import { depositFormSchema, type DepositFormValues } from '../../lib/deposit-schema';
import { AmountField } from './amount-field';
import { ChannelSelect, ChannelTiles } from './channel-choice';
import { PromotionCards, PromotionList, PromotionSelect } from './promotion-choice';
import { DepositSummary } from './deposit-summary';
import type { DepositTemplate } from './deposit-screen';
import cashierStyles from '../cashier/cashier.module.css';

interface DepositFormProps {
  template: DepositTemplate;
  offer: DepositOptions;
  onCreated: (orderId: string) => void;
}

/**
 * The deposit entry: channel, amount, promotion, the summary, submit. Validated as the player
 * types against the chosen channel's limits; a refused request keeps every field as typed. One
 * idempotency key per attempt (shared/hooks/use-money-attempt.ts), so a retry never opens two orders.
 */
export function DepositForm({ template, offer, onCreated }: DepositFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => depositFormSchema(t, offer), [t, offer]);
  const form = useZodForm<DepositFormValues>(schema, {
    mode: 'onChange',
    defaultValues: { channel: offer.channels[0]?.code ?? '', amount: '', promotionId: '' },
  });
  const { register, handleSubmit, watch, setValue, setError, trigger, getFieldState, formState } =
    form;
  const attempt = useMoneyAttempt('dep');
  const create = useCreateDeposit();
  const [channelCode, amount, promotionId] = watch(['channel', 'amount', 'promotionId']);
  const channel = offer.channels.find((c) => c.code === channelCode) ?? null;
  const promotion = offer.promotions.find((p) => String(p.id) === promotionId) ?? null;
  const amountMinor = parseAmount(amount);
  const inLimits =
    channel !== null &&
    amountMinor !== null &&
    amountMinor >= channel.minMinor &&
    amountMinor <= channel.maxMinor;
  const quote = inLimits ? depositQuote(channel, amountMinor, promotion) : null;

  // Another channel has other limits: what was typed is judged again against the new ones.
  useEffect(() => {
    if (getFieldState('amount').isDirty) void trigger(['amount', 'promotionId']);
  }, [channelCode, getFieldState, trigger]);

  const pickAmount = (minor: number) =>
    setValue('amount', minorToInput(minor), { shouldValidate: true, shouldDirty: true });

  const onSubmit = handleSubmit(async (v) => {
    const request = {
      channel: v.channel as DepositOptions['channels'][number]['code'],
      amount: minorToInput(parseAmount(v.amount) ?? 0),
      ...(v.promotionId !== '' && { promotionId: Number(v.promotionId) }),
    };
    try {
      const order = await create.mutateAsync({
        ...request,
        idempotencyKey: attempt.keyFor(request),
      });
      attempt.finish();
      onCreated(order.orderId);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      const message = apiError?.message ?? t('errors.unknown.error');
      toast.error(message);
      if (apiError?.errorCode.startsWith('amount.')) setError('amount', { message });
      if (apiError?.errorCode.startsWith('deposit.promotion.'))
        setError('promotionId', { message });
    }
  });

  const { errors, isSubmitting } = formState;
  const symbol = offer.currencySymbol;
  const choice = {
    offer,
    amountMinor: inLimits ? amountMinor : null,
    register,
    error: errors.promotionId?.message,
  };
  return (
    <form
      className={cashierStyles.form}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="deposit-title"
    >
      <h2 id="deposit-title" className={cashierStyles.title}>
        {t('wallet.deposit.title')}
      </h2>
      {template === 'base' && <PromotionList offer={offer} />}
      {template === 'new' ? (
        <ChannelTiles offer={offer} register={register} />
      ) : (
        <ChannelSelect offer={offer} register={register} />
      )}
      <AmountField
        symbol={symbol}
        channel={channel}
        chips={template === 'new'}
        error={errors.amount?.message}
        registration={register('amount')}
        onPick={pickAmount}
      />
      {template === 'new' ? <PromotionCards {...choice} /> : <PromotionSelect {...choice} />}
      {quote && channel && <DepositSummary quote={quote} feeBps={channel.feeBps} symbol={symbol} />}
      <button
        type="submit"
        className={formStyles.primary}
        disabled={isSubmitting}
        aria-busy={isSubmitting}
      >
        {isSubmitting ? t('wallet.deposit.submitting') : t('wallet.deposit.submit')}
      </button>
    </form>
  );
}
