import { TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';
import { brDateToIso, isoToBrDate, maskBrDate } from '../lib/format.ts';

const INVALID = 'Data inválida: use dd/mm/aaaa';

/** What the form holds for a text: its ISO date, '' when empty, else the text as typed. */
function formValue(text: string): string {
  const parsed = brDateToIso(text);
  return parsed.kind === 'date' ? parsed.iso : parsed.kind === 'empty' ? '' : text;
}

type Props = Omit<TextInputProps, 'value' | 'onChange' | 'type'> & {
  /** The ISO date (AAAA-MM-DD) the form and the API work with; '' when empty. */
  value?: string;
  onChange?: (iso: string) => void;
};

/**
 * A date typed and shown as dd/mm/aaaa whatever the browser's language (a native date input
 * follows the browser's locale: mm/dd/yyyy in an English one). The form keeps the ISO date; until
 * the text is a whole, real date the form holds the text as typed, which the API's schema refuses,
 * and the field says what is wrong when it loses focus.
 */
export function DateField({ value = '', onChange, error, onBlur, ...props }: Props) {
  const [text, setText] = useState(() => isoToBrDate(value));
  const [touched, setTouched] = useState(false);

  // A value set from outside (a reset, a loaded record) replaces what is shown; React's pattern
  // for state derived from a prop, updated during render rather than in an effect.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== formValue(text)) setText(isoToBrDate(value));
  }

  const parsed = brDateToIso(text);
  const ownError = touched && parsed.kind === 'invalid' ? INVALID : undefined;

  return (
    <TextInput
      {...props}
      inputMode="numeric"
      autoComplete="off"
      placeholder="dd/mm/aaaa"
      maxLength={10}
      value={text}
      error={error ?? ownError}
      onChange={(event) => {
        const next = maskBrDate(event.currentTarget.value);
        setText(next);
        onChange?.(formValue(next));
      }}
      onBlur={(event) => {
        setTouched(true);
        onBlur?.(event);
      }}
    />
  );
}
