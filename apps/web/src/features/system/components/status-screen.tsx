import type { ReactNode } from 'react';
import { linkTargetProps } from '@/shared/lib/link-target';
import { LanguagePicker } from '@/shared/ui/language-picker';
import { LogoMark } from '@/shared/ui/logo';
import styles from './status-screen.module.css';

interface StatusScreenProps {
  title: string;
  children: ReactNode;
  contactLabel: string;
  /** The customer-service link; the contact button is left out when none is configured. */
  serviceUrl: string | undefined;
}

/** The frame shared by the blocking maintenance and region-restricted screens (spec 2.13). */
export function StatusScreen({ title, children, contactLabel, serviceUrl }: StatusScreenProps) {
  return (
    <main className={styles.screen} aria-labelledby="status-title">
      {/* The player may not read the default language: let them switch even here. */}
      <div className={styles.language}>
        <LanguagePicker />
      </div>
      <LogoMark className={styles.logo} />
      <h1 id="status-title" className={styles.title}>
        {title}
      </h1>
      <div className={styles.body}>{children}</div>
      {serviceUrl && (
        <a className={styles.contact} href={serviceUrl} {...linkTargetProps(serviceUrl)}>
          {contactLabel}
        </a>
      )}
    </main>
  );
}
