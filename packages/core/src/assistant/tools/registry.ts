import { balanceTool } from './balance';
import { changeAudiencesTool } from './change-audiences';
import { changeBidTool } from './change-bid';
import { changeLocationsTool } from './change-locations';
import { createCampaignDraftTool } from './create-campaign-draft';
import { duplicateCampaignTool } from './duplicate-campaign';
import { explainPaymentTool } from './explain-payment';
import { changeBudgetTool } from './change-budget';
import { changeEndDateTool } from './change-end-date';
import { activateCampaignTool, pauseCampaignTool } from './change-status';
import { explainDeliveryTool } from './explain-delivery';
import { findAdvertisersTool } from './find-advertisers';
import { findCampaignsTool } from './find-campaigns';
import { helpTool } from './help';
import { reportTool } from './report';
import type { AssistantToolDefinition } from './shared';
import { statementTool } from './statement';
import { suggestAudiencesTool } from './suggest-audiences';

/** Every tool the assistant may call, by name (a model's unknown name answers `unknown_tool`). */
const all: AssistantToolDefinition[] = [
  findCampaignsTool,
  findAdvertisersTool,
  reportTool,
  balanceTool,
  statementTool,
  explainDeliveryTool,
  suggestAudiencesTool,
  helpTool,
  pauseCampaignTool,
  activateCampaignTool,
  changeBudgetTool,
  changeEndDateTool,
  // Session 36.
  explainPaymentTool,
  createCampaignDraftTool,
  changeBidTool,
  changeAudiencesTool,
  changeLocationsTool,
  duplicateCampaignTool,
];

const byName = new Map(all.map((tool) => [tool.name, tool]));

export const assistantToolOf = (name: string): AssistantToolDefinition | undefined => byName.get(name);
export const assistantToolNames = (): string[] => [...byName.keys()];
