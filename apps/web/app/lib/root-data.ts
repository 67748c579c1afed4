import { useRouteLoaderData } from 'react-router';
import type { loader } from '~/root';

export type RootData = NonNullable<ReturnType<typeof useRootDataOptional>>;

/** Root loader data; undefined only while the root error boundary renders after the root loader failed. */
export function useRootDataOptional() {
  return useRouteLoaderData<typeof loader>('root');
}

export function useRootData(): RootData {
  const root = useRootDataOptional();
  if (!root) throw new Error('Root loader data is missing');
  return root;
}
