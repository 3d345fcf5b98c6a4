// The dia do começo of a deadline for each way a communication reaches the party. Rules in force
// since 16/05/2025 (Res. CNJ 455/2022 as amended by Res. CNJ 569/2024): DJEN publication (CPC
// art. 224, §§ 2º-3º; Lei 11.419/2006 art. 4º, §§ 3º-4º), citação confirmed in the Domicílio Judicial
// Eletrônico (CPC art. 231, IX) and electronic intimação, read or tacit (Lei 11.419/2006 art. 5º).

import { nextBusinessDay, whyNotBusinessDay } from './business-days.ts';
import { addCalendarDays, formatBr, type IsoDate, requireIsoDate } from './dates.ts';
import { noteOtherCalendars, record, type Walk } from './deadline-trail.ts';

export type DeadlineTrigger =
  /** Act made available in the Diário de Justiça Eletrônico Nacional on `availableOn`. */
  | { type: 'djen'; availableOn: IsoDate }
  /** Citação whose receipt was confirmed in the Domicílio Judicial Eletrônico on `confirmedOn`. */
  | { type: 'citacao-domicilio'; confirmedOn: IsoDate }
  /** Intimação read (confirmed) in the Domicílio Judicial Eletrônico on `confirmedOn`. */
  | { type: 'intimacao-domicilio'; confirmedOn: IsoDate }
  /** Intimação (or citação of a public-law entity) sent on `sentOn` and never confirmed. */
  | { type: 'domicilio-nao-confirmada'; sentOn: IsoDate }
  /** Any other event whose date is the dia do começo (e.g. juntada do mandado, CPC art. 231, II). */
  | { type: 'evento'; on: IsoDate; description?: string };

const RULES_SINCE = '2025-05-16';
const RES_569 = 'Res. CNJ 455/2022, red. Res. CNJ 569/2024 (regras de contagem desde 16/05/2025)';

/** The dia do começo each trigger leads to, with the steps that reach it. */
export function startOf(trigger: DeadlineTrigger, walk: Walk): IsoDate {
  const options = { calendar: walk.calendar, court: walk.court };
  const rule = (date: IsoDate, description: string, basis: string) =>
    walk.trail.push({ date, kind: 'regra', description, basis });
  const firstBusinessAfter = (date: IsoDate) => {
    let day = addCalendarDays(date, 1);
    for (let block = whyNotBusinessDay(day, options); block; block = whyNotBusinessDay(day, options)) {
      record(walk, day, block, 'a definição do termo');
      day = addCalendarDays(day, 1);
    }
    noteOtherCalendars(walk, day);
    return day;
  };

  switch (trigger.type) {
    case 'djen': {
      const available = trigger.availableOn;
      requireIsoDate(available, 'data de disponibilização');
      rule(available, `Disponibilização no DJEN em ${formatBr(available)}`, RES_569);
      warnIfBefore(walk, available);
      const published = firstBusinessAfter(available);
      rule(
        published,
        `Publicação considerada em ${formatBr(published)}, primeiro dia útil seguinte à disponibilização`,
        'CPC, art. 224, § 2º; Lei 11.419/2006, art. 4º, § 3º',
      );
      return published;
    }
    case 'citacao-domicilio': {
      const confirmed = trigger.confirmedOn;
      requireIsoDate(confirmed, 'data da confirmação');
      if (walk.calendar === 'criminal') {
        throw new RangeError(
          'No processo penal a citação é pessoal, por mandado (CPP, art. 351): não corre do Domicílio Judicial Eletrônico',
        );
      }
      rule(
        confirmed,
        `Citação confirmada no Domicílio Judicial Eletrônico em ${formatBr(confirmed)}`,
        RES_569,
      );
      warnIfBefore(walk, confirmed);
      let day = confirmed;
      for (let n = 1; n <= 5; n++) day = firstBusinessAfter(day);
      rule(
        day,
        `Quinto dia útil seguinte à confirmação: ${formatBr(day)}`,
        'CPC, art. 231, IX (Lei 14.195/2021)',
      );
      return day;
    }
    case 'intimacao-domicilio': {
      const confirmed = trigger.confirmedOn;
      requireIsoDate(confirmed, 'data da confirmação');
      rule(
        confirmed,
        `Intimação confirmada no Domicílio Judicial Eletrônico em ${formatBr(confirmed)}`,
        RES_569,
      );
      warnIfBefore(walk, confirmed);
      if (!whyNotBusinessDay(confirmed, options)) return confirmed;
      const next = nextBusinessDay(confirmed, options);
      rule(
        next,
        `Confirmação em dia não útil: considerada feita em ${formatBr(next)}`,
        'Lei 11.419/2006, art. 5º, § 2º',
      );
      return next;
    }
    case 'domicilio-nao-confirmada': {
      const sent = trigger.sentOn;
      requireIsoDate(sent, 'data de envio');
      rule(
        sent,
        `Comunicação enviada ao Domicílio Judicial Eletrônico em ${formatBr(sent)}, sem confirmação`,
        RES_569,
      );
      warnIfBefore(walk, sent);
      const deemed = addCalendarDays(sent, 10);
      rule(
        deemed,
        `Considerada realizada em ${formatBr(deemed)}, ao fim de 10 dias corridos do envio (sem prorrogação: escolha conservadora)`,
        'Lei 11.419/2006, art. 5º, § 3º',
      );
      return deemed;
    }
    case 'evento': {
      requireIsoDate(trigger.on, 'data do evento');
      rule(trigger.on, trigger.description ?? `Evento em ${formatBr(trigger.on)}`, 'CPC, art. 231');
      return trigger.on;
    }
  }
}

function warnIfBefore(walk: Walk, date: IsoDate): void {
  if (date >= RULES_SINCE) return;
  walk.trail.push({
    date,
    kind: 'observacao',
    description: 'Comunicação anterior a 16/05/2025: confira a regra de contagem então vigente no tribunal',
    basis: RES_569,
  });
}
