import { errorEnvelope, menuCategorySchema, productCardSchema, userSchema } from '@store/contracts';
import { z } from 'zod';

/**
 * Wire schemas that the OpenAPI document names as components and references. A recursive schema must be here:
 * otherwise the document points at a component it never defines.
 */
export const apiComponents = z.registry<{ id: string }>();

const named = {
  MenuCategory: menuCategorySchema,
  ErrorEnvelope: errorEnvelope,
  User: userSchema,
  ProductCard: productCardSchema,
};

for (const [id, schema] of Object.entries(named)) apiComponents.add(schema, { id });

export type ComponentName = keyof typeof named;

export const componentRef = (name: ComponentName) => ({ $ref: `#/components/schemas/${name}` });

/**
 * Drops components nothing references. The zod transform emits every named schema twice (as read in requests and
 * as written in answers), and a partner's linter flags the unused half.
 */
export function withoutUnusedSchemas<T extends { components?: { schemas?: Record<string, unknown> } }>(document: T): T {
  const schemas = { ...document.components?.schemas };
  const refsIn = (value: unknown) => new Set([...JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]!));
  const { components, ...rest } = document;
  const used = refsIn(rest);
  // Components reference components; a Set's loop also visits what is added during it, so this follows every chain.
  for (const name of used) for (const reference of refsIn(schemas[name])) used.add(reference);
  return { ...document, components: { ...components, schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name))) } };
}
