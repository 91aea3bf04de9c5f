import {
  DEPARTMENTS,
  type Adjective,
  type Department,
  type LeafCategory,
  type Material,
  type SubCategory,
} from './vocabulary.ts';
import type { Localized } from './types.ts';

export interface Leaf {
  index: number;
  slug: string;
  department: Department;
  subCategory: SubCategory;
  category: LeafCategory;
  /** The department's materials and adjectives that suit the category. */
  materials: readonly Material[];
  adjectives: readonly Adjective[];
}

function suiting<T extends { en: string }>(
  all: readonly T[],
  names: readonly string[] | undefined,
  what: string,
): T[] {
  if (!names) return [...all];
  return names.map((name) => {
    const found = all.find((item) => item.en === name);
    if (!found) throw new Error(`demo-shop: unknown ${what} ${name}`);
    return found;
  });
}

/** A node of the three-level category tree, addressed by its slug (`/c/{slug}`). */
export interface CategoryNode {
  slug: string;
  name: Localized;
  depth: 1 | 2 | 3;
  parent: string | null;
  children: string[];
  /** Indexes (in LEAVES) of the leaf categories at or under this node. */
  leaves: number[];
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replaceAll('&', 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function buildTree() {
  const leaves: Leaf[] = [];
  const nodes = new Map<string, CategoryNode>();
  const add = (slug: string, name: Localized, depth: 1 | 2 | 3, parent: string | null) => {
    const node: CategoryNode = { slug, name, depth, parent, children: [], leaves: [] };
    nodes.set(slug, node);
    if (parent) nodes.get(parent)?.children.push(slug);
    return node;
  };
  for (const department of DEPARTMENTS) {
    const top = add(slugify(department.en), { en: department.en, es: department.es }, 1, null);
    for (const subCategory of department.children) {
      const middle = add(
        `${top.slug}-${slugify(subCategory.en)}`,
        { en: subCategory.en, es: subCategory.es },
        2,
        top.slug,
      );
      for (const category of subCategory.leaves) {
        const node = add(
          `${middle.slug}-${slugify(category.en)}`,
          { en: category.en, es: category.es },
          3,
          middle.slug,
        );
        const index = leaves.length;
        leaves.push({
          index,
          slug: node.slug,
          department,
          subCategory,
          category,
          materials: suiting(department.materials, category.materials, 'material'),
          adjectives: suiting(department.adjectives, category.adjectives, 'adjective'),
        });
        for (const owner of [top, middle, node]) owner.leaves.push(index);
      }
    }
  }
  return { leaves, nodes };
}

const tree = buildTree();

export const LEAVES: readonly Leaf[] = tree.leaves;
export const CATEGORY_NODES: ReadonlyMap<string, CategoryNode> = tree.nodes;
export const TOP_CATEGORIES: readonly CategoryNode[] = [...tree.nodes.values()].filter(
  (node) => node.depth === 1,
);

const byEnglishPath = new Map(
  [...tree.nodes.values()].map((node) => {
    const path: string[] = [];
    for (
      let current: CategoryNode | undefined = node;
      current;
      current = tree.nodes.get(current.parent ?? '')
    ) {
      path.unshift(current.name.en);
    }
    return [path.join('\u0000'), node] as const;
  }),
);

/** The node of an English category path (as products carry them), if it is one of the tree's. */
export function categoryOfPath(path: readonly string[] | undefined): CategoryNode | undefined {
  return path ? byEnglishPath.get(path.join('\u0000')) : undefined;
}
