import type { Actor, Deps } from '../deps';
import { DomainError } from '../errors';
import { translatorFor } from '../i18n/translate';
import type { ScreenContext, ToolCallRequest } from './provider';
import { assistantToolOf } from './tools/registry';
import { fail, toolArgsSchema, type ToolOutcome } from './tools/shared';

export type { ToolOutcome } from './tools/shared';

export interface RunToolOptions {
  deps: Deps;
  actor: Actor;
  call: ToolCallRequest;
  /** The user's own words (names in them are matched against the company's own entities). */
  message: string;
  screen: ScreenContext;
}

/**
 * Runs one tool call as the signed-in user, through the same use cases and permissions as the
 * API (one file per tool in ./tools, listed in ./tools/registry.ts). Reads answer at once;
 * changes only store a proposal card that runs on confirmation (confirm-assistant-proposal.ts).
 */
export async function runTool({ deps, actor, call, message, screen }: RunToolOptions): Promise<ToolOutcome> {
  const parsed = toolArgsSchema.safeParse(call.arguments ?? {});
  if (!parsed.success) return fail({ error: 'invalid_arguments' });
  const tool = assistantToolOf(call.name);
  if (!tool) return fail({ error: 'unknown_tool', tool: call.name });
  const t = translatorFor(actor.language);
  try {
    return await tool.run({ deps, actor, args: parsed.data, message, screen, t });
  } catch (error) {
    if (error instanceof DomainError) return fail({ error: error.code });
    throw error;
  }
}
