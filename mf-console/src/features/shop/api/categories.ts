import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SHOP_PATHS, type ConsoleShopCategory, type ShopCategoryInput } from '@centre/contracts';
import { api } from '@centre/platform';
import { shopKeys } from './keys.ts';

interface CategoryAnswer {
  categories: ConsoleShopCategory[];
}

/** A top category with its subcategories, each level in its stored order. */
export interface CategoryBranch extends ConsoleShopCategory {
  children: ConsoleShopCategory[];
}

const byPosition = (a: ConsoleShopCategory, b: ConsoleShopCategory) => a.position - b.position || a.createdAt.localeCompare(b.createdAt);

/** The flat list the service answers, as the two-level tree staff see. */
export function categoryTree(categories: readonly ConsoleShopCategory[]): CategoryBranch[] {
  const tops = categories.filter((category) => category.parentId === null).sort(byPosition);
  return tops.map((top) => ({ ...top, children: categories.filter((category) => category.parentId === top._id).sort(byPosition) }));
}

export function useCategories() {
  return useQuery({
    queryKey: shopKeys.categories,
    queryFn: async ({ signal }) => (await api.get<CategoryAnswer>(SHOP_PATHS.consoleCategories, { signal })).data.categories,
  });
}

const categoryUrl = (id: string) => `${SHOP_PATHS.consoleCategories}/${encodeURIComponent(id)}`;

/** Creates, renames or moves categories; the tree is read again after each. */
export function useSaveCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string | null; input: ShopCategoryInput }) =>
      id ? (await api.put<{ category: ConsoleShopCategory }>(categoryUrl(id), input)).data.category : (await api.post<{ category: ConsoleShopCategory }>(SHOP_PATHS.consoleCategories, input)).data.category,
    onSettled: () => client.invalidateQueries({ queryKey: shopKeys.categories }),
  });
}

/**
 * Swaps two neighbours of one level: each is written with the other's place. Places are made
 * distinct first (the list's index), so categories created with the same position still move.
 */
export function useMoveCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ siblings, index, by }: { siblings: readonly ConsoleShopCategory[]; index: number; by: -1 | 1 }) => {
      const order = [...siblings];
      const [moved] = order.splice(index, 1);
      order.splice(index + by, 0, moved!);
      // Only the ones whose place changes are written.
      for (const [position, category] of order.entries()) {
        if (category.position === position) continue;
        await api.put(categoryUrl(category._id), { parentId: category.parentId, position, title: category.title } satisfies ShopCategoryInput);
      }
    },
    onSettled: () => client.invalidateQueries({ queryKey: shopKeys.categories }),
  });
}

export function useDeleteCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.delete(categoryUrl(id));
    },
    onSettled: () => client.invalidateQueries({ queryKey: shopKeys.categories }),
  });
}
