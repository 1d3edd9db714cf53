import { assistantProposals } from '@verba/db';
import { assistantMetrics, can, dateRangePresets, helpTopics, normalizeText, z } from '@verba/domain';
import { listChangeModes } from '@verba/domain/assistant/tools-more';
import { originalWords } from '@verba/domain/assistant/grammar-more';
import type { Actor, Deps } from '../../deps';
import type { translatorFor } from '../../i18n/translate';
import { findCampaign } from '../../campaigns/find-campaign';
import type { ScreenContext } from '../provider';
import type { AssistantPart, ProposalCard } from '../parts';
import { resolveEntity, type Entity } from '../resolve-entity';

/** A tool's answer: facts for the model (JSON, data only) and what the drawer shows. */
export interface ToolOutcome {
  ok: boolean;
  /** Data for the model: Verba's facts, never instructions. */
  data: Record<string, unknown>;
  parts: AssistantPart[];
}

/** Every tool's arguments (a model's are validated here before any tool runs; unknown keys dropped). */
export const toolArgsSchema = z
  .object({
    name: z.string().max(200).optional(),
    period: z.enum(dateRangePresets).optional(),
    metrics: z.array(z.enum(assistantMetrics)).max(assistantMetrics.length).optional(),
    amount: z
      .string()
      .regex(/^\d{1,15}$/)
      .optional(),
    end_date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
    status: z.enum(['active', 'paused', 'draft', 'finished']).optional(),
    topic: z.enum(helpTopics).optional(),
    description: z.string().max(1000).optional(),
    // The tools added in session 36 (tools-more.ts in the domain).
    campaign_name: z.string().trim().min(1).max(128).optional(),
    strategy: z.string().trim().min(1).max(128).optional(),
    segments: z.array(z.string().trim().min(1).max(100)).max(20).optional(),
    places: z.array(z.string().trim().min(1).max(100)).max(50).optional(),
    mode: z.enum(listChangeModes).optional(),
    groups: z
      .array(
        z
          .object({
            name: z.string().trim().min(1).max(128).optional(),
            strategies: z
              .array(
                z
                  .object({
                    name: z.string().trim().min(1).max(128).optional(),
                    bid: z
                      .string()
                      .regex(/^\d{1,15}$/)
                      .optional(),
                    segments: z.array(z.string().trim().min(1).max(100)).max(10).optional(),
                    places: z.array(z.string().trim().min(1).max(100)).max(50).optional(),
                  })
                  .strip(),
              )
              .max(10)
              .optional(),
          })
          .strip(),
      )
      .max(10)
      .optional(),
    reference: z.string().trim().max(40).optional(),
  })
  .strip();
export type ToolArgs = z.infer<typeof toolArgsSchema>;

export type T = ReturnType<typeof translatorFor>;

/** What a tool runs with: the signed-in user, the request's words and the screen it came from. */
export interface ToolContext<A = ToolArgs> {
  deps: Deps;
  actor: Actor;
  args: A;
  /** The user's own words (names in them are matched against the company's own entities). */
  message: string;
  screen: ScreenContext;
  t: T;
}

/**
 * One assistant tool: `run` reads or proposes (a change only stores a card); `confirm` runs a
 * confirmed card's stored input through the use case, as the user, audited via the assistant.
 */
export interface AssistantToolDefinition {
  name: string;
  run(context: ToolContext): Promise<ToolOutcome>;
  confirm?(options: { deps: Deps; actor: Actor; input: Record<string, unknown> }): Promise<void>;
}

export function fail(data: Record<string, unknown>, text?: string): ToolOutcome {
  return { ok: false, data, parts: text ? [{ kind: 'options', items: [text] }] : [] };
}

export function notFound(args: { name?: string | undefined }, t: T): ToolOutcome {
  return fail(
    { error: 'not_found', name: args.name ?? null },
    args.name ? t('assistant:answers.not_found', { name: args.name }) : t('assistant:answers.which'),
  );
}

export const forbidden = (t: T) => fail({ error: 'FORBIDDEN' }, t('assistant:answers.forbidden'));

export async function campaignOf({
  deps,
  actor,
  args,
  message,
  screen,
}: ToolContext<{ name?: string | undefined }>) {
  return resolveEntity({ deps, actor, name: args.name, message, screen, prefer: 'campaign' });
}

export async function advertiserOf({
  deps,
  actor,
  args,
  message,
  screen,
}: ToolContext<{ name?: string | undefined }>): Promise<Entity | null> {
  return resolveEntity({ deps, actor, name: args.name, message, screen, prefer: 'advertiser' });
}

/** Stores a change card (nothing changes until the user confirms it). */
export async function storeProposal(
  deps: Deps,
  actor: Actor,
  kind: string,
  input: Record<string, unknown>,
  card: Omit<ProposalCard, 'id' | 'status'>,
  requiredAmount: bigint | null,
): Promise<ProposalCard> {
  const [row] = await deps.db
    .insert(assistantProposals)
    .values({ companyId: actor.companyId, userId: actor.userId, kind, input, diff: card, requiredAmount })
    .returning({ id: assistantProposals.id });
  return { ...card, id: row!.id, status: 'pending' };
}

/** The answer of a tool that proposed a card: the card for the drawer, its gist for the model. */
export function proposalOutcome(card: ProposalCard, note?: string): ToolOutcome {
  return {
    ok: true,
    data: {
      proposal: { id: card.id, title: card.title, diff: card.diff, money_impact: card.money_impact },
      note: note ?? 'Nothing changed yet: the user must confirm the card.',
    },
    parts: [{ kind: 'proposal', proposal: card }],
  };
}

/** The campaign a change names (or the one on screen), when the user may change it and it is not finished. */
export async function campaignToEdit(context: ToolContext<{ name?: string | undefined }>) {
  const { deps, actor, args, t } = context;
  if (!can.manageCampaigns(actor.role)) return { refused: forbidden(t) };
  const entity = await campaignOf(context);
  if (!entity || entity.kind !== 'campaign') return { refused: notFound(args, t) };
  const campaign = await findCampaign({ db: deps.db, companyId: actor.companyId, id: entity.id });
  if (campaign.status === 'finished')
    return {
      refused: fail(
        { error: 'CAMPAIGN_NOT_EDITABLE', campaign: entity.name, status: campaign.status },
        t('assistant:answers.not_editable', {
          name: entity.name,
          status: t(`campaigns:statuses.${campaign.status}`, { defaultValue: campaign.status }),
        }),
      ),
    };
  return { entity, campaign };
}

/** A name as the user typed it (case and accents) when the request holds it, else as given. */
export const asTyped = (message: string, name: string) =>
  originalWords(message, normalizeText(name).replace(/[?.!,]+$/, ''));
