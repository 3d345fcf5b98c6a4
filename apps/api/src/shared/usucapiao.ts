// Usucapião read from a description, for Predict (does the possession meet a kind's years?) and
// Strategy (which action to name): the possession told, and the kinds of the law as rows, shortest
// first. CF arts. 183 and 191; CC arts. 1.238 (caput and parágrafo único), 1.239 and 1.240.

export interface Possession {
  years: number;
  /** An urban area of at most 250 m² (CF art. 183; CC art. 1.240). */
  smallUrban: boolean;
  /** A rural area of at most 50 hectares (CF art. 191; CC art. 1.239). */
  smallRural: boolean;
  /** The possessor owns no other property (CF arts. 183 and 191). */
  noOtherProperty: boolean;
  /** Lived in as the possessor's home (CC art. 1.238, parágrafo único; arts. 1.239 and 1.240). */
  home: boolean;
  /** Made productive by the possessor's work: a crop, cattle, works (CC arts. 1.238, p.u., and 1.239). */
  productive: boolean;
}

/** CF art. 183 and CC art. 1.240: an urban area of at most 250 m². */
export const SMALL_URBAN_AREA_M2 = 250;
/** CF art. 191 and CC art. 1.239: a rural area of at most 50 hectares. */
export const SMALL_RURAL_AREA_HA = 50;

export interface UsucapiaoKind {
  name: string;
  years: number;
  basis: string;
  /** What the possession must be, besides its years. */
  requires: string;
  meets: (p: Possession) => boolean;
}

/** The kinds of usucapião of a private property, the shortest period first. */
export const USUCAPIAO_KINDS: readonly UsucapiaoKind[] = [
  {
    name: 'especial urbana',
    years: 5,
    basis: 'CF art. 183; CC art. 1.240',
    requires: 'área urbana de até 250 m² usada como moradia, sem outro imóvel',
    meets: (p) => p.smallUrban && p.home && p.noOtherProperty,
  },
  {
    name: 'especial rural',
    years: 5,
    basis: 'CF art. 191; CC art. 1.239',
    requires:
      'área rural de até 50 hectares, tornada produtiva pelo trabalho do possuidor e de sua família e onde ele mora, sem outro imóvel',
    meets: (p) => p.smallRural && p.productive && p.home && p.noOtherProperty,
  },
  {
    name: 'extraordinária',
    years: 10,
    basis: 'CC art. 1.238, parágrafo único',
    requires: 'moradia habitual do possuidor no imóvel ou obras e serviços de caráter produtivo',
    meets: (p) => p.home || p.productive,
  },
  {
    name: 'extraordinária',
    years: 15,
    basis: 'CC art. 1.238',
    requires: 'posse sem interrupção nem oposição, como dono',
    meets: () => true,
  },
];

/** The kind the possession meets today, the shortest first; null when none has its years yet. */
export const usucapiaoMet = (p: Possession): UsucapiaoKind | null =>
  USUCAPIAO_KINDS.find((k) => k.meets(p) && p.years >= k.years) ?? null;

/** The shortest kind the facts allow, whatever the years: the one whose period is the nearest. */
export const nearestUsucapiao = (p: Possession): UsucapiaoKind =>
  USUCAPIAO_KINDS.find((k) => k.meets(p)) ?? (USUCAPIAO_KINDS.at(-1) as UsucapiaoKind);

const POSSESSION =
  /\b(?:moro|moramos|ocupo|ocupamos|vivo|vivemos|tenho a posse|estou na posse|cuido|uso|usamos|utilizo|planto|plantamos|cultivo|cultivamos|exploro)\b[^.;]{0,60}\b(?:ha|a|faz) (\d{1,2}) anos\b|\b(?:ha|faz) (\d{1,2}) anos\b[^.;]{0,40}\b(?:moro|moramos|ocupo|ocupamos|vivo|vivemos|uso|planto|cultivo)\b/;
const NO_TITLE =
  /\b(?:sem escritura|sem registro|sem (?:nenhum )?(?:documento|titulo)|nao tenho (?:a |nenhum |nenhuma )?(?:escritura|documento|titulo)|nunca (?:reclamou|apareceu|pediu)|ninguem (?:nunca )?(?:reclamou|pediu|apareceu|contestou)|dono (?:sumiu|desapareceu|abandonou|morreu)|(?:era|e) de um (?:vizinho|parente|conhecido) que (?:se mudou|sumiu|morreu|abandonou)|sem oposicao|abandonad[oa])\b/;
const RURAL = /\b(?:rural|sitio|chacara|fazenda|roca|lavoura)\b/;
const PRODUCTIVE =
  /\b(?:planto|plantamos|plantei|cultivo|cultivamos|crio (?:gado|galinhas|porcos)|criamos|lavoura|roca|pomar|horta|produz\w*|colheita)\b/;
/** Lives elsewhere: "moro na cidade", "onde tenho minha casa". */
const LIVES_ELSEWHERE =
  /\bmoro (?:na cidade|em outr[ao]|fora)\b|\bonde (?:tenho|temos) (?:minha|nossa) casa\b|\bnao moro (?:la|ali|no imovel|na fazenda|no sitio)\b/;
const OWNS_OTHER =
  /\bonde (?:tenho|temos) (?:minha|nossa) casa\b|(?<!\bnao )\b(?:tenho|temos|possuo|possuimos) (?:outr[oa]|mais um[a]?) (?:imovel|terreno|casa|apartamento)\b/;

/** Years of possession of a property held as one's own without title, for usucapião; null when the text tells none. */
export function readPossession(folded: string): Possession | null {
  const m = POSSESSION.exec(folded);
  if (
    !m ||
    !NO_TITLE.test(folded) ||
    /\b(?:alug\w*|inquilin\w*|locat\w*|comodato|emprestad\w*)\b/.test(folded)
  )
    return null;
  const area = /(\d{1,4})\s*(?:m2|m²|metros quadrados)/.exec(folded);
  const hectares = /(\d{1,5}(?:[.,]\d+)?)\s*(?:hectares|ha\b)/.exec(folded);
  const rural = RURAL.test(folded);
  return {
    years: Number(m[1] ?? m[2]),
    smallUrban: area !== null && Number(area[1]) <= SMALL_URBAN_AREA_M2 && !rural,
    smallRural: hectares !== null && Number((hectares[1] ?? '').replace(',', '.')) <= SMALL_RURAL_AREA_HA,
    noOtherProperty:
      /\bnao (?:tenho|temos|possuo|possuimos) (?:outro|nenhum outro) (?:imovel|terreno|casa)\b/.test(
        folded,
      ) && !OWNS_OTHER.test(folded),
    home:
      /\b(?:moro|moramos|vivo|vivemos|minha familia|nossa casa|moradia)\b/.test(folded) &&
      !LIVES_ELSEWHERE.test(folded),
    productive: PRODUCTIVE.test(folded),
  };
}
