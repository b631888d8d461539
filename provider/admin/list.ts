// One statement per admin list page: the rows of the page and, beside each, the total of the filtered list.
// Search, sort and paging are the provider's: the browser only ever holds one page.
import { sql, type SQL } from "drizzle-orm";
import { ADMIN_PAGE_SIZE, type AdminListQuery, type AdminPage } from "../contracts/admin";
import type { Db } from "../db/client";
import { rowsOf } from "../services/search-flight/rows";

/** `%word%` for ilike, with the pattern characters of the word escaped. */
export const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every word of `q` must match `matches(pattern)`; true without a query. */
export function everyWord(q: string | undefined, matches: (pattern: string) => SQL): SQL {
  const words = (q ?? "").split(/\s+/).filter(Boolean);
  return words.length
    ? sql.join(
        words.map((word) => sql`(${matches(likePattern(word))})`),
        sql` and `,
      )
    : sql`true`;
}

type ListSpec<S extends string> = {
  /** Select list (aliased to the item's fields) and FROM clause. */
  columns: SQL;
  from: SQL;
  where: SQL;
  /** One ORDER BY expression per sort key; the id breaks ties so pages never overlap. */
  orderBy: Record<S, SQL>;
  tieBreak: SQL;
};

export async function listPage<T, S extends string>(db: Db, query: AdminListQuery<S>, spec: ListSpec<S>): Promise<AdminPage<T>> {
  const direction = sql.raw(query.dir === "desc" ? "desc" : "asc");
  const offset = (query.page - 1) * ADMIN_PAGE_SIZE;
  const result = await db.execute(
    sql`select ${spec.columns}, count(*) over()::int as "__total" from ${spec.from} where ${spec.where}
        order by ${spec.orderBy[query.sort]} ${direction} nulls last, ${spec.tieBreak}
        limit ${ADMIN_PAGE_SIZE} offset ${offset}`,
  );
  const rows = rowsOf<T & { __total: number }>(result);
  let total = rows[0]?.__total ?? 0;
  if (!rows.length && query.page > 1) {
    // Past the end: say how many there are, so the page can offer the way back.
    const counted = await db.execute(sql`select count(*)::int as n from ${spec.from} where ${spec.where}`);
    total = Number(rowsOf<{ n: number }>(counted)[0]?.n ?? 0);
  }
  const items = rows.map(({ __total: _total, ...item }) => item as T);
  return { items, total, page: query.page, pageSize: ADMIN_PAGE_SIZE, pageCount: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)) };
}
