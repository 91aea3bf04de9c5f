import { DEPARTMENTS, type Department, type LeafCategory, type SubCategory } from './vocabulary.ts';
import type { Localized } from './types.ts';

export interface Leaf {
  index: number;
  slug: string;
  department: Department;
  subCategory: SubCategory;
  category: LeafCategory;
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
        leaves.push({ index, slug: node.slug, department, subCategory, category });
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
