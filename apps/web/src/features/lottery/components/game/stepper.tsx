import { useState } from 'react';
import styles from './bet-slip.module.css';

interface StepperProps {
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}

/**
 * A whole number with - and + beside it (the multiplier, a chase's issues). What is typed stays as
 * typed (an emptied field, a first digit) and counts once it is a number; it is clamped when the
 * field is left.
 */
export function Stepper({
  label,
  decreaseLabel,
  increaseLabel,
  value,
  min,
  max,
  onChange,
}: StepperProps) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <span className={styles.stepper}>
      <button
        type="button"
        className={styles.step}
        aria-label={decreaseLabel}
        disabled={value <= min}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <input
        className={styles.stepValue}
        type="number"
        inputMode="numeric"
        aria-label={label}
        min={min}
        max={max}
        value={draft ?? value}
        onChange={(e) => {
          setDraft(e.target.value);
          const typed = Number(e.target.value);
          if (e.target.value !== '' && typed >= min && typed <= max) onChange(typed);
        }}
        onBlur={() => {
          if (draft !== null && draft !== '') onChange(Number(draft));
          setDraft(null);
        }}
      />
      <button
        type="button"
        className={styles.step}
        aria-label={increaseLabel}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </span>
  );
}
