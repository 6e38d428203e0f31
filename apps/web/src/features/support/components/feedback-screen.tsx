import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  countWords,
  FEEDBACK_MAX_CHARS,
  FEEDBACK_MAX_IMAGES,
  FEEDBACK_MAX_WORDS,
  FEEDBACK_MIN_WORDS,
} from '@app/contract';
import formStyles from '@/shared/ui/form.module.css';
import { useSubmitFeedback } from '../api/submit-feedback';
import { pickImages, type ImageProblem, type PickedImage } from '../lib/pick-images';
import { FeedbackImages } from './feedback-images';
import styles from './support.module.css';

/**
 * /m/feedback (spec 5): the text within the word limits with a live count, up to 3 png or jpg
 * pictures of at most 5 MB, checked here before anything is uploaded and again by the server. What
 * was typed and chosen stays on any error; a success shows the feedback's number.
 */
export function FeedbackScreen() {
  const { t } = useTranslation();
  const textId = useId();
  const countId = useId();
  const [text, setText] = useState('');
  const [images, setImages] = useState<PickedImage[]>([]);
  const [problems, setProblems] = useState<ImageProblem[]>([]);
  const [textError, setTextError] = useState<string | null>(null);
  const [sentId, setSentId] = useState<number | null>(null);
  const submit = useSubmitFeedback();
  const imagesRef = useRef(images);
  imagesRef.current = images;
  // Previews are object URLs: let them go when the screen does.
  useEffect(() => () => imagesRef.current.forEach((i) => URL.revokeObjectURL(i.previewUrl)), []);

  const words = countWords(text);
  const wordsOk = words >= FEEDBACK_MIN_WORDS && words <= FEEDBACK_MAX_WORDS;
  const busy = submit.isPending;

  const add = async (files: File[]) => {
    const picked = await pickImages(images, files);
    setImages(picked.images);
    setProblems(picked.problems);
  };
  const remove = (key: string) => {
    const gone = images.find((i) => i.key === key);
    if (gone) URL.revokeObjectURL(gone.previewUrl);
    setImages(images.filter((i) => i.key !== key));
    setProblems([]);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    submit.reset();
    if (!wordsOk || text.trim().length > FEEDBACK_MAX_CHARS) {
      setTextError(
        words < FEEDBACK_MIN_WORDS
          ? t('support.feedback.tooFew', { min: FEEDBACK_MIN_WORDS })
          : t('support.feedback.tooMany', { max: FEEDBACK_MAX_WORDS }),
      );
      document.getElementById(textId)?.focus();
      return;
    }
    setTextError(null);
    try {
      const receipt = await submit.mutateAsync({
        content: text,
        images: images.map((i) => i.file),
      });
      images.forEach((i) => URL.revokeObjectURL(i.previewUrl));
      setSentId(receipt.id);
      setText('');
      setImages([]);
      setProblems([]);
    } catch {
      // The mutation's error is shown below; the text and pictures stay.
    }
  };

  if (sentId !== null) {
    return (
      <div className={styles.success}>
        <h2 className={styles.successTitle}>{t('support.feedback.successTitle')}</h2>
        <p role="status" className={styles.messageText}>
          {t('support.feedback.successText', { id: sentId })}
        </p>
        <button type="button" className={formStyles.secondary} onClick={() => setSentId(null)}>
          {t('support.feedback.another')}
        </button>
      </div>
    );
  }

  const problemText = (p: ImageProblem) =>
    p.kind === 'count'
      ? t('support.feedback.errorCount', { max: FEEDBACK_MAX_IMAGES })
      : p.kind === 'size'
        ? t('support.feedback.errorSize', { name: p.name })
        : t('support.feedback.errorType', { name: p.name });

  return (
    <form className={styles.page} onSubmit={(e) => void onSubmit(e)} noValidate>
      <p className={styles.intro}>{t('support.feedback.intro')}</p>
      <div className={styles.field}>
        <label htmlFor={textId} className={styles.label}>
          {t('support.feedback.contentLabel')}
        </label>
        <textarea
          id={textId}
          className={styles.textarea}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            if (textError) setTextError(null);
          }}
          placeholder={t('support.feedback.placeholder')}
          aria-describedby={countId}
          aria-invalid={textError ? true : undefined}
          maxLength={FEEDBACK_MAX_CHARS}
          disabled={busy}
        />
        <div className={styles.countRow}>
          <span>
            {t('support.feedback.rule', { min: FEEDBACK_MIN_WORDS, max: FEEDBACK_MAX_WORDS })}
          </span>
          <span
            id={countId}
            className={words > FEEDBACK_MAX_WORDS ? styles.countBad : undefined}
            aria-live="polite"
          >
            {t('support.feedback.count', { count: words, max: FEEDBACK_MAX_WORDS })}
          </span>
        </div>
        {textError && (
          <p role="alert" className={styles.textError}>
            {textError}
          </p>
        )}
      </div>
      <FeedbackImages
        images={images}
        onAdd={(f) => void add(f)}
        onRemove={remove}
        disabled={busy}
      />
      {problems.length > 0 && (
        <ul className={styles.errors} role="alert">
          {problems.map((p) => (
            <li key={p.kind === 'count' ? 'count' : `${p.kind}-${p.name}`}>{problemText(p)}</li>
          ))}
        </ul>
      )}
      {submit.error && (
        <p className={styles.errors} role="alert">
          {submit.error.message}
        </p>
      )}
      <button type="submit" className={formStyles.primary} disabled={busy}>
        {busy ? t('support.feedback.sending') : t('support.feedback.submit')}
      </button>
    </form>
  );
}
