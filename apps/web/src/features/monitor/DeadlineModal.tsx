import {
  DEADLINE_CALENDAR_LABELS,
  DEADLINE_CALENDARS,
  DEADLINE_RULE_LABELS,
  DEADLINE_RULES,
  type DeadlineCalendar,
  type DeadlineRule,
  type MonitorDeadlineInput,
  type MonitorDto,
} from '@lexato/schemas';
import {
  Button,
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
import { toast } from '../../lib/toast.ts';

interface DeadlineModalProps {
  monitor: MonitorDto | null;
  onClose: () => void;
  saving: boolean;
  onSave: (input: MonitorDeadlineInput) => Promise<unknown>;
  onClear: (id: string) => Promise<unknown>;
}

type Mode = 'data' | 'dias-uteis';

/** A deadline as a date, or as N dias úteis from an event; the server counts (packages/legal). */
export function DeadlineModal({ monitor, onClose, saving, onSave, onClear }: DeadlineModalProps) {
  const [mode, setMode] = useState<Mode>('dias-uteis');
  const [date, setDate] = useState('');
  const [days, setDays] = useState<number | string>(15);
  const [from, setFrom] = useState('');
  const [rule, setRule] = useState<DeadlineRule>('djen');
  const [calendar, setCalendar] = useState<DeadlineCalendar>('nacional');
  const [description, setDescription] = useState('');

  useEffect(() => {
    if (!monitor) return;
    const r = monitor.deadlineRule;
    setMode(r?.kind ?? 'dias-uteis');
    setDate(r?.kind === 'data' ? r.date : '');
    setDays(r?.kind === 'dias-uteis' ? r.businessDays : 15);
    setFrom(r?.kind === 'dias-uteis' ? r.from : '');
    setRule(r?.kind === 'dias-uteis' ? r.rule : 'djen');
    setCalendar(r?.calendar ?? 'nacional');
    setDescription(monitor.deadlineDescription ?? '');
  }, [monitor]);

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
    try {
      await onSave(
        mode === 'data' ? { ...common, date } : { ...common, businessDays: Number(days), from, rule },
      );
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
            <TextInput
              label="Data do prazo"
              type="date"
              withAsterisk
              value={date}
              onChange={(e) => setDate(e.currentTarget.value)}
            />
          ) : (
            <>
              <NumberInput
                label="Dias úteis"
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
              <TextInput
                label={
                  rule === 'domicilio-nao-confirmada'
                    ? 'Data do envio'
                    : rule === 'djen'
                      ? 'Data da disponibilização'
                      : rule === 'evento'
                        ? 'Data do evento'
                        : 'Data da confirmação'
                }
                type="date"
                withAsterisk
                value={from}
                onChange={(e) => setFrom(e.currentTarget.value)}
              />
            </>
          )}
          <Select
            label="Calendário de feriados"
            data={DEADLINE_CALENDARS.map((c) => ({ value: c, label: DEADLINE_CALENDAR_LABELS[c] }))}
            value={calendar}
            onChange={(v) => v && setCalendar(v as DeadlineCalendar)}
            allowDeselect={false}
          />
          <TextInput
            label="Descrição"
            placeholder="Ex.: Contestação"
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
          />
          <Text size="xs" c="dimmed">
            Contagem em dias úteis (CPC, arts. 219 e 220): fins de semana, feriados e o recesso de 20/12 a
            20/01 não contam. A tela mostra o porquê de cada data.
          </Text>
          <Group justify="space-between" mt="sm">
            {monitor?.nextDeadline ? (
              <Button
                variant="subtle"
                color="red"
                onClick={async () => {
                  await onClear(monitor.id).catch(() => {});
                  onClose();
                }}
              >
                Remover prazo
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
