import { sql, type SQL } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { queryTermsOf, searchTermsOf, termCeiling } from "../../contract/searchTerms";
import { inquiries, inquiryTerms } from "../db/schema";

/**
 * The staff search's index (docs/staff-area.md, "Search"): each inquiry's words in `inquiry_terms`
 * (contract/searchTerms.ts), so a search reads the words that begin with its own instead of every inquiry's text.
 * A new inquiry is indexed in the batch that stores it; inquiries from before the index by `indexEarlierInquiries`,
 * and until then they are searched as before, by their text. Erasure empties an inquiry's words (a trigger).
 */

/** The most selects D1 allows in one compound select ("too many terms in compound SELECT" past it). */
const COMPOUND_TERMS = 5;

/** The statement that indexes a new inquiry's words, found by `inquiryId` (SQL), in the batch that stores it. */
export function indexNewInquiry(db: DrizzleD1Database, inquiryId: SQL, fields: Parameters<typeof searchTermsOf>[0]) {
  const terms = JSON.stringify(searchTermsOf(fields));
  return db
    .insert(inquiryTerms)
    .select(sql`select value, ${inquiryId} from json_each(${terms}) where true`)
    .onConflictDoNothing();
}

/**
 * The search's condition: every word of the query begins one of the inquiry's indexed words; an inquiry not indexed
 * yet holds the query in its text (`byText`, the search before the index). A query with no word (punctuation
 * only) is searched by text alone.
 */
export function searchCondition(query: string, byText: SQL): SQL {
  const terms = queryTermsOf(query);
  const unindexed = sql`${inquiries.id} in (select ${inquiries.id} from ${inquiries}
    where ${inquiries.searchIndexed} = 0 and ${inquiries.erasedAt} is null and ${byText})`;
  if (terms.length === 0) return byText;
  const lookups = terms.map((term) => sql`select inquiry_id from ${inquiryTerms} where term >= ${term} and term < ${termCeiling(term)}`);
  // D1 takes at most COMPOUND_TERMS selects in one compound select: a longer query is several, all required.
  const groups = [];
  for (let i = 0; i < lookups.length; i += COMPOUND_TERMS)
    groups.push(sql`${inquiries.id} in (${sql.join(lookups.slice(i, i + COMPOUND_TERMS), sql` intersect `)})`);
  return sql`((${sql.join(groups, sql` and `)}) or ${unindexed})`;
}

/**
 * Earlier inquiries indexed per run, and the characters of their words at most (a message may hold 5,000): each run
 * well within the CPU cap (docs/budgets.md), the next one goes on.
 */
const PER_RUN = 1_000;
const CHARACTERS_PER_RUN = 400_000;
/** Words written per statement: one bound parameter (a JSON array), well within D1's limits. */
const WORDS_PER_STATEMENT = 2_000;

/**
 * Indexes inquiries stored before the index existed (erased ones aside), oldest first, PER_RUN a run at most and
 * CHARACTERS_PER_RUN of their text. A word is
 * written only while the inquiry still holds its text (an erasure meanwhile wins), and the inquiry is marked
 * indexed in the same batch.
 */
export async function indexEarlierInquiries(env: Env, limit = PER_RUN): Promise<{ indexed: number }> {
  const { results: read } = await env.DB.prepare(
    `SELECT id, name, email, phone, message, sum(length(name) + length(email) + length(phone) + length(message)) OVER (ORDER BY id) AS upto
     FROM (SELECT id, name, email, phone, message FROM inquiries WHERE search_indexed = 0 AND erased_at IS NULL ORDER BY id LIMIT ?1)
     ORDER BY id`,
  )
    .bind(limit)
    .all<{ id: number; name: string; email: string; phone: string; message: string; upto: number }>();
  // The first always, then as many as CHARACTERS_PER_RUN allows.
  const results = read.filter((row, i) => i === 0 || row.upto <= CHARACTERS_PER_RUN);
  if (results.length === 0) return { indexed: 0 };
  const words = results.flatMap((inquiry) => searchTermsOf(inquiry).map((term) => ({ term, id: inquiry.id })));
  const ids = JSON.stringify(results.map((inquiry) => inquiry.id));
  const statements = [];
  for (let i = 0; i < words.length; i += WORDS_PER_STATEMENT)
    statements.push(
      env.DB.prepare(
        `INSERT INTO inquiry_terms (term, inquiry_id)
         SELECT j.value ->> '$.term', i.id FROM json_each(?1) j JOIN inquiries i ON i.id = j.value ->> '$.id' AND i.search_text <> ''
         WHERE true ON CONFLICT DO NOTHING`,
      ).bind(JSON.stringify(words.slice(i, i + WORDS_PER_STATEMENT))),
    );
  // An erased inquiry no longer changes (migrations/0007): it has nothing to index either.
  statements.push(
    env.DB.prepare("UPDATE inquiries SET search_indexed = 1 WHERE id IN (SELECT value FROM json_each(?1)) AND erased_at IS NULL").bind(ids),
  );
  await env.DB.batch(statements);
  return { indexed: results.length };
}
