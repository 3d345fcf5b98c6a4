// Evidence a lawyer weighs, read from the description: documents, witnesses, the other side's
// admission, and evidence the user says is missing. Weights are in percentage points. Whether a
// document is denied, and by whom, comes from `readFact` (@lexato/legal): "o banco não apresentou
// contrato" is the bank's failure to prove, not the plaintiff's lack of proof.
import { readFact } from '@lexato/legal';
import type { CaseType } from '@lexato/schemas';
import { findAll, type Match, quoteList } from '../case-text.ts';
import type { Factor } from './engine.ts';

/** How the description states one mention: held by the plaintiff, lacking, or the other side's. */
type Standing = 'held' | 'lacking' | 'notShownByOtherSide' | 'otherSide' | 'neither';

function standing(folded: string, m: Match): Standing {
  const r = readFact(folded, m.start, m.end);
  if (!r.denied) return r.party === 'reu' ? 'otherSide' : 'held';
  if (!r.absent) return 'neither';
  return r.party === 'reu' ? 'notShownByOtherSide' : 'lacking';
}

/** Each kind of document counts once (patterns run on the folded text). */
const DOCUMENT_KINDS: Array<[string, RegExp]> = [
  ['contrato', /\bcontrato(?:s)?(?!\s+verba)(?:\s+(?:escrito|assinado)s?)?\b/g],
  ['recibo', /\brecibos?\b/g],
  ['nota fiscal', /\bnotas?\s+fisca(?:l|is)\b/g],
  ['comprovante', /\bcomprovantes?(?:\s+de\s+\w+)?\b/g],
  ['extrato', /\bextratos?\b/g],
  ['e-mail', /\be-?mails?\b/g],
  [
    'mensagens',
    /\b(?:whatsapp|mensagens|conversas\s+(?:escritas|gravadas)|prints?|capturas?\s+de\s+tela)\b/g,
  ],
  ['fotos e vídeos', /\b(?:fotos|fotografias|videos?|gravac(?:ao|oes))\b/g],
  ['laudo ou perícia', /\b(?:laudos?|pericias?|atestados?|exames?|ultrassom|ultrassonografias?)\b/g],
  [
    'documentos do contrato de trabalho',
    /\b(?:holerites?|contracheques?|ctps|carteira\s+de\s+trabalho|cartoes?\s+de\s+ponto|termos?\s+de\s+rescisao|trct|aviso\s+de\s+dispensa)\b/g,
  ],
  [
    'bilhete',
    /\b(?:cart(?:ao|oes)\s+de\s+embarque|bilhetes?\s+(?:aereos?|de\s+passagem)|passagens?\s+aereas?)\b/g,
  ],
  ['boleto ou fatura', /\b(?:boletos?|faturas?)\b/g],
  ['título de crédito', /\b(?:notas?\s+promissorias?|cheques?|duplicatas?)\b/g],
  [
    'protocolo',
    /\b(?:protocolos?|boletim\s+de\s+ocorrencia|notificac(?:ao|oes)\s+extrajudicia(?:l|is)|reclamac(?:ao|oes)\s+no\s+procon)\b/g,
  ],
  ['certidão', /\bcertid(?:ao|oes)\b/g],
  ['documentos', /\bdocumentos?\b/g],
];

const NO_EVIDENCE =
  /\b(?:sem\s+(?:qualquer\s+)?provas?|nao\s+(?:tenho|tem|ha|possuo|possui)\s+(?:nenhuma\s+)?provas?|contrato\s+verbal|verbalmente|combinado\s+de\s+boca)\b/g;
/** A deed or title of the property ("documento de compra", "escritura", "título"). */
const TITLE_DEED = /\b(?:documento[s]? de compra|escritura|titulo|contrato de compra|registro do imovel)\b/;
/** The sentence around a match, where its object is named. */
const clauseAt = (folded: string, m: Match) =>
  folded.slice(Math.max(0, m.start - 60), Math.min(folded.length, m.end + 60));
/** The factor of a description that names no document at all. */
export const NO_DOCUMENTS_LABEL = 'Nenhuma prova documental mencionada';
const WITNESSES = /\b(?:testemunhas?|testemunh(?:ou|ar|aram|am)|presenciou|presenciaram)\b/g;
/**
 * A document the user says shows only something else ("os cartões de ponto que assinei mostram só a
 * jornada normal", "os recibos indicam apenas o valor pago"): evidence against the claim, not for it.
 */
const CONTRARY =
  /\b(?:cartoes?\s+de\s+ponto|holerites?|contracheques?|recibos?|documentos?|registros?|extratos?)\b[^.;]{0,60}?\b(?:mostra|mostram|registra|registram|indica|indicam|marca|marcam|consta|constam|aponta|apontam|prova|provam)\b[^.;]{0,20}?\b(?:so|apenas|somente)\b[^.;]{0,60}/g;
const ADMISSION =
  /\b(?:confess(?:ou|aram|ando)|admit(?:iu|iram)|reconhec(?:eu|eram)\s+(?:a|o)\s+(?:divida|debito|erro|falha|defeito|vinculo))\b/g;

export function evidenceFactors(text: string, folded: string, caseType: CaseType): Factor[] {
  const out: Factor[] = [];
  const burden =
    caseType === 'trabalhista'
      ? 'CLT art. 818, I e CPC art. 373, I (ônus de provar o fato constitutivo)'
      : 'CPC art. 373, I (ônus de provar o fato constitutivo) e art. 434 (documentos com a inicial)';

  const adverseTitle = /\busucapi/.test(folded);
  const present: Match[] = [];
  const denied: Match[] = [];
  const notShown: Match[] = [];
  const kinds: string[] = [];
  const contrary = findAll(text, folded, CONTRARY);
  const against = (m: Match) => contrary.some((c) => m.start >= c.start && m.end <= c.end);
  for (const [kind, pattern] of DOCUMENT_KINDS) {
    const matches = findAll(text, folded, pattern);
    const affirmed = matches.filter((m) => standing(folded, m) === 'held' && !against(m));
    // In a usucapião the want of a title is the claim's premise, not a want of evidence.
    denied.push(
      ...matches.filter(
        (m) => standing(folded, m) === 'lacking' && !(adverseTitle && TITLE_DEED.test(clauseAt(folded, m))),
      ),
    );
    notShown.push(...matches.filter((m) => standing(folded, m) === 'notShownByOtherSide'));
    if (affirmed.length > 0 && !(kind === 'documentos' && kinds.length > 0)) {
      kinds.push(kind);
      present.push(...affirmed);
    }
  }
  if (kinds.length > 0) {
    out.push({
      kind: 'prova',
      label: `Prova documental (${kinds.join(', ')})`,
      // +10 for the first kind of document, +3 for each further kind, at most +19.
      weight: Math.min(19, 10 + 3 * (kinds.length - 1)),
      evidence: quoteList(present),
      basis: `${burden}: +10 pelo primeiro tipo de documento, +3 por tipo adicional, até +19`,
    });
  }
  if (contrary.length > 0) {
    out.push({
      kind: 'prova',
      label: 'Documentos que mostram o contrário do alegado',
      weight: -12,
      evidence: quoteList(contrary),
      basis: `${burden}: os documentos citados contradizem o relato, e a prova em contrário fica com quem alega: −12`,
      advice:
        'Reúna a prova que afaste esses documentos (testemunhas, mensagens, registros de acesso ou de sistema).',
    });
  }
  if (notShown.length > 0) {
    out.push({
      kind: 'prova',
      label: 'Documentos que a parte contrária não apresentou',
      // The weight of the other side's burden is the law's (binding rules), not the evidence's.
      weight: 0,
      evidence: quoteList(notShown),
      basis:
        'CPC art. 373, II: cabe ao réu provar o fato impeditivo, modificativo ou extintivo que alega; a falta é dele, não do autor',
    });
  }
  const noEvidence = [
    ...findAll(text, folded, NO_EVIDENCE).filter((m) => standing(folded, m) !== 'notShownByOtherSide'),
    ...denied,
  ];
  if (noEvidence.length > 0) {
    out.push({
      kind: 'prova',
      label: 'Falta de prova declarada',
      weight: -10,
      evidence: quoteList(noEvidence),
      basis: `${burden}: quem não prova o fato que alega perde nesse ponto`,
      advice: 'Reúna prova do que não está documentado (mensagens, e-mails, comprovantes, testemunhas).',
    });
  }
  if (kinds.length === 0 && noEvidence.length === 0) {
    out.push({
      kind: 'prova',
      label: NO_DOCUMENTS_LABEL,
      weight: -6,
      evidence: '',
      basis: `${burden}: o relato não menciona documento algum`,
      advice:
        'Liste os documentos disponíveis (contrato, recibos, mensagens, e-mails) e junte-os com a inicial (CPC art. 434).',
    });
  }

  // The plaintiff's witnesses, named or said to be lacking; the other side's are not the plaintiff's proof.
  const witnesses = findAll(text, folded, WITNESSES).filter((m) =>
    ['held', 'lacking'].includes(standing(folded, m)),
  );
  const affirmedWitnesses = witnesses.filter((m) => standing(folded, m) === 'held');
  if (affirmedWitnesses.length > 0) {
    out.push({
      kind: 'prova',
      label: 'Prova testemunhal',
      weight: 6,
      evidence: quoteList(affirmedWitnesses),
      basis:
        caseType === 'trabalhista'
          ? 'CLT art. 821 (até 3 testemunhas por parte) e CPC art. 442: +6'
          : 'CPC art. 442 (prova testemunhal admitida) e art. 450 (rol de testemunhas): +6',
    });
  } else if (witnesses.length > 0) {
    out.push({
      kind: 'prova',
      label: 'Sem testemunhas',
      weight: -3,
      evidence: quoteList(witnesses),
      basis: 'CPC art. 442: sem testemunhas, os fatos não documentados ficam sem prova: −3',
      advice: 'Verifique se alguém presenciou os fatos e pode testemunhar (CPC art. 450).',
    });
  }

  const admissions = findAll(text, folded, ADMISSION).filter((m) => !readFact(folded, m.start, m.end).denied);
  if (admissions.length > 0) {
    out.push({
      kind: 'prova',
      label: 'Reconhecimento pela parte contrária',
      weight: 8,
      evidence: quoteList(admissions),
      basis: 'CPC art. 374, II (fatos confessados não dependem de prova) e art. 389 (confissão): +8',
      advice: 'Preserve a prova do reconhecimento feito pela outra parte (mensagem, e-mail, ata).',
    });
  }
  return out;
}
