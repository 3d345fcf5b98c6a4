// Clauses that say different things about the same subject. A contract with two notice periods for
// ending it leaves the parties to litigate which one binds; in an adhesion contract the one that
// favours the adherent prevails (CC art. 423). Each subject is a row: where it is said, and the
// value each clause gives it.

import { sentencesMatching } from './clause-rules.ts';
import { about, type LocatedFinding } from './finding.ts';
import type { Excerpt, Sentences } from './text.ts';

interface Subject {
  name: string;
  /** Sentences about the subject. */
  re: RegExp;
  /** The value a sentence gives the subject (e.g. the days of notice), or null. */
  value: (sentence: string) => string | null;
  unit: string;
  legalBasis: string;
  /** Sentences that speak of another subject with the same words (a cure period is not a notice period). */
  unless?: RegExp;
}

const NOTICE_DAYS =
  /(?:aviso(?:\s+pr[ée]vio)?|anteced[êe]ncia(?:\s+m[íi]nima)?)\s+(?:de\s+)?(?:no\s+m[íi]nimo\s+)?(\d{1,3})\s*(?:\([^)]{0,30}\)\s*)?dias|(\d{1,3})\s*(?:\([^)]{0,30}\)\s*)?dias\s+de\s+(?:aviso|anteced[êe]ncia)/i;

const SUBJECTS: readonly Subject[] = [
  {
    name: 'o aviso prévio para encerrar o contrato',
    re: /(?:rescis|rescind|resili|den[úu]nci|encerr|cancel)[^.;\n]{0,200}(?:aviso|anteced[êe]ncia)|(?:aviso|anteced[êe]ncia)[^.;\n]{0,200}(?:rescis|rescind|resili|den[úu]nci|encerr|cancel)/gi,
    value: (sentence) => {
      const m = NOTICE_DAYS.exec(sentence);
      return m ? (m[1] ?? m[2] ?? null) : null;
    },
    unit: 'dias',
    legalBasis: 'CC, art. 473 (resilição mediante denúncia notificada); CC, arts. 113 e 423 (interpretação)',
    unless: /inadimpl|descumpr|infra[çc]|sanar|n[ãa]o sanad|renova|prorroga/i,
  },
  {
    name: 'o prazo de vigência',
    re: /prazo de vig[êe]ncia|vigorar[áa]|ter[áa] vig[êe]ncia|vig[êe]ncia (?:ser[áa]|é) de/gi,
    value: (sentence) => {
      const m = /(\d{1,3})\s*(?:\([^)]{0,30}\)\s*)?(meses|m[êe]s|anos?)\b/i.exec(sentence);
      if (!m) return null;
      const n = Number(m[1]);
      return String(/^a/i.test(m[2] ?? '') ? n * 12 : n);
    },
    unit: 'meses',
    legalBasis: 'CC, arts. 112 e 113 (interpretação); CC, art. 423 (adesão: a mais favorável ao aderente)',
    unless: /renova|prorroga|ap[óo]s o t[ée]rmino|confidencial|sigilo/i,
  },
];

export function contradictionFindings(s: Sentences): LocatedFinding[] {
  const out: LocatedFinding[] = [];
  for (const subject of SUBJECTS) {
    const seen = new Map<string, Excerpt>();
    for (const sentence of sentencesMatching(s, subject.re)) {
      if (subject.unless?.test(sentence.text)) continue;
      const value = subject.value(sentence.text);
      if (value && !seen.has(value)) seen.set(value, sentence);
    }
    if (seen.size < 2) continue;
    const [first, ...rest] = [...seen.entries()];
    if (!first) continue;
    const values = [...seen.keys()].map((v) => `${v} ${subject.unit}`).join(' e ');
    out.push(
      about(first[1], {
        type: 'risk',
        severity: 'alta',
        description: `Cláusulas contraditórias sobre ${subject.name}: ${values} (também em “${rest.map(([, e]) => e.text).join('”; “')}”). Não se sabe qual prevalece.`,
        recommendation: `Unifique ${subject.name} em uma só cláusula e revogue a outra.`,
        legalBasis: subject.legalBasis,
      }),
    );
  }
  return out;
}
