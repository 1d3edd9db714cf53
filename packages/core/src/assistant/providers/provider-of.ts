import type { Config } from '../../config';
import type { AssistantProvider } from '../provider';
import { localModelProvider, type LocalModelProvider } from './local-model-provider';
import { openAiProvider } from './openai-provider';
import { rulesProvider } from './rules-provider';

/** One local provider per file and thread count for the process: the model is loaded once. */
const localProviders = new Map<string, LocalModelProvider>();

/**
 * The configured provider (DESIGN §11): an OpenAI-compatible endpoint when AI_BASE_URL and
 * AI_MODEL are set; else a local GGUF file when AI_MODEL_PATH is set (loaded on its first
 * answer); otherwise the built-in rules.
 */
export function providerOf(config: Pick<Config, 'ai'>, fetchImpl?: typeof fetch): AssistantProvider {
  const { baseUrl, apiKey, model, modelPath, modelThreads } = config.ai;
  if (baseUrl && model)
    return openAiProvider({ baseUrl, apiKey, model, ...(fetchImpl ? { fetch: fetchImpl } : {}) });
  if (modelPath) {
    const key = `${modelPath}\u0000${modelThreads ?? ''}`;
    let provider = localProviders.get(key);
    if (!provider) {
      provider = localModelProvider({ modelPath, threads: modelThreads });
      localProviders.set(key, provider);
    }
    return provider;
  }
  return rulesProvider();
}
