import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config.ts';
import { migrateToLatest, openDatabase } from '../../db/database.ts';
import { type SearchMissKind, type SearchMissRow, topSearchMisses } from './search-misses.repository.ts';

const usage = `Usage: npm run search-report -- [--kind nothing|relaxed] [--limit N]   (DATA_DIR and DATABASE_URL are read from the environment)

Lists what buyers searched for and did not find exactly, most frequent first:
  nothing  even the relaxed reading found nothing ('Ничего не найдено')
  relaxed  only the closest products were shown, with what was given up`;

const kinds: Record<SearchMissKind, string> = { nothing: 'ничего', relaxed: 'похожие' };

/** The report as text: one line per query with its count, kind, last time and what was relaxed. */
export function formatReport(rows: readonly SearchMissRow[]): string {
  if (rows.length === 0) return 'Промахов поиска пока нет.';
  const width = Math.max(...rows.map((row) => String(row.count).length));
  return rows
    .map((row) => {
      const relaxed = row.relaxed ? `  (${row.relaxed})` : '';
      return `${String(row.count).padStart(width)}  ${kinds[row.kind].padEnd(7)}  ${row.last_at.slice(0, 16).replace('T', ' ')}  ${row.query}${relaxed}`;
    })
    .join('\n');
}

/** `npm run search-report`: the top zero-result and relaxed queries of the configured database. */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { kind: { type: 'string' }, limit: { type: 'string', default: '30' }, help: { type: 'boolean', default: false } },
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const limit = Number(values.limit);
  if ((values.kind !== undefined && values.kind !== 'nothing' && values.kind !== 'relaxed') || !Number.isInteger(limit) || limit < 1) {
    console.error(usage);
    return 1;
  }
  const config = loadConfig(process.env);
  const { db } = openDatabase({ url: config.DATABASE_URL, sqliteFile: path.join(config.dataDir, 'store.db') });
  try {
    await migrateToLatest(db);
    console.log(formatReport(await topSearchMisses(db, { kind: values.kind as SearchMissKind | undefined, limit })));
    return 0;
  } finally {
    await db.destroy();
  }
}

if (import.meta.main) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof ConfigError ? error.message : error);
      process.exit(1);
    },
  );
}
