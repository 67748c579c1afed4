import { type CategoryNode, categoryTree } from './categories.ts';
import { slugify } from './translit.ts';

export interface CategorySeed {
  /** Position in depth-first order; the parent always comes before its children. */
  index: number;
  parentIndex: number | null;
  code: string;
  path: string;
  name: string;
  depth: number;
  sort: number;
  picture: string;
  description: string;
  isLeaf: boolean;
}

/** The tree as rows in depth-first order, with unique codes and full slash paths. */
function flatten(tree: CategoryNode[]): CategorySeed[] {
  const rows: CategorySeed[] = [];
  const taken = new Set<string>();
  const walk = (nodes: CategoryNode[], parent: CategorySeed | null) => {
    nodes.forEach((node, position) => {
      let code = slugify(node.name);
      if (taken.has(code) && parent) code = `${parent.code}-${code}`;
      taken.add(code);
      const row: CategorySeed = {
        index: rows.length,
        parentIndex: parent?.index ?? null,
        code,
        path: parent ? `${parent.path}/${code}` : code,
        name: node.name,
        depth: parent ? parent.depth + 1 : 1,
        sort: (position + 1) * 10,
        picture: node.picture,
        description: node.description,
        isLeaf: !node.children?.length,
      };
      rows.push(row);
      if (node.children) walk(node.children, row);
    });
  };
  walk(tree, null);
  return rows;
}

export const categorySeeds = flatten(categoryTree);

export const categoryCodes = {
  leaves: categorySeeds.filter((row) => row.isLeaf).map((row) => row.code),
};
