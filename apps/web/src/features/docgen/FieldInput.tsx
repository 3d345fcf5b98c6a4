import type { TemplateFieldDto } from '@lexato/schemas';
import { Textarea, TextInput } from '@mantine/core';
import { DateField } from '../../components/DateField.tsx';

const HINTS: Partial<Record<TemplateFieldDto['type'], { placeholder: string; description?: string }>> = {
  money: { placeholder: '1.500,00', description: 'Sai no documento com o valor por extenso' },
  cpf: { placeholder: '000.000.000-00' },
  cnpj: { placeholder: '00.000.000/0000-00' },
  cpf_cnpj: { placeholder: 'CPF ou CNPJ' },
};

/** One template field: textarea, date, or text (money and CPF/CNPJ are text with a hint). */
export function FieldInput({
  field,
  value,
  onChange,
}: {
  field: TemplateFieldDto;
  value: string;
  onChange: (value: string) => void;
}) {
  if (field.type === 'textarea') {
    return (
      <Textarea
        label={field.label}
        autosize
        minRows={3}
        maxRows={10}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    );
  }
  if (field.type === 'date') {
    return <DateField label={field.label} value={value} onChange={onChange} />;
  }
  const hint = HINTS[field.type];
  return (
    <TextInput
      label={field.label}
      leftSection={field.type === 'money' ? 'R$' : undefined}
      placeholder={hint?.placeholder}
      description={hint?.description}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
