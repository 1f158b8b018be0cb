// Questions the assistant could not answer (`app.assistant_gaps`), for editors to fill the gaps in
// its content. Recorded without who asked: the caller passes the question text alone, and only
// its normalised form is kept (e-mail addresses, long numbers and links blanked out), with a count
// and the first and last times asked, to the hour. The table keeps the most recently asked rows.
import { ASSISTANT_ADMIN_LIMITS, type AssistantGap, type AssistantGapPage } from '@poolscape/shared';
import type { Pool } from 'pg';
import { storableText } from '../db/storable-text.ts';

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+/gu;
const LINK = /\b(https?:\/\/|www\.)\S+/giu;
/** Phone, card, order and account numbers: six or more digits, maybe spaced or dashed. */
const LONG_NUMBER = /\+?\d(?:[\s().-]*\d){5,}/gu;

/**
 * The form a question is kept and counted in: one line, lower case, without trailing punctuation,
 * with anything that could name or reach a person blanked out, at most the kept length. Empty when
 * nothing is left.
 */
export function normaliseQuestion(question: string): string {
  const cleaned = storableText(question)
    .normalize('NFKC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(LINK, '[link]')
    .replace(EMAIL, '[e-mail]')
    .replace(LONG_NUMBER, '[number]')
    .toLowerCase()
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/[\s?!.,;:…]+$/u, '');
  return Array.from(cleaned).slice(0, ASSISTANT_ADMIN_LIMITS.gapQuestionMaxLength).join('').trim();
}

/** Counts one more asking of `question`; keeps only the most recently asked rows. */
export async function recordGap(pool: Pool, question: string): Promise<void> {
  const normalised = normaliseQuestion(question);
  if (!normalised) return;
  const { rows } = await pool.query<{ inserted: boolean }>(
    `insert into app.assistant_gaps (question) values ($1)
     on conflict (question) do update
       set asked_count = least(app.assistant_gaps.asked_count, 2147483646) + 1,
           last_asked_at = date_trunc('hour', now())
     returning (xmax = 0) as inserted`,
    [normalised],
  );
  if (!rows[0]?.inserted) return;
  await pool.query(
    `delete from app.assistant_gaps where id in (
       select id from app.assistant_gaps order by last_asked_at desc, id desc offset $1)`,
    [ASSISTANT_ADMIN_LIMITS.gapsKept],
  );
}

interface GapRow {
  id: string;
  question: string;
  asked_count: number;
  first_asked_at: Date;
  last_asked_at: Date;
}

const toGap = (row: GapRow): AssistantGap => ({
  id: row.id,
  question: row.question,
  count: row.asked_count,
  firstAskedAt: row.first_asked_at.toISOString(),
  lastAskedAt: row.last_asked_at.toISOString(),
});

/** A page of the unanswered questions, most asked first (then the most recent). */
export async function gapPage(pool: Pool, page: number): Promise<AssistantGapPage> {
  const pageSize = ASSISTANT_ADMIN_LIMITS.gapsPageSize;
  const [items, total] = await Promise.all([
    pool.query<GapRow>(
      `select id, question, asked_count, first_asked_at, last_asked_at from app.assistant_gaps
       order by asked_count desc, last_asked_at desc, id limit $1 offset $2`,
      [pageSize, (page - 1) * pageSize],
    ),
    pool.query<{ n: number }>('select count(*)::int as n from app.assistant_gaps'),
  ]);
  return { items: items.rows.map(toGap), total: total.rows[0]?.n ?? 0, page, pageSize };
}

/** Removes a question from the list; false when it was not there. */
export async function dismissGap(pool: Pool, id: string): Promise<boolean> {
  const { rowCount } = await pool.query('delete from app.assistant_gaps where id = $1', [id]);
  return (rowCount ?? 0) > 0;
}
