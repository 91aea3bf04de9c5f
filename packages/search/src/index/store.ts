import { createAnalyzer, type Analyzer } from '../analysis/analyzer.ts';
import { fold } from '../analysis/fold.ts';
import type { IndexOptions, SearchDocument, SearchLogger } from '../types.ts';
import { CategoryTree, NumericColumn, TextColumn } from './columns.ts';
import { ensureCapacity } from './growable.ts';
import { MAX_FIELDS } from './postings.ts';
import { Vocabulary } from './vocabulary.ts';

const BUILT_IN_FIELDS = ['name', 'description', 'brand', 'categories', 'identifiers'] as const;
const NUMERIC_FIELDS = ['price', 'stock', 'createdAt'] as const;
const noop: SearchLogger = () => undefined;

/**
 * The index data: documents by dense integer slot, postings, and the columns that filters,
 * facets and sorts read. Slots are never reused; removed ones are masked by `alive`.
 */
export class IndexStore {
  readonly analyzer: Analyzer;
  readonly logger: SearchLogger;
  readonly k1: number;
  readonly b: number;
  readonly vocabulary = new Vocabulary();
  /** Field names by field id. */
  readonly fields: string[] = [];
  readonly documents: (SearchDocument | undefined)[] = [];
  alive = new Uint8Array(0);
  liveCount = 0;
  /** Token count per field per slot, and their sums over live documents. */
  readonly fieldLengths: Uint16Array[] = [];
  readonly fieldLengthSums: number[] = [];
  readonly text = new Map<string, TextColumn>();
  readonly numeric = new Map<string, NumericColumn>();
  readonly categories = new CategoryTree();
  /** Incremented on every change, so caches derived from the data know when to drop. */
  version = 0;
  private readonly options: IndexOptions;
  private readonly fieldIds = new Map<string, number>();
  private readonly slots = new Map<string, number>();
  private readonly identifiers = new Map<string, number[]>();
  private readonly searchable: ReadonlySet<string> | undefined;
  private readonly warned = new Set<string>();
  /** Build scratch by term id: frequency in the current field, last slot (+1) counted in df. */
  private termFrequency = new Uint32Array(0);
  private lastSlot = new Uint32Array(0);
  private termsInField = new Uint32Array(0);

  constructor(options: IndexOptions) {
    this.options = options;
    this.analyzer = createAnalyzer(options.language);
    this.logger = options.logger ?? noop;
    this.k1 = options.bm25?.k1 ?? 1.2;
    this.b = options.bm25?.b ?? 0.75;
    if (!(this.k1 > 0) || !(this.b >= 0 && this.b <= 1)) {
      throw new Error(`search: invalid bm25 parameters k1=${this.k1} b=${this.b}`);
    }
    this.searchable = options.searchableFields && new Set(options.searchableFields);
    for (const field of NUMERIC_FIELDS) this.numeric.set(field, new NumericColumn());
    this.text.set('brand', new TextColumn());
    this.text.set('categories', new TextColumn());
  }

  /** A store with the same options and only the live documents: drops the tombstones. */
  compacted(): IndexStore {
    const next = new IndexStore(this.options);
    for (const document of this.documents) if (document !== undefined) next.add(document);
    next.vocabulary.prepare();
    return next;
  }

  get slotCount(): number {
    return this.documents.length;
  }

  get deadCount(): number {
    return this.documents.length - this.liveCount;
  }

  /** Logs a warning once per index: a bad rule must not flood the log on every search. */
  warnOnce(message: string, code: string): void {
    if (this.warned.has(message)) return;
    this.warned.add(message);
    this.logger('warn', message, code);
  }

  fieldId(name: string): number | undefined {
    return this.fieldIds.get(name);
  }

  slotOf(id: string): number | undefined {
    return this.slots.get(id);
  }

  /** Live slots whose id or identifier equals `query` after folding. */
  identifierSlots(query: string): readonly number[] {
    return this.identifiers.get(fold(query).trim()) ?? [];
  }

  /** Folded identifiers starting with `prefix`, for SKU lookups as the shopper types. */
  *identifiersWithPrefix(prefix: string): Generator<readonly number[]> {
    const key = fold(prefix).trim();
    for (const [identifier, slots] of this.identifiers) if (identifier.startsWith(key)) yield slots;
  }

  add(document: SearchDocument): void {
    validate(document);
    if (this.slots.has(document.id)) this.remove(document.id);
    const slot = this.documents.length;
    this.documents.push(document);
    this.slots.set(document.id, slot);
    this.alive = ensureCapacity(this.alive, slot + 1, Uint8Array);
    this.alive[slot] = 1;
    this.liveCount++;
    this.version++;

    const vocabulary = this.vocabulary;
    const postings = vocabulary.postings;
    const identifiers = identifiersOf(document);
    const attributes = attributesOf(document);
    for (const [field, texts] of this.fieldTexts(document, identifiers, attributes)) {
      const fieldId = this.fieldIdFor(field);
      if (fieldId === undefined) continue;
      let length = 0;
      let distinct = 0;
      for (const text of texts) {
        for (const token of this.analyzer.tokenize(text)) {
          // A known surface word skips stemming: most words of a catalogue repeat.
          let termId = vocabulary.termOfSurface(token);
          if (termId === undefined) {
            termId = vocabulary.intern(this.analyzer.stem(token));
            vocabulary.addSurface(token, termId);
            this.growTermScratch(vocabulary.size);
          }
          if (this.termFrequency[termId] === 0) this.termsInField[distinct++] = termId;
          this.termFrequency[termId]!++;
          length++;
        }
      }
      for (let i = 0; i < distinct; i++) {
        const termId = this.termsInField[i]!;
        const list = postings[termId]!;
        list.add(slot, fieldId, this.termFrequency[termId]!);
        this.termFrequency[termId] = 0;
        if (this.lastSlot[termId] !== slot + 1) {
          this.lastSlot[termId] = slot + 1;
          list.documentCount++;
        }
      }
      const lengths = ensureCapacity(this.fieldLengths[fieldId]!, slot + 1, Uint16Array);
      this.fieldLengths[fieldId] = lengths;
      lengths[slot] = Math.min(length, 65_535);
      this.fieldLengthSums[fieldId]! += lengths[slot]!;
    }

    for (const identifier of identifiers) {
      const key = fold(identifier).trim();
      if (key === '') continue;
      const slots = this.identifiers.get(key);
      if (slots === undefined) this.identifiers.set(key, [slot]);
      else if (!slots.includes(slot)) slots.push(slot);
    }

    this.text.get('brand')!.set(slot, document.brand === undefined ? [] : [document.brand]);
    this.text.get('categories')!.set(slot, (document.categories ?? []).flat());
    this.categories.set(slot, document.categories ?? []);
    for (const [key, values] of attributes) {
      let column = this.text.get(key);
      if (column === undefined) {
        column = new TextColumn();
        this.text.set(key, column);
      }
      column.set(slot, values);
    }
    this.numeric.get('price')!.set(slot, priceOf(document));
    this.numeric.get('stock')!.set(slot, stockOf(document));
    this.numeric.get('createdAt')!.set(slot, document.createdAt);
    for (const [key, value] of Object.entries(document.numbers ?? {})) {
      let column = this.numeric.get(key);
      if (column === undefined) {
        column = new NumericColumn();
        this.numeric.set(key, column);
      }
      column.set(slot, value);
    }
  }

  /** Removes a product; returns whether it existed. */
  remove(id: string): boolean {
    const slot = this.slots.get(id);
    if (slot === undefined) return false;
    const document = this.documents[slot]!;
    this.slots.delete(id);
    this.documents[slot] = undefined;
    this.alive[slot] = 0;
    this.liveCount--;
    this.version++;
    const seen = new Set<number>();
    const identifiers = identifiersOf(document);
    for (const [field, texts] of this.fieldTexts(document, identifiers, attributesOf(document))) {
      const fieldId = this.fieldIds.get(field);
      if (fieldId === undefined) continue;
      this.fieldLengthSums[fieldId]! -= this.fieldLengths[fieldId]![slot]!;
      for (const text of texts) {
        for (const token of this.analyzer.tokenize(text)) {
          const termId = this.vocabulary.termOfSurface(token)!;
          if (seen.has(termId)) continue;
          seen.add(termId);
          this.vocabulary.postings[termId]!.documentCount--;
        }
      }
    }
    for (const identifier of identifiers) {
      const slots = this.identifiers.get(fold(identifier).trim());
      if (slots === undefined) continue;
      const at = slots.indexOf(slot);
      if (at >= 0) slots.splice(at, 1);
      if (slots.length === 0) this.identifiers.delete(fold(identifier).trim());
    }
    for (const column of this.text.values()) column.values.clear(slot);
    this.categories.values.clear(slot);
    return true;
  }

  private growTermScratch(terms: number): void {
    this.termFrequency = ensureCapacity(this.termFrequency, terms, Uint32Array);
    this.lastSlot = ensureCapacity(this.lastSlot, terms, Uint32Array);
    this.termsInField = ensureCapacity(this.termsInField, terms, Uint32Array);
  }

  private fieldIdFor(field: string): number | undefined {
    let id = this.fieldIds.get(field);
    if (id !== undefined) return id;
    if (this.fields.length >= MAX_FIELDS) {
      this.logger(
        'warn',
        `search: field "${field}" not indexed, ${MAX_FIELDS} fields at most`,
        'too_many_fields',
      );
      this.fieldIds.set(field, -1);
      return undefined;
    }
    id = this.fields.length;
    this.fields.push(field);
    this.fieldIds.set(field, id);
    this.fieldLengths.push(new Uint16Array(0));
    this.fieldLengthSums.push(0);
    return id;
  }

  private *fieldTexts(
    document: SearchDocument,
    identifiers: readonly string[],
    attributes: ReadonlyMap<string, readonly string[]>,
  ): Generator<[string, readonly string[]]> {
    const include = (field: string): boolean => this.searchable === undefined || this.searchable.has(field);
    if (include('name')) yield ['name', [document.name]];
    if (document.description !== undefined && include('description')) {
      yield ['description', [document.description]];
    }
    if (document.brand !== undefined && include('brand')) yield ['brand', [document.brand]];
    if (document.categories !== undefined && include('categories')) {
      yield ['categories', document.categories.flat()];
    }
    // The id leads the identifier list; it is matched exactly, not searched as text.
    if (identifiers.length > 1 && include('identifiers')) yield ['identifiers', identifiers.slice(1)];
    for (const [key, values] of attributes) {
      if ((BUILT_IN_FIELDS as readonly string[]).includes(key)) continue;
      if (include(key)) yield [key, values];
    }
  }
}

function validate(document: SearchDocument): void {
  if (typeof document?.id !== 'string' || document.id === '') {
    throw new Error(`search: document without a string id: ${JSON.stringify(document)?.slice(0, 80)}`);
  }
  if (typeof document.name !== 'string') throw new Error(`search: document "${document.id}" has no name`);
}

/** The id, then the product's and its variants' identifiers. */
function identifiersOf(document: SearchDocument): string[] {
  const identifiers = [document.id, ...(document.identifiers ?? [])];
  for (const variant of document.variants ?? []) identifiers.push(...(variant.identifiers ?? []));
  return identifiers;
}

/** Product attributes with the variants' merged in: a shirt sold in red and blue is both. */
function attributesOf(document: SearchDocument): Map<string, string[]> {
  const merged = new Map<string, string[]>();
  const collect = (attributes: SearchDocument['attributes']): void => {
    for (const [key, value] of Object.entries(attributes ?? {})) {
      const list = merged.get(key) ?? [];
      for (const item of typeof value === 'string' ? [value] : value)
        if (!list.includes(item)) list.push(item);
      merged.set(key, list);
    }
  };
  collect(document.attributes);
  for (const variant of document.variants ?? []) collect(variant.attributes);
  return merged;
}

function priceOf(document: SearchDocument): number | undefined {
  if (document.price !== undefined) return document.price;
  let lowest: number | undefined;
  for (const variant of document.variants ?? []) {
    if (variant.price !== undefined && (lowest === undefined || variant.price < lowest))
      lowest = variant.price;
  }
  return lowest;
}

function stockOf(document: SearchDocument): number | undefined {
  if (document.stock !== undefined) return document.stock;
  let total: number | undefined;
  for (const variant of document.variants ?? []) {
    if (variant.stock !== undefined) total = (total ?? 0) + variant.stock;
  }
  return total;
}
