// Product feeds of custom shops without a module (protocol §2): JSON, CSV and Google Merchant
// Center XML, each turned into the protocol's Product objects. Values are passed on as read: the
// sync validates every product and reports the bad ones, so one bad row never fails a feed.
import type { FeedFormat } from '@playboard/domain';
import { parse as parseCsv } from 'csv-parse/sync';
import { XMLParser } from 'fast-xml-parser';
import { connectorError } from './connector-errors.ts';

export interface ParsedFeed {
  products: Record<string, unknown>[];
  /** Languages of the texts, the default first. */
  languages: string[];
  currency: string | null;
  /** A title the feed gives itself (Google XML channel title), else null. */
  title: string | null;
}

type Row = Record<string, string>;

function notAFeed(format: FeedFormat, reason: string) {
  return connectorError('mot-14', `the ${format} feed cannot be read (${reason})`);
}

function present(value: string | undefined): string | undefined {
  const text = value?.trim();
  return text ? text : undefined;
}

/** A number when the text is one, else the text itself, so validation names the bad value. */
function numeric(value: string | undefined): number | string | undefined {
  const text = present(value);
  if (text === undefined) return undefined;
  const number = Number(text);
  return Number.isFinite(number) ? number : text;
}

function categoryPaths(value: string | undefined): string[][] | undefined {
  const text = present(value);
  if (!text) return undefined;
  return text
    .split('|')
    .map((path) =>
      path
        .split('>')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .filter((path) => path.length > 0);
}

function orderedLanguages(defaultLanguage: string, seen: Iterable<string>): string[] {
  return [defaultLanguage, ...[...new Set(seen)].filter((language) => language !== defaultLanguage)];
}

function withoutUndefined(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));
}

// ==== json: an array of Products, or { products: [...] } ====
export function parseJsonFeed(text: string, defaultLanguage: string): ParsedFeed {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    throw notAFeed('json', error instanceof Error ? error.message : 'invalid JSON');
  }
  const list = Array.isArray(document)
    ? document
    : document && typeof document === 'object' && Array.isArray((document as { products?: unknown }).products)
      ? (document as { products: unknown[] }).products
      : undefined;
  if (!list) throw notAFeed('json', 'expected an array of products or { "products": [...] }');
  const seen = new Set<string>();
  for (const product of list) {
    const name = (product as { name?: unknown } | null)?.name;
    if (name && typeof name === 'object') for (const language of Object.keys(name)) seen.add(language);
  }
  // JSON texts are always labelled: the default language leads when the feed has it.
  const first = seen.has(defaultLanguage) || seen.size === 0 ? defaultLanguage : [...seen][0]!;
  const languages = orderedLanguages(first, seen);
  return { products: list as Record<string, unknown>[], languages, currency: null, title: null };
}

// ==== csv: RFC 4180 with a header row ====
const localizedColumn = /^(name|description|categories)_([a-z]{2}(?:-[a-z]{2})?)$/i;

export function parseCsvFeed(text: string, defaultLanguage: string): ParsedFeed {
  let rows: Row[];
  try {
    rows = parseCsv(text, {
      columns: (header: string[]) => header.map((name) => name.trim()),
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
    });
  } catch (error) {
    throw notAFeed('csv', error instanceof Error ? error.message : 'invalid CSV');
  }
  const columns = rows[0] ? Object.keys(rows[0]) : [];
  if (
    rows.length > 0 &&
    (!columns.includes('id') || !columns.some((column) => column === 'name' || localizedColumn.test(column)))
  ) {
    throw notAFeed('csv', 'the header row needs at least the id and name columns');
  }
  const languages = new Set<string>();
  const products = rows.map((row) => {
    const name: Record<string, string> = {};
    const description: Record<string, string> = {};
    const categories: Record<string, string[][]> = {};
    const attributes: Record<string, string> = {};
    const put = (field: string, language: string, value: string | undefined) => {
      const text = present(value);
      if (text === undefined) return;
      languages.add(language);
      if (field === 'name') name[language] = text;
      else if (field === 'description') description[language] = text;
      else categories[language] = categoryPaths(text) ?? [];
    };
    for (const [column, value] of Object.entries(row)) {
      const localized = localizedColumn.exec(column);
      if (column === 'name' || column === 'description' || column === 'categories') {
        put(column, defaultLanguage, value);
      } else if (localized) {
        put(localized[1]!.toLowerCase(), localized[2]!.toLowerCase(), value);
      } else if (column.startsWith('attribute:') && present(value)) {
        attributes[column.slice('attribute:'.length).trim()] = value.trim();
      }
    }
    return withoutUndefined({
      id: present(row.id),
      sku: present(row.sku),
      name,
      description: Object.keys(description).length > 0 ? description : undefined,
      categories: Object.keys(categories).length > 0 ? categories : undefined,
      brand: present(row.brand),
      price: numeric(row.price),
      salePrice: numeric(row.sale_price),
      stock: numeric(row.stock),
      availability: present(row.availability),
      attributes: Object.keys(attributes).length > 0 ? attributes : undefined,
      images: present(row.image_urls)
        ?.split('|')
        .map((url) => url.trim())
        .filter(Boolean),
      url: present(row.url),
      publishedAt: present(row.published_at),
    });
  });
  return { products, languages: orderedLanguages(defaultLanguage, languages), currency: null, title: null };
}

// ==== google-xml: Google Merchant Center RSS 2.0 (or Atom), namespace g: ====
type XmlItem = Record<string, unknown>;

function xmlText(item: XmlItem, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = item[name];
    const text = Array.isArray(value) ? value[0] : value;
    if (typeof text === 'string' || typeof text === 'number') {
      const trimmed = String(text).trim();
      if (trimmed) return trimmed;
    }
  }
  return undefined;
}

function xmlList(item: XmlItem, name: string): string[] {
  const value = item[name];
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.map((entry) => String(entry).trim()).filter(Boolean);
}

/** "19.99 EUR" (or "EUR 19.99", "19,99 EUR") → amount and currency. */
function money(value: string | undefined): { amount: number | string | undefined; currency: string | null } {
  if (!value) return { amount: undefined, currency: null };
  const currency = /\b[A-Z]{3}\b/.exec(value)?.[0] ?? null;
  const digits = /\d[\d.,]*/.exec(value)?.[0];
  if (!digits) return { amount: value, currency };
  const normalized = /,\d{1,2}$/.test(digits)
    ? digits.replaceAll('.', '').replace(',', '.')
    : digits.replaceAll(',', '');
  const amount = Number(normalized);
  return { amount: Number.isFinite(amount) ? amount : value, currency };
}

const availabilities: Record<string, string> = {
  in_stock: 'in_stock',
  out_of_stock: 'out_of_stock',
  preorder: 'preorder',
  // Google's backorder: orderable now, shipped later, which is what preorder means to the search layer.
  backorder: 'preorder',
};

function availability(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const key = value.toLowerCase().replaceAll(' ', '_');
  return availabilities[key] ?? value;
}

interface GoogleItem {
  id: string | undefined;
  groupId: string | undefined;
  title: string | undefined;
  description: string | undefined;
  url: string | undefined;
  images: string[];
  price: number | string | undefined;
  salePrice: number | string | undefined;
  currency: string | null;
  availability: string | undefined;
  brand: string | undefined;
  productTypes: string[];
  attributes: Record<string, string>;
}

function googleItem(item: XmlItem): GoogleItem {
  const price = money(xmlText(item, 'g:price', 'price'));
  const sale = money(xmlText(item, 'g:sale_price', 'sale_price'));
  const image = xmlText(item, 'g:image_link', 'image_link');
  const attributes: Record<string, string> = {};
  for (const [field, name] of [
    ['g:gtin', 'gtin'],
    ['g:mpn', 'mpn'],
    ['g:color', 'colour'],
    ['g:size', 'size'],
  ] as const) {
    const value = xmlText(item, field);
    if (value) attributes[name] = value;
  }
  return {
    id: xmlText(item, 'g:id', 'id'),
    groupId: xmlText(item, 'g:item_group_id'),
    title: xmlText(item, 'title', 'g:title'),
    description: xmlText(item, 'description', 'g:description'),
    url: xmlText(item, 'link', 'g:link'),
    images: [...(image ? [image] : []), ...xmlList(item, 'g:additional_image_link')],
    price: price.amount,
    salePrice: sale.amount,
    currency: price.currency,
    availability: availability(xmlText(item, 'g:availability')),
    brand: xmlText(item, 'g:brand', 'brand'),
    productTypes: [...xmlList(item, 'g:product_type'), ...xmlList(item, 'product_type')],
    attributes,
  };
}

function lowest(values: (number | string | undefined)[]): number | string | undefined {
  const numbers = values.filter((value): value is number => typeof value === 'number');
  return numbers.length > 0 ? Math.min(...numbers) : values.find((value) => value !== undefined);
}

function googleProduct(items: GoogleItem[], language: string): Record<string, unknown> {
  const [first] = items as [GoogleItem, ...GoogleItem[]];
  const grouped = first.groupId !== undefined;
  const text = (value: string | undefined) => (value === undefined ? undefined : { [language]: value });
  const sale = items.map((item) => item.salePrice);
  return withoutUndefined({
    id: grouped ? first.groupId : first.id,
    name: text(first.title) ?? {},
    description: text(first.description),
    categories:
      first.productTypes.length > 0
        ? { [language]: first.productTypes.flatMap((type) => categoryPaths(type) ?? []) }
        : undefined,
    brand: first.brand,
    price: lowest(items.map((item) => item.price)),
    salePrice: sale.every((value) => value === undefined) ? undefined : lowest(sale),
    availability: items.some((item) => item.availability === 'in_stock') ? 'in_stock' : first.availability,
    attributes: grouped ? undefined : first.attributes,
    variants: grouped
      ? items.map((item) =>
          withoutUndefined({
            id: item.id,
            sku: item.attributes.mpn,
            name: text(item.title),
            price: item.price,
            salePrice: item.salePrice,
            attributes: item.attributes,
          }),
        )
      : undefined,
    images: [...new Set(items.flatMap((item) => item.images))],
    url: first.url,
  });
}

export function parseGoogleXmlFeed(text: string, defaultLanguage: string): ParsedFeed {
  const parser = new XMLParser({
    ignoreAttributes: true,
    parseTagValue: false,
    trimValues: true,
    isArray: (name) =>
      ['item', 'entry', 'g:additional_image_link', 'g:product_type', 'product_type'].includes(name),
  });
  let document: Record<string, unknown>;
  try {
    document = parser.parse(text, true) as Record<string, unknown>;
  } catch (error) {
    throw notAFeed('google-xml', error instanceof Error ? error.message : 'invalid XML');
  }
  const rss = document.rss as { channel?: { title?: unknown; item?: XmlItem[] } } | undefined;
  const atom = document.feed as { title?: unknown; entry?: XmlItem[] } | undefined;
  const items = rss?.channel ? (rss.channel.item ?? []) : atom ? (atom.entry ?? []) : undefined;
  if (!items) throw notAFeed('google-xml', 'expected an RSS 2.0 channel or an Atom feed');
  const parsed = items.map(googleItem);
  const groups = new Map<string, GoogleItem[]>();
  parsed.forEach((item, index) => {
    const key = item.groupId !== undefined ? `group:${item.groupId}` : `item:${item.id ?? `#${index}`}`;
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  });
  const title = rss?.channel?.title ?? atom?.title;
  return {
    products: [...groups.values()].map((group) => googleProduct(group, defaultLanguage)),
    languages: [defaultLanguage],
    currency: parsed.find((item) => item.currency)?.currency ?? null,
    title: typeof title === 'string' && title.trim() ? title.trim() : null,
  };
}

export function parseFeed(format: FeedFormat, text: string, defaultLanguage: string): ParsedFeed {
  switch (format) {
    case 'json':
      return parseJsonFeed(text, defaultLanguage);
    case 'csv':
      return parseCsvFeed(text, defaultLanguage);
    case 'google-xml':
      return parseGoogleXmlFeed(text, defaultLanguage);
  }
}
