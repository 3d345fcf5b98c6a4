import {
  DEADLINE_CALENDAR_LABELS,
  DEADLINE_CALENDARS,
  DEADLINE_RULE_LABELS,
  DEADLINE_RULES,
  type DeadlineCalendar,
  type DeadlineRule,
  DOUBLE_TIME_LABELS,
  DOUBLE_TIME_REASONS,
  type DoubleTimeReasonValue,
  defaultDeadlineDescription,
  type MonitorDeadlineInput,
  type MonitorDto,
} from '@lexato/schemas';
import {
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { DateField } from '../../components/DateField.tsx';
import { toast } from '../../lib/toast.ts';

interface DeadlineModalProps {
  monitor: MonitorDto | null;
  onClose: () => void;
  saving: boolean;
  onSave: (input: MonitorDeadlineInput) => Promise<unknown>;
  onClear: (id: string) => Promise<unknown>;
  /** A DJEN publication's availability date to count from (the user gives the days). */
  preset?: { from: string } | undefined;
}

type Mode = 'data' | 'dias-uteis';

const NO_DOUBLE_TIME = 'simples';

/** The label of the date that starts the count, by how the act reached the party. */
const FROM_LABELS: Record<DeadlineRule, string> = {
  djen: 'Data da disponibilização no DJEN',
  'citacao-domicilio': 'Data da confirmação do recebimento',
  'intimacao-domicilio': 'Data da consulta (confirmação)',
  'domicilio-nao-confirmada': 'Data do envio',
  evento: 'Data do evento',
};

/** What each calendar does, said under the form (the trail gives the detail of each date). */
const COUNTING_HELP: Record<DeadlineCalendar, string> = {
  forense:
    'Dias úteis (CPC, arts. 219 e 224): fins de semana, feriados, Carnaval e o período de 20/12 a 20/01 não contam; Quarta-feira de Cinzas adia o início ou o fim (art. 224, § 1º).',
  'justica-federal':
    'Dias úteis, com os feriados da Justiça Federal (Lei 5.010/1966, art. 62) e a suspensão de 20/12 a 20/01 (CPC, art. 220).',
  trabalhista:
    'Dias úteis (CLT, art. 775), com quarta e quinta-feira santas, 11/08, 01/11 e 08/12 (Lei 5.010/1966, art. 62), suspensos de 20/12 a 20/01 (CLT, art. 775-A).',
  juizados: 'Dias úteis (Lei 9.099/1995, art. 12-A), suspensos de 20/12 a 20/01 (CPC, art. 220).',
  criminal:
    'Dias corridos (CPP, art. 798): fins de semana e feriados contam; o prazo começa em dia útil (Súmula 310 do STF) e, se terminar em dia sem expediente, vence no dia útil seguinte; suspenso de 20/12 a 20/01 (CPP, art. 798-A).',
  nacional:
    'Dias úteis considerando só os feriados nacionais: Carnaval e Corpus Christi contam como dias úteis — confira o calendário do tribunal.',
};

interface DeadlineValues {
  mode: Mode;
  date: string;
  days: number | string;
  from: string;
  rule: DeadlineRule;
  calendar: DeadlineCalendar;
  doubleTime: DoubleTimeReasonValue | typeof NO_DOUBLE_TIME;
  recessExempt: boolean;
  description: string;
}

/**
 * The form as it opens: the monitor's saved deadline, or a new count of 15 dias úteis; a DJEN
 * publication's date (preset) starts a new count from it in the court's calendar.
 */
export function initialDeadlineValues(monitor: MonitorDto, preset?: { from: string }): DeadlineValues {
  const r = monitor.deadlineRule;
  // An automatic description ("Prazo de 15 dias úteis") is recomputed, not kept as the user's text.
  const automatic = r !== null && monitor.deadlineDescription === defaultDeadlineDescription(r);
  const saved: DeadlineValues = {
    mode: r?.kind ?? 'dias-uteis',
    date: r?.kind === 'data' ? r.date : '',
    days: r?.kind === 'dias-uteis' ? r.businessDays : 15,
    from: r?.kind === 'dias-uteis' ? r.from : '',
    rule: r?.kind === 'dias-uteis' ? r.rule : 'djen',
    calendar: r?.calendar ?? monitor.courtCalendar,
    doubleTime: (r?.kind === 'dias-uteis' && r.doubleTime) || NO_DOUBLE_TIME,
    recessExempt: r?.kind === 'dias-uteis' && r.recessExempt === true,
    description: automatic ? '' : (monitor.deadlineDescription ?? ''),
  };
  if (!preset) return saved;
  return {
    ...saved,
    mode: 'dias-uteis',
    rule: 'djen',
    from: preset.from,
    calendar: monitor.courtCalendar,
    description: '',
  };
}

const REQUIRED = 'Campo obrigatório';

/** A deadline as a date, or as N dias úteis from an event; the server counts (packages/legal). */
export function DeadlineModal({ monitor, onClose, saving, onSave, onClear, preset }: DeadlineModalProps) {
  return (
    <Modal opened={monitor !== null} onClose={onClose} title="Prazo do processo">
      {monitor && (
        // A new monitor or preset mounts a new form: its values start from them, no copying in an effect.
        <DeadlineForm
          key={`${monitor.id}|${preset?.from ?? ''}`}
          monitor={monitor}
          preset={preset}
          onClose={onClose}
          saving={saving}
          onSave={onSave}
          onClear={onClear}
        />
      )}
    </Modal>
  );
}

function DeadlineForm({
  monitor,
  onClose,
  saving,
  onSave,
  onClear,
  preset,
}: Omit<DeadlineModalProps, 'monitor'> & { monitor: MonitorDto }) {
  const form = useForm<DeadlineValues>({
    initialValues: initialDeadlineValues(monitor, preset),
    // Only the fields the chosen mode shows are required; each is marked under itself.
    validate: {
      date: (value, values) => (values.mode === 'data' && !value ? REQUIRED : null),
      from: (value, values) => (values.mode === 'dias-uteis' && !value ? REQUIRED : null),
      days: (value, values) => (values.mode === 'dias-uteis' && value === '' ? REQUIRED : null),
    },
  });
  const [confirmClear, setConfirmClear] = useState(false);
  const v = form.values;

  const submit = form.onSubmit(
    async (values) => {
      const common = {
        id: monitor.id,
        calendar: values.calendar,
        ...(values.description.trim() ? { description: values.description.trim() } : {}),
      };
      const counted = {
        ...common,
        businessDays: Number(values.days),
        from: values.from,
        rule: values.rule,
        ...(values.doubleTime !== NO_DOUBLE_TIME ? { doubleTime: values.doubleTime } : {}),
        ...(values.calendar === 'criminal' && values.recessExempt ? { recessExempt: true } : {}),
      };
      try {
        await onSave(values.mode === 'data' ? { ...common, date: values.date } : counted);
        onClose();
      } catch {
        // The mutation's toast has said why; the modal stays open.
      }
    },
    () => toast.error('Campos Obrigatórios', 'Preencha todos os campos obrigatórios'),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SegmentedControl
          {...form.getInputProps('mode')}
          onChange={(value) => form.setFieldValue('mode', value as Mode)}
          data={[
            { value: 'dias-uteis', label: 'Dias úteis' },
            { value: 'data', label: 'Data fixa' },
          ]}
        />
        {v.mode === 'data' ? (
          <DateField
            label="Data do prazo"
            withAsterisk
            value={v.date}
            onChange={(value) => form.setFieldValue('date', value)}
            error={form.errors.date}
          />
        ) : (
          <>
            <NumberInput
              label={v.calendar === 'criminal' ? 'Dias (corridos)' : 'Dias úteis'}
              min={1}
              max={365}
              withAsterisk
              {...form.getInputProps('days')}
            />
            <Select
              label="Termo inicial"
              data={DEADLINE_RULES.map((r) => ({ value: r, label: DEADLINE_RULE_LABELS[r] }))}
              value={v.rule}
              onChange={(value) => value && form.setFieldValue('rule', value as DeadlineRule)}
              allowDeselect={false}
            />
            <DateField
              label={FROM_LABELS[v.rule]}
              withAsterisk
              value={v.from}
              onChange={(value) => form.setFieldValue('from', value)}
              error={form.errors.from}
            />
          </>
        )}
        <Select
          label="Calendário do juízo"
          description={`Padrão do ${monitor.tribunal}: ${DEADLINE_CALENDAR_LABELS[monitor.courtCalendar]} (${monitor.courtCalendarBasis}); os fechamentos do tribunal por ato registrado entram na contagem`}
          data={DEADLINE_CALENDARS.map((c) => ({ value: c, label: DEADLINE_CALENDAR_LABELS[c] }))}
          value={v.calendar}
          onChange={(value) => value && form.setFieldValue('calendar', value as DeadlineCalendar)}
          allowDeselect={false}
        />
        {v.mode === 'dias-uteis' && (
          <Select
            label="Prazo em dobro"
            data={[
              { value: NO_DOUBLE_TIME, label: 'Não (prazo simples)' },
              ...DOUBLE_TIME_REASONS.map((r) => ({ value: r, label: DOUBLE_TIME_LABELS[r] })),
            ]}
            value={v.doubleTime}
            onChange={(value) =>
              value && form.setFieldValue('doubleTime', value as DeadlineValues['doubleTime'])
            }
            allowDeselect={false}
          />
        )}
        {v.mode === 'dias-uteis' && v.calendar === 'criminal' && (
          <Checkbox
            label="Réu preso, Lei Maria da Penha ou medida urgente: sem suspensão de 20/12 a 20/01 (CPP, art. 798-A)"
            {...form.getInputProps('recessExempt', { type: 'checkbox' })}
          />
        )}
        <TextInput label="Descrição" placeholder="Ex.: Contestação" {...form.getInputProps('description')} />
        <Text size="xs" c="dimmed">
          {COUNTING_HELP[v.calendar]} A tela mostra o porquê de cada data.
        </Text>
        <Group justify="space-between" mt="sm">
          {monitor.nextDeadline ? (
            <Button
              variant={confirmClear ? 'filled' : 'subtle'}
              color="red"
              onClick={async () => {
                // One click arms, the second removes: a deadline is not lost to a stray click.
                if (!confirmClear) return setConfirmClear(true);
                await onClear(monitor.id).catch(() => {});
                onClose();
              }}
            >
              {confirmClear ? 'Confirmar remoção do prazo' : 'Remover prazo'}
            </Button>
          ) : (
            <span />
          )}
          <Group>
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={saving}>
              Calcular e salvar
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
