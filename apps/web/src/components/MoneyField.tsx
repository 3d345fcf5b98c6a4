import { formatBrlAmount, parseBrlAmount } from '@lexato/schemas/format';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';

export const INVALID_AMOUNT = 'Valor inválido: use o formato 4.850,00';
const NEGATIVE_AMOUNT = 'O valor não pode ser negativo';

/**
 * What a form holds for a money field: the amount as a number, '' when empty, else the text as
 * typed (which no schema takes as an amount, so the form refuses it).
 */
export type MoneyValue = number | string;

function formValue(text: string): MoneyValue {
  const read = parseBrlAmount(text);
  return read.kind === 'amount' ? read.value : read.kind === 'empty' ? '' : text;
}

/** The text a form value shows: an amount written the Brazilian way, anything else as it is. */
function shown(value: MoneyValue): string {
  return typeof value === 'number' ? formatBrlAmount(value) : value;
}

/** True when a form value is text the money field could not read (to refuse the form). */
export const isUnreadableAmount = (value: unknown): value is string =>
  typeof value === 'string' && parseBrlAmount(value).kind === 'invalid';

/** Why a form value is not an amount, for the field's error; undefined when it is one (or empty). */
export function amountError(value: unknown): string | undefined {
  if (!isUnreadableAmount(value)) return undefined;
  return value.trim().startsWith('-') ? NEGATIVE_AMOUNT : INVALID_AMOUNT;
}

type Props = Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'leftSection'> & {
  value?: MoneyValue;
  onChange?: (value: MoneyValue) => void;
};

/**
 * The one money input: a plain text field read the Brazilian way ('4.850,00', '4850,00', '4850',
 * '4.850' and a paste of any of them) by `parseBrlAmount`. Nothing is reformatted while typing —
 * a number mask takes the dot key for the decimal point and turns '4.850,00' into 4,85 — and the
 * amount is written back as 4.850,00 when the field loses focus. Text it cannot read stays as
 * typed, marked when the field loses focus, never guessed at.
 */
export function MoneyField({ value = '', onChange, error, onBlur, ...props }: Props) {
  const [text, setText] = useState(() => shown(value));
  const [touched, setTouched] = useState(false);

  // A value set from outside (a reset, a loaded record) replaces what is shown; React's pattern
  // for state derived from a prop, updated during render rather than in an effect.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== formValue(text)) setText(shown(value));
  }

  const ownError = touched ? amountError(text) : undefined;

  return (
    <TextInput
      {...props}
      inputMode="decimal"
      autoComplete="off"
      placeholder={props.placeholder ?? '0,00'}
      leftSection="R$"
      value={text}
      error={error ?? ownError}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        onChange?.(formValue(next));
      }}
      onBlur={(event) => {
        setTouched(true);
        const read = parseBrlAmount(text);
        if (read.kind === 'amount') setText(formatBrlAmount(read.value));
        onBlur?.(event);
      }}
    />
  );
}
