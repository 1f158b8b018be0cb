import { seededKnowledge } from '@poolscape/tests/kit/seed-knowledge';
import { describe, expect, it } from 'vitest';
import { Assistant } from './assistant.ts';
import { EVAL_SET, judge, SPANNING_CASES } from './eval-set.ts';

describe('the built-in assistant on the seeded content', () => {
  it('answers at least 95% of the evaluation questions correctly and never invents a price', async () => {
    const assistant = new Assistant({
      load: async () => seededKnowledge(),
      log: { info: () => {}, warn: () => {} },
    });
    await assistant.reindex();
    const results = [];
    for (const testCase of EVAL_SET) results.push(judge(testCase, await assistant.answer(testCase.question)));
    const failures = results.filter((result) => !result.passed);
    const score = (results.length - failures.length) / results.length;
    expect(results.filter((result) => result.reason.startsWith('invented'))).toEqual([]);
    // Every wrong answer is listed, whatever the score.
    if (failures.length > 0) console.log(`wrong answers:\n${JSON.stringify(failures, null, 2)}`);
    expect(score, JSON.stringify(failures, null, 2)).toBeGreaterThanOrEqual(0.95);
    expect(EVAL_SET.length).toBeGreaterThanOrEqual(120);
  });

  it('combines passages when the answer spans several: comparisons and "which plans" questions', async () => {
    const assistant = new Assistant({
      load: async () => seededKnowledge(),
      log: { info: () => {}, warn: () => {} },
    });
    await assistant.reindex();
    const failures = [];
    for (const testCase of SPANNING_CASES) {
      const result = judge(testCase, await assistant.answer(testCase.question));
      if (!result.passed) failures.push(result);
    }
    expect(failures).toEqual([]);
  });
});
