import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { migrateToLatest, openDatabase } from '../../db/database.ts';

/** The committed TypeScript types of the OpenAPI document, for typed clients (openapi-fetch) and the contract test. */
export const clientTypesFile = fileURLToPath(new URL('../../../openapi/api.d.ts', import.meta.url));

const banner = '// The API as the OpenAPI document at /api/docs/json describes it. Generated: run `npm run openapi` after changing a route.\n';

/** TypeScript types of a document, as openapi-typescript writes them. */
export async function clientTypesOf(document: object): Promise<string> {
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], { silent: true });
  return banner + astToString(ast);
}

/** The document of the app as it is built now; the database is an empty, migrated SQLite in memory. */
export async function currentDocument(): Promise<object> {
  const { db, dialect } = openDatabase({ sqliteFile: ':memory:' });
  await migrateToLatest(db);
  const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', SEED: '0' }), db, dialect });
  try {
    await app.ready();
    return app.swagger();
  } finally {
    await app.close();
    await db.destroy();
  }
}

/** `npm run openapi`: rewrites the committed types from the current routes. */
if (import.meta.main) {
  await fs.writeFile(clientTypesFile, await clientTypesOf(await currentDocument()));
  console.log(`Wrote ${clientTypesFile}`);
}
