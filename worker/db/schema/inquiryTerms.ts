import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The staff search's index (worker/record/searchIndex.ts, contract/searchTerms.ts): each word an inquiry is found
 * by, folded, with the inquiry. A search reads the words beginning with each of its own. Triggers (migrations/0035)
 * delete an inquiry's words when its personal data is erased (search_text emptied) or the row goes.
 */
export const inquiryTerms = sqliteTable(
  "inquiry_terms",
  {
    term: text("term").notNull(),
    inquiryId: integer("inquiry_id").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.term, t.inquiryId] }),
    // An inquiry's own words, for the triggers that delete them.
    index("inquiry_terms_inquiry_idx").on(t.inquiryId),
  ],
);
