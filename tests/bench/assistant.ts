// The built-in assistant over the seeded content: its score on the evaluation set (and on the
// questions whose answer spans several passages) and how long an answer takes (median and p95
// over every question, asked 20 times each).
import { Assistant } from '@poolscape/api/assistant/assistant';
import { EVAL_SET, judge, SPANNING_CASES } from '@poolscape/api/assistant/eval-set';
import { seededKnowledge } from '../kit/seed-knowledge.ts';

export interface AssistantFigures {
  correct: number;
  total: number;
  /** Of those, the questions whose answer combines several passages. */
  spanningCorrect: number;
  spanningTotal: number;
  medianMs: number;
  p95Ms: number;
  failures: string[];
}

export async function benchAssistant(rounds = 20): Promise<AssistantFigures> {
  const assistant = new Assistant({
    load: async () => seededKnowledge(),
    log: { info: () => {}, warn: () => {} },
  });
  await assistant.reindex();
  const failures: string[] = [];
  let correct = 0;
  let spanningCorrect = 0;
  for (const testCase of EVAL_SET) {
    const result = judge(testCase, await assistant.answer(testCase.question));
    if (result.passed) correct += 1;
    else failures.push(`${result.question} (${result.reason})`);
    if (result.passed && SPANNING_CASES.includes(testCase)) spanningCorrect += 1;
  }
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const testCase of EVAL_SET) {
      const started = performance.now();
      await assistant.answer(testCase.question);
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  const at = (share: number): number =>
    times[Math.min(times.length - 1, Math.floor(times.length * share))] ?? Number.NaN;
  return {
    correct,
    total: EVAL_SET.length,
    spanningCorrect,
    spanningTotal: SPANNING_CASES.length,
    medianMs: at(0.5),
    p95Ms: at(0.95),
    failures,
  };
}
