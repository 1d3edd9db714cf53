/** What the drawer draws beside an answer's text (stored with the message). */
export type AssistantPart =
  | { kind: 'table'; columns: string[]; rows: string[][]; align?: ('left' | 'right')[] }
  | { kind: 'chart'; label: string; points: { x: string; y: number }[] }
  | { kind: 'link'; href: string; label: string }
  | { kind: 'options'; items: string[] }
  | { kind: 'proposal'; proposal: ProposalCard };

export interface ProposalDiffLine {
  field: string;
  before: string;
  after: string;
}

/** A change card: the exact difference and its money impact, confirmed once from the user's session. */
export interface ProposalCard {
  id: string;
  kind: string;
  title: string;
  diff: ProposalDiffLine[];
  /** Plain words on what the change does to money (spend, reservation). */
  money_impact: string;
  /** Set when it raises spend: the user types this amount (formatted) to confirm. */
  typed_amount: string | null;
  status: 'pending' | 'running' | 'done' | 'failed' | 'canceled';
}
