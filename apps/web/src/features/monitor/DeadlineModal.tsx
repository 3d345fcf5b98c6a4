import {
  DEADLINE_CALENDAR_LABELS,
  DEADLINE_CALENDARS,
  DEADLINE_RULE_LABELS,
  DEADLINE_RULES,
  DEFAULT_DEADLINE_CALENDAR,
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
import { type FormEvent, useEffect, useState } from 'react';
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

/** A deadline as a date, or as N dias úteis from an event; the server counts (packages/legal). */
export function DeadlineModal({ monitor, onClose, saving, onSave, onClear, preset }: DeadlineModalProps) {
  const [mode, setMode] = useState<Mode>('dias-uteis');
  const [date, setDate] = useState('');
  const [days, setDays] = useState<number | string>(15);
  const [from, setFrom] = useState('');
  const [rule, setRule] = useState<DeadlineRule>('djen');
  const [calendar, setCalendar] = useState<DeadlineCalendar>(DEFAULT_DEADLINE_CALENDAR);
  const [doubleTime, setDoubleTime] = useState<DoubleTimeReasonValue | typeof NO_DOUBLE_TIME>(NO_DOUBLE_TIME);
  const [recessExempt, setRecessExempt] = useState(false);
  const [description, setDescription] = useState('');
  const [confirmClear, setConfirmClear] = useState(false);

  useEffect(() => {
    if (!monitor) return;
    const r = monitor.deadlineRule;
    setMode(r?.kind ?? 'dias-uteis');
    setDate(r?.kind === 'data' ? r.date : '');
    setDays(r?.kind === 'dias-uteis' ? r.businessDays : 15);
    setFrom(r?.kind === 'dias-uteis' ? r.from : '');
    setRule(r?.kind === 'dias-uteis' ? r.rule : 'djen');
    setCalendar(r?.calendar ?? monitor.courtCalendar);
    setDoubleTime((r?.kind === 'dias-uteis' && r.doubleTime) || NO_DOUBLE_TIME);
    setRecessExempt(r?.kind === 'dias-uteis' && r.recessExempt === true);
    // An automatic description ("Prazo de 15 dias úteis") is recomputed, not kept as the user's text.
    const automatic = r !== null && monitor.deadlineDescription === defaultDeadlineDescription(r);
    setDescription(automatic ? '' : (monitor.deadlineDescription ?? ''));
    setConfirmClear(false);
    if (preset) {
      setMode('dias-uteis');
      setRule('djen');
      setFrom(preset.from);
      setCalendar(monitor.courtCalendar);
      setDescription('');
    }
  }, [monitor, preset]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!monitor) return;
    const missing = mode === 'data' ? !date : !from || days === '';
    if (missing) {
      toast.error('Campos Obrigatórios', 'Preencha todos os campos obrigatórios');
      return;
    }
    const common = {
      id: monitor.id,
      calendar,
      ...(description.trim() ? { description: description.trim() } : {}),
    };
    const counted = {
      ...common,
      businessDays: Number(days),
      from,
      rule,
      ...(doubleTime !== NO_DOUBLE_TIME ? { doubleTime } : {}),
      ...(calendar === 'criminal' && recessExempt ? { recessExempt: true } : {}),
    };
    try {
      await onSave(mode === 'data' ? { ...common, date } : counted);
      onClose();
    } catch {
      // The mutation's toast has said why; the modal stays open.
    }
  };

  return (
    <Modal opened={monitor !== null} onClose={onClose} title="Prazo do processo">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SegmentedControl
            value={mode}
            onChange={(v) => setMode(v as Mode)}
            data={[
              { value: 'dias-uteis', label: 'Dias úteis' },
              { value: 'data', label: 'Data fixa' },
            ]}
          />
          {mode === 'data' ? (
            <DateField label="Data do prazo" withAsterisk value={date} onChange={setDate} />
          ) : (
            <>
              <NumberInput
                label={calendar === 'criminal' ? 'Dias (corridos)' : 'Dias úteis'}
                min={1}
                max={365}
                withAsterisk
                value={days}
                onChange={setDays}
              />
              <Select
                label="Termo inicial"
                data={DEADLINE_RULES.map((r) => ({ value: r, label: DEADLINE_RULE_LABELS[r] }))}
                value={rule}
                onChange={(v) => v && setRule(v as DeadlineRule)}
                allowDeselect={false}
              />
              <DateField label={FROM_LABELS[rule]} withAsterisk value={from} onChange={setFrom} />
            </>
          )}
          <Select
            label="Calendário do juízo"
            description={
              monitor
                ? `Padrão do ${monitor.tribunal}: ${DEADLINE_CALENDAR_LABELS[monitor.courtCalendar]} (${monitor.courtCalendarBasis}); os fechamentos do tribunal por ato registrado entram na contagem`
                : undefined
            }
            data={DEADLINE_CALENDARS.map((c) => ({ value: c, label: DEADLINE_CALENDAR_LABELS[c] }))}
            value={calendar}
            onChange={(v) => v && setCalendar(v as DeadlineCalendar)}
            allowDeselect={false}
          />
          {mode === 'dias-uteis' && (
            <Select
              label="Prazo em dobro"
              data={[
                { value: NO_DOUBLE_TIME, label: 'Não (prazo simples)' },
                ...DOUBLE_TIME_REASONS.map((r) => ({ value: r, label: DOUBLE_TIME_LABELS[r] })),
              ]}
              value={doubleTime}
              onChange={(v) => v && setDoubleTime(v as DoubleTimeReasonValue | typeof NO_DOUBLE_TIME)}
              allowDeselect={false}
            />
          )}
          {mode === 'dias-uteis' && calendar === 'criminal' && (
            <Checkbox
              label="Réu preso, Lei Maria da Penha ou medida urgente: sem suspensão de 20/12 a 20/01 (CPP, art. 798-A)"
              checked={recessExempt}
              onChange={(e) => setRecessExempt(e.currentTarget.checked)}
            />
          )}
          <TextInput
            label="Descrição"
            placeholder="Ex.: Contestação"
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
          />
          <Text size="xs" c="dimmed">
            {COUNTING_HELP[calendar]} A tela mostra o porquê de cada data.
          </Text>
          <Group justify="space-between" mt="sm">
            {monitor?.nextDeadline ? (
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
    </Modal>
  );
}
