import OpenAI, { APIConnectionTimeoutError, APIUserAbortError } from 'openai';
import { AiSchemaError, toStrictJsonSchema } from './json-schema.ts';
import { PiiMasker } from './masking.ts';
import { type AiLogger, type AiProvider, type AiResult, aiFailure, type StructuredRequest } from './types.ts';

export interface OpenAiSettings {
  apiKey: string;
  baseUrl: string | undefined;
  model: string;
  timeoutMs: number;
}

const DEFAULT_BASE_URL = 'https://api.openai.com/v1';
const ATTEMPTS = 2; // an invalid answer is asked again once

// A redirect could send the prompt somewhere else (ASVS 15.3.2): fetch fails instead.
const noRedirectFetch: typeof fetch = (input, init) => fetch(input, { ...init, redirect: 'error' });

/** Any OpenAI-compatible Chat Completions server (OpenAI, Ollama, vLLM) with JSON-schema output. */
export function createOpenAiProvider(settings: OpenAiSettings, logger: AiLogger): AiProvider {
  const client = new OpenAI({
    apiKey: settings.apiKey,
    // Explicit values: the SDK would otherwise read OPENAI_* from process.env (config.ts is the only reader).
    baseURL: settings.baseUrl ?? DEFAULT_BASE_URL,
    organization: null,
    project: null,
    webhookSecret: null,
    timeout: settings.timeoutMs,
    maxRetries: 0,
    logLevel: 'off',
    fetch: noRedirectFetch,
  });

  return {
    kind: 'openai',
    async structured<T>(req: StructuredRequest<T>): Promise<AiResult<T>> {
      const started = performance.now();
      const masker = new PiiMasker();
      const stats = { attempts: 0, promptChars: 0, answerChars: 0, masked: 0 };
      const finish = (result: AiResult<T>): AiResult<T> => {
        logger.info(
          {
            task: req.task,
            schemaName: req.schemaName,
            outcome: result.ok ? 'ok' : result.reason,
            durationMs: Math.round(performance.now() - started),
            ...stats,
          },
          'ai structured call',
        );
        return result;
      };

      let schema: Record<string, unknown>;
      try {
        schema = toStrictJsonSchema(req.schema);
      } catch (error) {
        const problem = error instanceof AiSchemaError ? error.message : 'not representable as JSON schema';
        logger.warn({ task: req.task, schemaName: req.schemaName, problem }, 'ai schema rejected');
        return finish(aiFailure('error'));
      }

      const system = masker.mask(req.system);
      const user = masker.mask(req.user);
      const messages = [
        { role: 'system' as const, content: system },
        { role: 'user' as const, content: user },
      ];
      stats.masked = masker.count;
      stats.promptChars = system.length + user.length;

      // One deadline for the whole call, retry included.
      const deadline = new AbortController();
      const deadlineAt = Date.now() + settings.timeoutMs;
      const timer = setTimeout(() => deadline.abort(), settings.timeoutMs);
      try {
        for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
          stats.attempts = attempt;
          let content: string | null | undefined;
          try {
            const completion = await client.chat.completions.create(
              {
                model: settings.model,
                messages,
                response_format: {
                  type: 'json_schema',
                  json_schema: { name: req.schemaName, schema, strict: true },
                },
                store: false,
              },
              { signal: deadline.signal, timeout: Math.max(1, deadlineAt - Date.now()) },
            );
            content = completion.choices[0]?.message?.content;
          } catch (error) {
            const timedOut =
              deadline.signal.aborted ||
              error instanceof APIConnectionTimeoutError ||
              error instanceof APIUserAbortError;
            return finish(aiFailure(timedOut ? 'timeout' : 'error'));
          }
          stats.answerChars += content?.length ?? 0;
          const checked = checkAnswer(content, req.schema, masker);
          if (checked.ok) return finish(checked);
        }
        return finish(aiFailure('invalid_answer'));
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

function checkAnswer<T>(
  content: string | null | undefined,
  schema: StructuredRequest<T>['schema'],
  masker: PiiMasker,
): AiResult<T> {
  if (!content) return aiFailure('invalid_answer');
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    return aiFailure('invalid_answer');
  }
  // Restore before validating: a schema may check the format of a CPF or e-mail it expects back.
  const result = schema.safeParse(masker.restore(parsed));
  return result.success ? { ok: true, value: result.data } : aiFailure('invalid_answer');
}
