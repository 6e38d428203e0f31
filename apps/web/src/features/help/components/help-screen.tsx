import type { HelpEntry } from '@app/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import formStyles from '@/shared/ui/form.module.css';
import { RichHtml } from '@/shared/ui/rich-html';
import { useHelpCenter } from '../api/get-help-center';
import styles from './help.module.css';

const indexOf = (value: string | null) => (value && /^\d{1,4}$/.test(value) ? Number(value) : null);

/**
 * Which section and sub-section the query opens (spec 2.12): `tag` names a section by its tag and
 * wins over `p`, the section's index; `c` is the sub-section's index in it. Indexes count from 0,
 * as the list's own positions.
 */
function openedBy(entries: HelpEntry[], params: URLSearchParams) {
  const tag = params.get('tag');
  const byTag = tag ? entries.findIndex((e) => e.tag === tag) : -1;
  const p = byTag >= 0 ? byTag : indexOf(params.get('p'));
  const section = p !== null && p < entries.length ? p : null;
  const c = indexOf(params.get('c'));
  const child = section !== null && c !== null && c < entries[section]!.children.length ? c : null;
  return { section, child };
}

/** /m/help: numbered accordion sections with their numbered sub-sections, or the empty state. */
export function HelpScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const help = useHelpCenter();
  const entries = help.data ?? [];
  const initial = openedBy(entries, params);
  const [section, setSection] = useState<number | null>(null);
  const [child, setChild] = useState<number | null>(null);
  const target = useRef<HTMLLIElement | null>(null);
  const queryKey = params.toString();
  const ready = help.data !== undefined;

  useEffect(() => {
    if (!ready) return;
    setSection(initial.section);
    setChild(initial.child);
    // Scroll once the opened section is drawn.
    requestAnimationFrame(() => target.current?.scrollIntoView({ block: 'start' }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per query and data
  }, [queryKey, ready]);

  if (help.isPending)
    return (
      <div className={styles.page} role="status" aria-label={t('help.loading')}>
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={styles.skeleton} />
        ))}
      </div>
    );
  if (help.isError)
    return (
      <div className={styles.message}>
        <p role="alert">{t('help.loadFailed')}</p>
        <button type="button" className={formStyles.secondary} onClick={() => void help.refetch()}>
          {t('help.retry')}
        </button>
      </div>
    );
  if (entries.length === 0)
    return (
      <div className={styles.message}>
        <p role="status">{t('help.empty')}</p>
      </div>
    );

  return (
    <ol className={styles.page} aria-label={t('help.sections')}>
      {entries.map((entry, i) => {
        const open = section === i;
        const isTarget = initial.section === i && initial.child === null;
        return (
          <li key={entry.tag + i} className={styles.section} ref={isTarget ? target : undefined}>
            <h2 className={styles.heading}>
              <button
                type="button"
                className={styles.toggle}
                aria-expanded={open}
                aria-controls={`help-${i}`}
                onClick={() => {
                  setSection(open ? null : i);
                  setChild(null);
                }}
              >
                <span className={styles.number}>{i + 1}.</span> {entry.title}
              </button>
            </h2>
            <div id={`help-${i}`} className={styles.panel} hidden={!open}>
              {open && (
                <>
                  <RichHtml html={entry.content} className={styles.content} />
                  <ol className={styles.children}>
                    {entry.children.map((c, j) => {
                      const childOpen = child === j;
                      const childTarget = initial.section === i && initial.child === j;
                      return (
                        <li key={j} ref={childTarget ? target : undefined}>
                          <h3 className={styles.heading}>
                            <button
                              type="button"
                              className={styles.childToggle}
                              aria-expanded={childOpen}
                              aria-controls={`help-${i}-${j}`}
                              onClick={() => setChild(childOpen ? null : j)}
                            >
                              <span className={styles.number}>
                                {i + 1}.{j + 1}
                              </span>{' '}
                              {c.title}
                            </button>
                          </h3>
                          <div id={`help-${i}-${j}`} hidden={!childOpen}>
                            {childOpen && <RichHtml html={c.content} className={styles.content} />}
                          </div>
                        </li>
                      );
                    })}
                  </ol>
                </>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
