import { performance } from 'node:perf_hooks';
import { parseRequest } from '@verba/domain/assistant/grammar';
import {
  heldOutEntities,
  heldOutRequests,
  heldOutRound2,
  heldOutRound3,
  heldOutToday,
} from '@verba/domain/assistant/held-out-requests';
import {
  labelledEn,
  labelledEs,
  labelledPtBr,
  labelledToday,
  type LabelledRequest,
} from '@verba/domain/assistant/labelled-requests';
import { entitiesOf, scoreSet, type SetScore } from '@verba/domain/assistant/request-score';

/**
 * `npm run bench -- assistant` (issue 30): the rules provider's grammar on the labelled set (the one
 * it was built on) and on the held-out sets (packages/domain/src/assistant/held-out-requests.ts;
 * round 1 was written blind, then the grammar was improved on it; round 2 was written afterwards,
 * measured untuned, then tuned on; round 3 was written after that and is never tuned on). Names are scored by what they resolve to (the assistant's resolver over the
 * company's names), and strictly by their text. A wrong action — a change other than the one asked
 * for — must stay at 0. The baseline in the same run is the labelled set: the last line gives the
 * untuned round 3 figure over it (how much of the labelled accuracy carries over to new phrasings).
 * BENCH_ASSISTANT_MISSES=1 lists the misses.
 */
const fmt = (s: SetScore) =>
  `${(s.rate * 100).toFixed(1).padStart(5)} % (${s.right}/${s.total}), ${s.miss} "não entendi", ${s.wrongRead} wrong reads, ${s.wrongAction} wrong actions`;

const items = (set: LabelledRequest[]) =>
  set.map(([text, tool, args]) => ({
    text,
    expected: tool === null ? null : { tool, args: args ?? {} },
  }));

export async function run() {
  const showMisses = Boolean(process.env.BENCH_ASSISTANT_MISSES);
  const total = { right: 0, total: 0, wrongAction: 0 };
  const add = (s: SetScore) => {
    total.right += s.right;
    total.total += s.total;
    total.wrongAction += s.wrongAction;
  };

  const labelled = { right: 0, total: 0 };
  console.log('labelled set (the grammar was built on it), names resolved:');
  for (const [language, set] of [
    ['pt-BR', labelledPtBr],
    ['en', labelledEn],
    ['es', labelledEs],
  ] as const) {
    const list = items(set);
    const s = scoreSet(list, (t) => parseRequest(t, labelledToday), entitiesOf(list));
    labelled.right += s.right;
    labelled.total += s.total;
    console.log(`  ${language.padEnd(5)} ${fmt(s)}`);
  }

  const rounds = [
    ['held-out round 1 (blind when written; the grammar was then improved on it)', heldOutRequests],
    [
      'held-out round 2 (written after round 1 work; measured untuned, then the second pass tuned on it)',
      heldOutRound2,
    ],
    ['held-out round 3 (written after the second pass, untuned)', heldOutRound3],
  ] as const;
  const perRound: { right: number; total: number }[] = [];
  for (const [title, set] of rounds) {
    console.log(`${title}:`);
    const round = { right: 0, total: 0 };
    for (const language of ['pt-BR', 'en', 'es'] as const) {
      const list = set.filter((r) => r.lang === language);
      const resolved = scoreSet(list, (t) => parseRequest(t, heldOutToday), heldOutEntities);
      const strict = scoreSet(list, (t) => parseRequest(t, heldOutToday));
      add(resolved);
      round.right += resolved.right;
      round.total += resolved.total;
      console.log(
        `  ${language.padEnd(5)} ${fmt(resolved)}; strict name text ${(strict.rate * 100).toFixed(1)} %`,
      );
      if (showMisses)
        for (const f of resolved.failures)
          console.log(`    ${f.outcome}: ${f.text} → ${JSON.stringify(f.got)}`);
    }
    perRound.push(round);
  }

  const texts = [...heldOutRequests, ...heldOutRound2, ...heldOutRound3].map((r) => r.text);
  const times: number[] = [];
  for (let i = 0; i < 5; i++)
    for (const text of texts) {
      const start = performance.now();
      parseRequest(text, heldOutToday);
      times.push(performance.now() - start);
    }
  times.sort((a, b) => a - b);
  console.log(
    `time per request: p50 ${times[Math.floor(times.length / 2)]!.toFixed(3)} ms, p95 ${times[Math.floor(times.length * 0.95)]!.toFixed(3)} ms`,
  );
  const labelledRate = labelled.right / labelled.total;
  const round1 = perRound[0]!.right / perRound[0]!.total;
  const round2 = perRound[1]!.right / perRound[1]!.total;
  const round3 = perRound[2]!.right / perRound[2]!.total;
  console.log(
    `assistant: held-out round 3 (untuned) ${(round3 * 100).toFixed(1)} % (rounds 1, 2, tuned on: ${(round1 * 100).toFixed(1)} %, ${(round2 * 100).toFixed(1)} %), ${total.wrongAction} wrong actions; labelled ${(labelledRate * 100).toFixed(1)} %, ratio ${(round3 / labelledRate).toFixed(2)} round 3 vs labelled`,
  );
}
