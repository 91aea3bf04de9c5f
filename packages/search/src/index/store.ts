import { createAnalyzer, type Analyzer } from '../analysis/analyzer.ts';
import { fold } from '../analysis/fold.ts';
import { dictionaryLexicon } from '../analysis/lexicon.ts';
import type { IndexOptions, SearchDocument, SearchLogger, WordLexicon } from '../types.ts';
import { CategoryTree, NumericColumn, TextColumn } from './columns.ts';
import { ensureCapacity } from './growable.ts';
import { MAX_FIELDS } from './postings.ts';
import { Vocabulary } from './vocabulary.ts';

const BUILT_IN_FIELDS: readonly string[] = ['name', 'description', 'brand', 'categories', 'identifiers'];
/**
 * The field that attribute keys share once the fields of their own are taken. It is weighed as an
 * `attributes` field weight says, like every attribute without a weight of its own.
 */
export const SHARED_ATTRIBUTES_FIELD = 'attributes';
/** Attribute keys that get a field of their own: what the built-in fields and the shared one leave. */
export const OWN_ATTRIBUTE_FIELDS = MAX_FIELDS - BUILT_IN_FIELDS.length - 1;
const NUMERIC_FIELDS = ['price', 'stock', 'createdAt'] as const;
const noop: SearchLogger = () => undefined;

/**
 * The index data: documents by dense integer slot, postings, and the columns that filters,
 * facets and sorts read. Slots are never reused; removed ones are masked by `alive`.
 */
export class IndexStore {
  readonly analyzer: Analyzer;
  /** The words of the language, which the correction policy never replaces. */
  readonly lexicon: WordLexicon;
  readonly logger: SearchLogger;
  readonly k1: number;
  readonly b: number;
  readonly vocabulary = new Vocabulary();
  /** Field names by field id. */
  readonly fields: string[] = [];
  readonly documents: (SearchDocument | undefined)[] = [];
  alive = new Uint8Array(0);
  /** 1 for a product whose `availableForOrder` is false: read per candidate, never the document. */
  notForOrder = new Uint8Array(0);
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
  /** Field id by built-in field or attribute key; the keys that share a field map to its id. */
  private readonly fieldIds = new Map<string, number>();
  private ownAttributeFields = 0;
  private sharedField: number | undefined;
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
    this.lexicon = options.lexicon ?? dictionaryLexicon(options.language);
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

  /**
   * A store with the same options and only the live documents: drops the tombstones. Fields keep
   * their ids and attribute keys their fields, so every document scores as it did.
   */
  compacted(): IndexStore {
    const next = new IndexStore(this.options);
    for (const field of this.fields) next.newField(field);
    for (const [key, id] of this.fieldIds) next.fieldIds.set(key, id);
    next.ownAttributeFields = this.ownAttributeFields;
    next.sharedField = this.sharedField;
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

  /**
   * Whether a product is out of stock (stock exactly 0) or not available for order: stock-safe
   * merchandising passes it by.
   */
  unavailable(slot: number): boolean {
    return this.numeric.get('stock')!.values[slot] === 0 || this.notForOrder[slot] === 1;
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

  /**
   * Before a batch is added: when it brings more new attribute keys than there are fields left,
   * its most frequent keys (in the most documents; the first seen on a tie) take the fields left and
   * the others will share one. Without this, the first keys to arrive would take them.
   */
  allocateAttributeFields(documents: readonly SearchDocument[]): void {
    const free = OWN_ATTRIBUTE_FIELDS - this.ownAttributeFields;
    // One product's keys all count once: they would take the free fields in their order anyway.
    if (free === 0 || documents.length < 2) return;
    const counts = new Map<string, number>();
    for (const document of documents) {
      for (const key of attributesOf(document).keys()) {
        if (!this.fieldIds.has(key) && this.indexesAttribute(key))
          counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
    if (counts.size <= free) return;
    const ranked = [...counts].sort((a, b) => b[1] - a[1]);
    for (const [key] of ranked.slice(0, free)) this.attributeFieldFor(key);
  }

  add(document: SearchDocument): void {
    validate(document);
    if (this.slots.has(document.id)) this.remove(document.id);
    const slot = this.documents.length;
    this.documents.push(document);
    this.slots.set(document.id, slot);
    this.alive = ensureCapacity(this.alive, slot + 1, Uint8Array);
    this.alive[slot] = 1;
    this.notForOrder = ensureCapacity(this.notForOrder, slot + 1, Uint8Array);
    this.notForOrder[slot] = document.availableForOrder === false ? 1 : 0;
    this.liveCount++;
    this.version++;

    const vocabulary = this.vocabulary;
    const postings = vocabulary.postings;
    const identifiers = identifiersOf(document);
    const attributes = attributesOf(document);
    for (const [fieldId, texts] of this.fieldTexts(document, identifiers, attributes, true)) {
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
    for (const [fieldId, texts] of this.fieldTexts(document, identifiers, attributesOf(document), false)) {
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

  private newField(name: string): number {
    const id = this.fields.length;
    this.fields.push(name);
    this.fieldLengths.push(new Uint16Array(0));
    this.fieldLengthSums.push(0);
    return id;
  }

  private builtInFieldFor(field: string): number {
    let id = this.fieldIds.get(field);
    if (id === undefined) {
      id = this.newField(field);
      this.fieldIds.set(field, id);
    }
    return id;
  }

  private attributeFieldFor(key: string): number {
    let id = this.fieldIds.get(key);
    if (id !== undefined) return id;
    if (this.ownAttributeFields < OWN_ATTRIBUTE_FIELDS) {
      this.ownAttributeFields++;
      id = this.newField(key);
    } else {
      if (this.sharedField === undefined) {
        this.sharedField = this.newField(SHARED_ATTRIBUTES_FIELD);
        this.logger(
          'info',
          `search: attribute keys beyond ${OWN_ATTRIBUTE_FIELDS} share the field "${SHARED_ATTRIBUTES_FIELD}", from "${key}" on`,
          'shared_attribute_field',
        );
      }
      id = this.sharedField;
    }
    this.fieldIds.set(key, id);
    return id;
  }

  private indexes(field: string): boolean {
    return this.searchable === undefined || this.searchable.has(field);
  }

  private indexesAttribute(key: string): boolean {
    return !BUILT_IN_FIELDS.includes(key) && this.indexes(key);
  }

  /**
   * The texts of each searched field of a document, by field id: fields are created when
   * `allocate`, else only looked up. The keys that share a field yield their values together.
   */
  private *fieldTexts(
    document: SearchDocument,
    identifiers: readonly string[],
    attributes: ReadonlyMap<string, readonly string[]>,
    allocate: boolean,
  ): Generator<[number, readonly string[]]> {
    for (const [field, texts] of builtInTexts(document, identifiers)) {
      if (!this.indexes(field)) continue;
      const id = allocate ? this.builtInFieldFor(field) : this.fieldIds.get(field);
      if (id !== undefined) yield [id, texts];
    }
    let shared: string[] | undefined;
    for (const [key, values] of attributes) {
      if (!this.indexesAttribute(key)) continue;
      const id = allocate ? this.attributeFieldFor(key) : this.fieldIds.get(key);
      if (id === undefined) continue;
      if (id === this.sharedField) (shared ??= []).push(...values);
      else yield [id, values];
    }
    if (shared !== undefined) yield [this.sharedField!, shared];
  }
}

function* builtInTexts(
  document: SearchDocument,
  identifiers: readonly string[],
): Generator<[string, readonly string[]]> {
  yield ['name', [document.name]];
  if (document.description !== undefined) yield ['description', [document.description]];
  if (document.brand !== undefined) yield ['brand', [document.brand]];
  if (document.categories !== undefined) yield ['categories', document.categories.flat()];
  // The id leads the identifier list; it is matched exactly, not searched as text.
  if (identifiers.length > 1) yield ['identifiers', identifiers.slice(1)];
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
