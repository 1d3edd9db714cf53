import type { Language } from '@verba/domain';

/** What the drawer was opened on: the screen's route and the campaign or advertiser in view. */
export interface ScreenContext {
  path?: string | undefined;
  campaignId?: string | undefined;
  advertiserId?: string | undefined;
}

/** One message the model reads. Tool results are Verba's data, never instructions. */
export type ChatMessage =
  | { role: 'system'; content: string }
  | { role: 'user'; content: string }
  | { role: 'assistant'; content: string; toolCalls?: ToolCallRequest[] }
  | { role: 'tool'; toolCallId: string; name: string; content: string };

export interface ToolCallRequest {
  id: string;
  name: string;
  /** The arguments as the model gave them (parsed JSON; validated before any tool runs). */
  arguments: Record<string, unknown>;
}

/** What a provider streams back in one turn. */
export type ProviderEvent = { type: 'text'; delta: string } | { type: 'tool_call'; call: ToolCallRequest };

export interface ProviderTurn {
  messages: ChatMessage[];
  language: Language;
  /** YYYY-MM-DD in São Paulo (the rules grammar reads dates against it). */
  today: string;
  screen: ScreenContext;
}

/** One way of answering (DESIGN §11): the rules grammar, an OpenAI-compatible endpoint or a local model file. */
export interface AssistantProvider {
  /** Shown in the drawer: who answered. */
  readonly name: 'rules' | 'openai' | 'local';
  /** The model's name where there is one (AI_MODEL, the GGUF file). */
  readonly model?: string | undefined;
  turn(turn: ProviderTurn): AsyncIterable<ProviderEvent>;
}
