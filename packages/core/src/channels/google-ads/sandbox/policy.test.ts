import { describe, expect, it } from 'vitest';
import { limitedTopic, prohibitedTopic, reviewAd, seededUnit } from './policy';

describe('sandbox ad policy', () => {
  it('finds prohibited and certificate-bound words as whole words, in any case', () => {
    expect(prohibitedTopic('Melhor CASSINO online')).toMatchObject({
      topic: 'GAMBLING',
      type: 'PROHIBITED',
      word: 'cassino',
    });
    expect(prohibitedTopic('Cassinos')).toBeNull();
    expect(prohibitedTopic('Café da Vila')).toBeNull();
    expect(limitedTopic('Remédio sem receita')).toMatchObject({
      topic: 'HEALTHCARE_AND_MEDICINES',
      needsCertificate: true,
    });
  });

  it('disapproves certificate-bound texts with the topic and the missing certificate; a seeded share of others', () => {
    const limited = reviewAd({
      texts: ['Cerveja artesanal'],
      adId: '1',
      seed: 27,
      randomDisapprovalShare: 0,
    });
    expect(limited.approvalStatus).toBe('DISAPPROVED');
    expect(limited.policyTopicEntries[0]).toMatchObject({
      topic: 'ALCOHOL',
      constraints: [
        { certificateMissingInCountryList: { countries: [{ countryCriterion: 'geoTargetConstants/2076' }] } },
      ],
    });
    expect(reviewAd({ texts: ['Café'], adId: '1', seed: 27, randomDisapprovalShare: 0 }).approvalStatus).toBe(
      'APPROVED',
    );
    const ids = Array.from({ length: 2000 }, (_, i) => String(8100000000 + i));
    const share =
      ids.filter(
        (id) =>
          reviewAd({ texts: ['Café'], adId: id, seed: 27, randomDisapprovalShare: 0.03 }).approvalStatus ===
          'DISAPPROVED',
      ).length / ids.length;
    expect(share).toBeGreaterThan(0.015);
    expect(share).toBeLessThan(0.045);
    expect(seededUnit(27, 'x', 1)).toBe(seededUnit(27, 'x', 1));
  });
});
