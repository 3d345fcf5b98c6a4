// The contract between the tools and any language model: a structured answer checked by a zod
// schema, or a reason and a Portuguese message telling the user the built-in engine answered.
import type { z } from 'zod';

export type AiFailure = 'not_configured' | 'invalid_answer' | 'timeout' | 'error';

export type AiResult<T> = { ok: true; value: T } | { ok: false; reason: AiFailure; message: string };

export interface StructuredRequest<T> {
  /** Short name of the calling tool's task, for logs and metrics (e.g. 'analyser.findings'). */
  task: string;
  system: string;
  user: string;
  /** Object schema, strict-compatible: every field required; use .nullable() instead of .optional(). */
  schema: z.ZodType<T>;
  /** [a-zA-Z0-9_-]{1,64}, sent as the JSON schema's name. */
  schemaName: string;
}

export interface AiProvider {
  readonly kind: 'builtin' | 'openai';
  structured<T>(req: StructuredRequest<T>): Promise<AiResult<T>>;
}

/** What the provider logs: task, sizes, durations, outcome. Never prompts or answers. */
export interface AiLogger {
  info(obj: Record<string, unknown>, msg: string): void;
  warn(obj: Record<string, unknown>, msg: string): void;
}

export const AI_MESSAGES: Record<AiFailure, string> = {
  not_configured: 'IA externa não configurada; resultado do mecanismo interno.',
  invalid_answer: 'A IA respondeu em formato inválido; resultado do mecanismo interno.',
  timeout: 'A IA não respondeu a tempo; resultado do mecanismo interno.',
  error: 'A IA está indisponível no momento; resultado do mecanismo interno.',
};

export const aiFailure = (reason: AiFailure): { ok: false; reason: AiFailure; message: string } => ({
  ok: false,
  reason,
  message: AI_MESSAGES[reason],
});
