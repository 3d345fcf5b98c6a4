// @lexato/legal: the verifiable Brazilian legal facts the Validator and Monitor tools check against.
// One rule: pure, no I/O. Every date comes in as a 'YYYY-MM-DD' string and "today" is always injected.

export type { BusinessDayOptions, CountingOptions, DayBlock } from './business-days.ts';
export {
  addBusinessDays,
  countingDaysBetween,
  isBusinessDay,
  isInRecess,
  nextBusinessDay,
  onOrNextBusinessDay,
  whyNotBusinessDay,
  whyNotCountingDay,
} from './business-days.ts';
export type {
  CheckedText,
  CheckOptions,
  CitationDetail,
  CitationReport,
  CitationStatus,
} from './citation-check.ts';
export {
  checkCitations,
  checkText,
  MAX_CHECKED_CITATIONS,
  recommendationsFor,
  tally,
} from './citation-check.ts';
export { type CitedArticle, citedArticles, provisionPaths, romanValue } from './citation-provisions.ts';
export type { Citation, CitationKind, DateRef, ExtractOptions, LawRef } from './citations.ts';
export { extractCitations, extractWithin, parseLawRef } from './citations.ts';
export type { CnjNumber, CnjParseResult, CnjParts, CnjValidation } from './cnj.ts';
export {
  cnjCheckDigits,
  formatCnj,
  isValidCnj,
  maskCnjInput,
  parseCnj,
  tribunalFromCnj,
  validateCnj,
} from './cnj.ts';
export type {
  CourtAct,
  CourtCalendar,
  CourtCalendarDay,
  CourtClosureInput,
  CourtDay,
  StateHolidayRule,
} from './courts.ts';
export {
  COURT_ACTS,
  courtCalendar,
  courtClosureOn,
  courtPartialOn,
  courtProfile,
  courtUnconfirmedOn,
  SEGMENT_CALENDARS,
  STATE_HOLIDAYS,
  stateHolidayOn,
  yearsWithoutAct,
} from './courts.ts';
export type { IsoDate } from './dates.ts';
export { addCalendarDays, calendarDaysBetween, formatBr, MONTH_NAMES, saoPauloDay } from './dates.ts';
export type {
  Deadline,
  DeadlineInput,
  DeadlineTrigger,
  SkipReason,
  TrailStep,
  TrailStepKind,
} from './deadlines.ts';
export { computeDeadline } from './deadlines.ts';
export type { CalendarProfile, DoubleTimeReason, DoubleTimeRule } from './deadlines-calendars.ts';
export {
  CALENDAR_PROFILES,
  DOUBLE_TIME,
  DOUBLE_TIME_REASONS,
  doubleTimeBasis,
} from './deadlines-calendars.ts';
export { easterSunday } from './easter.ts';
export type { FactParty, FactReading } from './fact-reader.ts';
export { readFact } from './fact-reader.ts';
export type { CalendarId, Holiday, HolidayCategory, ReducedHoursDay } from './holidays.ts';
export {
  allHolidaysOf,
  CALENDARS,
  DEFAULT_CALENDAR,
  holidayOn,
  holidaysOf,
  reducedHoursOn,
} from './holidays.ts';
export { articleLabel, ofLaw, resolveLaw } from './law-verdicts.ts';
export * from './lawbase/index.ts';
export type { ArticleCheck, LawEntry, LawQuery, LawType, NumberYearCheck } from './laws.ts';
export { checkArticle, checkNumberYear, findLaw, findLawByAlias, listLaws } from './laws.ts';
export type {
  LimitationArea,
  LimitationKind,
  LimitationRule,
  LimitationVerdict,
  StartEvent,
} from './limitation.ts';
export {
  addYearsCc132,
  checkLimitation,
  DISTANCE_SALE,
  INTERNATIONAL_AIR,
  LIMITATION_RULES,
  labourLookbackStart,
  limitationEnd,
  limitationRule,
  MATERIAL_DAMAGE,
  MORAL_DAMAGE,
  NO_DEFECT,
  ofStartEvent,
  PUBLIC_ENTITY,
  periodText,
  revealDeadline,
  ruleFor as limitationRuleFor,
  ruleMatches as limitationRuleMatches,
  START_EVENT_LABELS,
  suspendedEnd,
} from './limitation.ts';
export type { OjBody, SeriesId, SumulaLookup, SumulaOptions, SumulaSeries, SumulaStatus } from './sumulas.ts';
export { findOj, findSumula, listSeries } from './sumulas.ts';
export { foldAccents, pluralize } from './text.ts';
export type { Tribunal } from './tribunals.ts';
export { findTribunal, listTribunals, tribunalByCode } from './tribunals.ts';
export type { Verdict } from './verdicts.ts';
export { combine, presentedAsCancelled, STATUS_RANK } from './verdicts.ts';
export type { Verification } from './verification.ts';
