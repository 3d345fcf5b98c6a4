import {
  CITATION_STATUS_LABELS,
  type CitationStatusValue,
  reliabilityColor,
  VALIDATOR_MIN_CHARS,
} from '@lexato/schemas';

export const REQUIRED_TITLE = 'Campos Obrigatórios';
export const REQUIRED_MESSAGE = 'Preencha o título e o conteúdo (mínimo 50 caracteres)';

/** Title non-blank and content at least 50 characters. */
export function canValidate(title: string, content: string): boolean {
  return title.trim().length > 0 && content.length >= VALIDATOR_MIN_CHARS;
}

/** Colours: 80 and above green, 60-79 yellow, below 60 red. */
export const scoreColor = (score: number) => reliabilityColor(score);

/** Valid / suspicious / invalid; "não verificada" grey as unknown; a vague reference orange. */
const STATUS_COLORS: Record<CitationStatusValue, string> = {
  valid: 'green',
  suspicious: 'yellow',
  invalid: 'red',
  unverified: 'gray',
  incomplete: 'orange',
};

export function citationStatusView(status: string): { label: string; color: string } {
  const known = status as CitationStatusValue;
  if (!(known in STATUS_COLORS)) return { label: 'Desconhecida', color: 'gray' };
  return { label: CITATION_STATUS_LABELS[known], color: STATUS_COLORS[known] };
}
