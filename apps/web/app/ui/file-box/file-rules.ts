import { pluralRu } from '@store/contracts';

/** Spec §3: what a file list shows of a file (new or already uploaded). */
export type FileListItem = { name: string; type: string; size: number };

const units = ['B', 'KB', 'MB', 'GB'] as const;

/** Spec §9: B, KB, MB, GB in steps of 1024; one decimal above bytes, dropped when whole. */
export function formatFileSize(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const rounded = unit === 0 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${rounded} ${units[unit]}`;
}

/** Does the file match an `accept` list ("image/*, application/pdf, .dwg")? An empty list takes all. */
export function isAccepted(file: { name: string; type: string }, accept: string | undefined): boolean {
  const patterns = (accept ?? '')
    .split(',')
    .map((p) => p.trim().toLowerCase())
    .filter(Boolean);
  if (patterns.length === 0) return true;
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return patterns.some((pattern) => {
    if (pattern.startsWith('.')) return name.endsWith(pattern);
    if (pattern.endsWith('/*')) return type.startsWith(pattern.slice(0, -1));
    return type === pattern;
  });
}

/**
 * Spec §5: keep only accepted media types, then as many as still fit under maxFiles (counting the
 * files already attached); the rest are dropped silently.
 */
export function pickFiles<T extends { name: string; type: string }>(
  incoming: readonly T[],
  options: { accept?: string; maxFiles: number; alreadyCount: number },
): T[] {
  const room = Math.max(0, options.maxFiles - options.alreadyCount);
  return incoming.filter((file) => isAccepted(file, options.accept)).slice(0, room);
}

export const maxFilesHint = (max: number) => `Максимум ${max} ${pluralRu(max, ['файл', 'файла', 'файлов'])}`;
