import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_MAX_IMAGES } from '@app/contract';
import type { PickedImage } from '../lib/pick-images';
import styles from './support.module.css';

interface FeedbackImagesProps {
  images: readonly PickedImage[];
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  disabled: boolean;
}

/** Previews of the chosen pictures, each with its remove button, and the add tile while room is left. */
export function FeedbackImages({ images, onAdd, onRemove, disabled }: FeedbackImagesProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const change = (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    // The same file may be chosen again after a removal.
    e.target.value = '';
    if (files.length > 0) onAdd(files);
  };
  return (
    <fieldset className={`${styles.field} ${styles.fieldset}`}>
      <legend className={styles.label}>{t('support.feedback.images')}</legend>
      <p id={hintId} className={styles.intro}>
        {t('support.feedback.imagesHint', { max: FEEDBACK_MAX_IMAGES })}
      </p>
      <ul className={styles.previews}>
        {images.map((image, i) => (
          <li key={image.key} className={styles.preview}>
            <img src={image.previewUrl} alt={t('support.feedback.imageAlt', { n: i + 1 })} />
            <button
              type="button"
              className={styles.remove}
              aria-label={t('support.feedback.removeImage', { n: i + 1 })}
              onClick={() => onRemove(image.key)}
              disabled={disabled}
            >
              ×
            </button>
          </li>
        ))}
        {images.length < FEEDBACK_MAX_IMAGES && (
          <li>
            <label className={styles.add}>
              <input
                type="file"
                className={styles.fileInput}
                accept="image/png,image/jpeg"
                multiple
                aria-describedby={hintId}
                onChange={change}
                disabled={disabled}
              />
              {t('support.feedback.addImage')}
            </label>
          </li>
        )}
      </ul>
    </fieldset>
  );
}
