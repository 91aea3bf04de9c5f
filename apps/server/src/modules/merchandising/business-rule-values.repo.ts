import {
  CATEGORY_PATH_JOINER,
  CATEGORY_PATH_SEPARATOR as PATH_SEPARATOR,
  type BusinessRuleValue,
  type BusinessRuleValuesQuery,
} from '@playboard/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

/** Products count as new for 30 days after the shop created them (the engine's IS_NEW). */
const NEW_PRODUCT_DAYS = 30;

/** `%text%` for ILIKE, the pattern characters of the text taken literally. */
function containing(text: string | undefined): string {
  return `%${(text ?? '').replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** A product's name in `language`, else in another of its languages, else its id. */
function nameIn(language: string): SQL {
  return sql`coalesce(name ->> ${language}, name ->> ${language.slice(0, 2)}, (select value from jsonb_each_text(name) limit 1), id)`;
}

interface ValueRow {
  value: string;
  label: string;
  products: number | string;
  image: string | null;
  available: boolean | null;
}

/** The catalogue values the rule fields take in one site's products (spec 1 §3: values picked from them). */
export function createBusinessRuleValuesRepo(db: Database, scope: { siteId: string }) {
  const rows = async (query: SQL): Promise<BusinessRuleValue[]> => {
    return (await queryRows<ValueRow>(db, query)).map((row) => ({
      value: row.value,
      label: row.label,
      products: Number(row.products),
      image: row.image,
      available: row.available,
    }));
  };
  return {
    async values(query: BusinessRuleValuesQuery): Promise<BusinessRuleValue[]> {
      const pattern = containing(query.q);
      switch (query.field) {
        case 'BRAND':
          return rows(sql`
            select brand as value, brand as label, count(*) as products, null as image,
              null::boolean as available
            from products
            where site_id = ${scope.siteId} and coalesce(btrim(brand), '') <> '' and brand ilike ${pattern}
            group by brand
            order by count(*) desc, lower(brand)
            limit ${query.limit}`);
        case 'CATEGORY':
          // Every node of the category tree as the engine reads it (`Women>Shoes>Trainers`: empty
          // segments skipped, a `>` inside a name a space), read as its path `Women › Shoes › Trainers`.
          return rows(sql`
            with segments as (
              select products.id, path.number, segment.position,
                replace(btrim(segment.name), ${PATH_SEPARATOR}, ' ') as name
              from products,
                jsonb_array_elements(coalesce(categories -> ${query.language}, '[]'::jsonb))
                  with ordinality as path(segments, number),
                jsonb_array_elements_text(path.segments) with ordinality as segment(name, position)
              where site_id = ${scope.siteId} and btrim(segment.name) <> ''
            ),
            nodes as (
              select node.id, string_agg(parent.name, ${PATH_SEPARATOR} order by parent.position) as path
              from segments node
                join segments parent on parent.id = node.id and parent.number = node.number
                  and parent.position <= node.position
              group by node.id, node.number, node.position
            )
            select path as value, replace(path, ${PATH_SEPARATOR}, ${CATEGORY_PATH_JOINER}) as label,
              count(distinct id) as products, null as image, null::boolean as available
            from nodes
            where path ilike ${pattern} or replace(path, ${PATH_SEPARATOR}, ${CATEGORY_PATH_JOINER}) ilike ${pattern}
            group by path
            order by count(distinct id) desc, lower(path)
            limit ${query.limit}`);
        case 'PRODUCT_ID':
          return rows(sql`
            select id as value, ${nameIn(query.language)} as label, 1 as products, images ->> 0 as image,
              coalesce(stock, 1) > 0 and availability in ('in_stock', 'preorder') as available
            from products
            where site_id = ${scope.siteId} and (id ilike ${pattern} or ${nameIn(query.language)} ilike ${pattern})
            order by lower(${nameIn(query.language)}), id
            limit ${query.limit}`);
        case 'IS_NEW':
          return rows(sql`
            select 'true' as value, 'true' as label, count(*) as products, null as image,
              null::boolean as available
            from products
            where site_id = ${scope.siteId}
              and published_at > now() - make_interval(days => ${NEW_PRODUCT_DAYS})`);
      }
    },
  };
}
