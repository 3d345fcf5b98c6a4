// The one door to a language model. When no model is configured, or it fails, each tool keeps
// its own deterministic engine's result and shows the message returned here (see ai/README.md).
import type { AppConfig } from '../config.ts';
import { createOpenAiProvider } from './openai-provider.ts';
import { type AiLogger, type AiProvider, aiFailure } from './types.ts';

export type { AiLogger, AiProvider, StructuredRequest } from './types.ts';
export { AI_MESSAGES } from './types.ts';

/** The default: no model, so every tool uses its built-in engine. */
export const builtinProvider: AiProvider = {
  kind: 'builtin',
  async structured() {
    return aiFailure('not_configured');
  },
};

const silentLogger: AiLogger = { info() {}, warn() {} };

export function createAiProvider(
  config: AppConfig['openai'],
  options: { logger?: AiLogger } = {},
): AiProvider {
  if (!config.apiKey) return builtinProvider;
  return createOpenAiProvider(
    { apiKey: config.apiKey, baseUrl: config.baseUrl, model: config.model, timeoutMs: config.timeoutMs },
    options.logger ?? silentLogger,
  );
}
