import type { TemplateFieldDto } from '@lexato/schemas';
import { Textarea, TextInput } from '@mantine/core';
import { DateField } from '../../components/DateField.tsx';
import { MoneyField, type MoneyValue } from '../../components/MoneyField.tsx';

const HINTS: Partial<Record<TemplateFieldDto['type'], { placeholder: string; description?: string }>> = {
  cpf: { placeholder: '000.000.000-00' },
  cnpj: { placeholder: '00.000.000/0000-00' },
  cpf_cnpj: { placeholder: 'CPF ou CNPJ' },
};

/** One template field: textarea, date, money, or text (CPF/CNPJ are text with a hint). */
export function FieldInput({
  field,
  value,
  error,
  onChange,
}: {
  field: TemplateFieldDto;
  /** A money field holds what MoneyField gives (a number once read); the others their text. */
  value: MoneyValue;
  error: string | undefined;
  onChange: (value: MoneyValue) => void;
}) {
  if (field.type === 'money') {
    return (
      <MoneyField
        label={field.label}
        description="Sai no documento com o valor por extenso"
        placeholder="1.500,00"
        value={value}
        error={error}
        onChange={onChange}
      />
    );
  }
  const text = String(value);
  if (field.type === 'textarea') {
    return (
      <Textarea
        label={field.label}
        autosize
        minRows={3}
        maxRows={10}
        value={text}
        error={error}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    );
  }
  if (field.type === 'date') {
    return <DateField label={field.label} value={text} error={error} onChange={onChange} />;
  }
  const hint = HINTS[field.type];
  return (
    <TextInput
      label={field.label}
      placeholder={hint?.placeholder}
      description={hint?.description}
      value={text}
      error={error}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
