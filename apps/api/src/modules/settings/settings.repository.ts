import { type Settings, settingsSchema } from '@store/contracts';
import { type Db, keptPrepared } from '../../db/database.ts';
import { bumpContentVersion, knownVersions } from '../data-versions/data-versions.ts';
import { defaultSettings } from './default-settings.ts';

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Stored values over the defaults, key by key (arrays are values): a setting added later has its default. */
function overDefaults(defaults: Plain, stored: Plain): Plain {
  const merged: Plain = { ...defaults };
  for (const [key, value] of Object.entries(stored)) {
    const fallback = defaults[key];
    merged[key] = isPlain(fallback) && isPlain(value) ? overDefaults(fallback, value) : value;
  }
  return merged;
}

/**
 * The store's settings: the stored document over the spec's defaults, so a store whose document predates a
 * setting, or has none yet (started without demo data), still renders every page. Every API call asks for them:
 * outside a transaction they are read once per content version (every settings write moves it: `saveSettings`).
 */
export async function getSettings(db: Db): Promise<Settings> {
  // The version is taken before the read: settings read under it are at least that new.
  const version = db.isTransaction ? undefined : knownVersions(db)?.content;
  const kept = byVersion.get(db);
  if (version !== undefined && kept?.version === version) return kept.settings;
  const row = await db.selectFrom('settings').select('data').where('id', '=', 1).modifyEnd(keptPrepared).executeTakeFirst();
  const data = row?.data ?? '{}';
  if (lastRead?.data !== data) lastRead = { data, settings: deepFreeze(parseSettings(data)) };
  if (version !== undefined) byVersion.set(db, { version, settings: lastRead.settings });
  return lastRead.settings;
}

// Parsing and checking the stored document cost more than reading it: the same document gives the same settings,
// frozen, as every caller shares them.
let lastRead: { data: string; settings: Settings } | null = null;
const byVersion = new WeakMap<Db, { version: number; settings: Settings }>();

function parseSettings(data: string): Settings {
  const stored: unknown = JSON.parse(data);
  return settingsSchema.parse(overDefaults(defaultSettings, isPlain(stored) ? stored : {}));
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

export async function saveSettings(db: Db, settings: Settings): Promise<void> {
  const data = JSON.stringify(settingsSchema.parse(settings));
  await db
    .insertInto('settings')
    .values({ id: 1, data })
    .onConflict((oc) => oc.column('id').doUpdateSet({ data }))
    .execute();
  await bumpContentVersion(db);
}
