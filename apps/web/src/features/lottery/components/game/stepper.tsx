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

/** A whole number with - and + beside it (the multiplier, a chase's issues); typed values clamp. */
export function Stepper({
  label,
  decreaseLabel,
  increaseLabel,
  value,
  min,
  max,
  onChange,
}: StepperProps) {
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
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
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
