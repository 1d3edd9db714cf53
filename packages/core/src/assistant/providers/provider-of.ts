import type { Config } from '../../config';
import type { AssistantProvider } from '../provider';
import { openAiProvider } from './openai-provider';
import { rulesProvider } from './rules-provider';

/**
 * The configured provider (DESIGN §11): an OpenAI-compatible endpoint when AI_BASE_URL and
 * AI_MODEL are set, otherwise the built-in rules.
 */
export function providerOf(config: Pick<Config, 'ai'>, fetchImpl?: typeof fetch): AssistantProvider {
  const { baseUrl, apiKey, model } = config.ai;
  if (baseUrl && model)
    return openAiProvider({ baseUrl, apiKey, model, ...(fetchImpl ? { fetch: fetchImpl } : {}) });
  return rulesProvider();
}
