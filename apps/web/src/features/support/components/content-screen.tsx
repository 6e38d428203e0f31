import { useTranslation } from 'react-i18next';
import type { SupportContentKind } from '@app/contract';
import { usePreferencesStore } from '@/shared/stores/preferences-store';
import { RichHtml } from '@/shared/ui/rich-html';
import { useSupportContent } from '../api/get-support-content';
import { SupportMessage, SupportSkeleton } from './screen-states';
import styles from './support.module.css';

/**
 * /m/joinUs, /m/sponsor/detail and /m/useragreement: the merchant's documents of these kinds in
 * the chosen language (the server falls back to the merchant's default, then to any version).
 */
export function ContentScreen({ kinds }: { kinds: readonly SupportContentKind[] }) {
  const { t } = useTranslation();
  const lang = usePreferencesStore((s) => s.language);
  const docs = useSupportContent(kinds, lang);

  if (docs.isPending) return <SupportSkeleton />;
  if (docs.isError) {
    return (
      <SupportMessage
        tone="error"
        message={docs.error.message}
        onRetry={() => void docs.refetch()}
      />
    );
  }
  if (docs.data.length === 0)
    return <SupportMessage tone="info" message={t('support.content.empty')} />;
  return (
    <article className={styles.page}>
      {docs.data.map((d) => (
        <section
          key={d.kind}
          className={styles.doc}
          aria-labelledby={`doc-${d.kind}`}
          lang={d.lang.toLowerCase()}
        >
          <h2 id={`doc-${d.kind}`} className={styles.docTitle}>
            {d.title}
          </h2>
          <RichHtml className={styles.html} html={d.content} />
        </section>
      ))}
    </article>
  );
}
