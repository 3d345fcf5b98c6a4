import { type ChangeEvent, useId } from 'react';
import classes from './Field.module.css';

interface FieldProps {
  name: string;
  label: string;
  value: string;
  error?: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  required?: boolean;
  hint?: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  multiline?: boolean;
}

/** Labelled input with its hint and error wired for screen readers (aria-describedby). */
export function Field({
  name,
  label,
  value,
  error,
  onChange,
  required,
  hint,
  type = 'text',
  autoComplete,
  multiline,
}: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    name,
    value,
    onChange,
    className: classes.input,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
  };
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        {label}
        {required && (
          <span className={classes.required} aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {hint && (
        <span id={hintId} className={classes.hint}>
          {hint}
        </span>
      )}
      {multiline ? (
        <textarea rows={5} {...shared} />
      ) : (
        <input type={type} autoComplete={autoComplete} {...shared} />
      )}
      {error && (
        <span id={errorId} className={classes.error}>
          {error}
        </span>
      )}
    </div>
  );
}
