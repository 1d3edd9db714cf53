import { createHash } from 'node:crypto';

/**
 * The sandbox's ad policy: deterministic word lists standing for Google's policy review.
 * PROHIBITED topics refuse the mutate (policyFindingError POLICY_FINDING, as the API does for
 * non-exemptible findings); LIMITED topics that need a certificate pass the mutate and the review
 * disapproves the ad with the topic (the sandbox accounts hold no certificates). A small seeded
 * share of other ads is disapproved at review (DESTINATION_NOT_WORKING), as happens for real.
 * Topic names follow Google's policy topics (PolicyTopicEntry.topic is free text in the API).
 */
export interface PolicyTopicHit {
  topic: string;
  type: 'PROHIBITED' | 'LIMITED';
  word: string;
  needsCertificate: boolean;
}

const prohibited: Record<string, string[]> = {
  GAMBLING: ['cassino', 'casino', 'aposta', 'apostas', 'bet365', 'caça-níquel', 'roleta online'],
  COUNTERFEIT: ['réplica', 'replica', 'falsificado', 'falsificada', 'pirata'],
  DANGEROUS_PRODUCTS: ['arma de fogo', 'munição', 'explosivo', 'fogos ilegais'],
};

const limited: Record<string, string[]> = {
  HEALTHCARE_AND_MEDICINES: [
    'remédio',
    'remedio',
    'medicamento',
    'farmácia online',
    'emagrecedor',
    'receita médica',
  ],
  FINANCIAL_SERVICES: [
    'empréstimo',
    'emprestimo',
    'crédito consignado',
    'criptomoeda',
    'investimento garantido',
  ],
  ALCOHOL: ['cerveja', 'vinho', 'cachaça', 'vodka', 'whisky'],
};

const normalise = (text: string) => text.toLocaleLowerCase('pt-BR');

function find(text: string, lists: Record<string, string[]>): { topic: string; word: string } | null {
  const t = normalise(text);
  for (const [topic, words] of Object.entries(lists)) {
    for (const word of words) {
      const re = new RegExp(
        `(^|[^\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}\\p{N}])`,
        'u',
      );
      if (re.test(t)) return { topic, word };
    }
  }
  return null;
}

/** The PROHIBITED topic a text hits (the mutate is refused), if any. */
export function prohibitedTopic(text: string): PolicyTopicHit | null {
  const hit = find(text, prohibited);
  return hit ? { ...hit, type: 'PROHIBITED', needsCertificate: false } : null;
}

/** A LIMITED topic needing a certificate the text hits (the review disapproves), if any. */
export function limitedTopic(text: string): PolicyTopicHit | null {
  const hit = find(text, limited);
  return hit ? { ...hit, type: 'LIMITED', needsCertificate: true } : null;
}

/** A number in [0, 1) from a seed and parts, stable across processes. */
export function seededUnit(seed: number, ...parts: (string | number)[]): number {
  const digest = createHash('sha256')
    .update(`${seed}|${parts.join('|')}`)
    .digest();
  return digest.readUInt32BE(0) / 2 ** 32;
}

export interface ReviewDecision {
  approvalStatus: 'APPROVED' | 'DISAPPROVED';
  policyTopicEntries: { topic: string; type: string; evidences?: unknown[]; constraints?: unknown[] }[];
}

/** The review of an ad with these texts: deterministic for a seed and an ad id. */
export function reviewAd(input: {
  texts: string[];
  adId: string;
  seed: number;
  randomDisapprovalShare: number;
}): ReviewDecision {
  for (const text of input.texts) {
    const hit = limitedTopic(text);
    if (hit)
      return {
        approvalStatus: 'DISAPPROVED',
        policyTopicEntries: [
          {
            topic: hit.topic,
            type: 'PROHIBITED',
            evidences: [{ textList: { texts: [hit.word] } }],
            constraints: [
              {
                certificateMissingInCountryList: {
                  countries: [{ countryCriterion: 'geoTargetConstants/2076' }],
                },
              },
            ],
          },
        ],
      };
  }
  if (seededUnit(input.seed, 'disapprove', input.adId) < input.randomDisapprovalShare)
    return {
      approvalStatus: 'DISAPPROVED',
      policyTopicEntries: [
        {
          topic: 'DESTINATION_NOT_WORKING',
          type: 'PROHIBITED',
          evidences: [{ destinationNotWorking: { expandedUrl: '', device: 'DESKTOP' } }],
        },
      ],
    };
  return { approvalStatus: 'APPROVED', policyTopicEntries: [] };
}
