import { useTranslation } from 'react-i18next';
import { usePopup } from '@/shared/hooks/use-popup';
import { Icon } from '@/shared/ui/icon';
import { ProviderPopup } from '../provider-popup';
import type { StripVendor } from './vendor-strip';
import styles from './entrance.module.css';

interface ProviderButtonProps {
  vendors: readonly StripVendor[];
  value: string;
  onApply: (vassalage: string) => void;
}

/** Spec 2.5 provider picker: a provider or All, applied on Submit; Reset returns to All. */
export function ProviderButton({ vendors, value, onApply }: ProviderButtonProps) {
  const { t } = useTranslation();
  const { open, close, triggerProps } = usePopup();
  const current = vendors.find((v) => v.vassalage === value)?.displayName ?? t('games.filters.all');
  return (
    <>
      <button
        {...triggerProps}
        className={styles.provider}
        aria-label={t('games.home.provider', { name: current })}
      >
        <Icon name="chevronDown" />
      </button>
      {open && <ProviderPopup vendors={vendors} value={value} onApply={onApply} onClose={close} />}
    </>
  );
}
