import { withInnCheckDigit, withOgrnCheckDigit } from '@store/contracts';
import type { Db } from '../db/database.ts';
import { hashPassword } from '../modules/auth/password.ts';

/** Demo sign-ins (README "Demo accounts"). */
export const demoPassword = 'demo123';
export const demoLogins = {
  buyer: 'buyer@example.ru',
  director: 'director@example.ru',
  employee: 'employee@example.ru',
} as const;

/** The demo company and its child organisation (also found by the offline organisation look-up). */
export const seedOrganizations = {
  parent: {
    name: 'ООО «ТехМонтаж»',
    inn: withInnCheckDigit('770123456'),
    kpp: '770101001',
    ogrn: withOgrnCheckDigit('117774612345'),
    director: 'Кузнецов Алексей Николаевич',
    address: 'г. Москва, ул. Бутырская, д. 75, офис 310',
    postal_code: '127015',
  },
  child: {
    name: 'ООО «ТехМонтаж-Урал»',
    inn: withInnCheckDigit('667154321'),
    kpp: '667101001',
    ogrn: withOgrnCheckDigit('119665800123'),
    director: 'Волков Дмитрий Сергеевич',
    address: 'г. Екатеринбург, ул. Фронтовых Бригад, д. 18, офис 204',
    postal_code: '620017',
  },
} as const;

// scrypt takes ~0.3 s per hash; each process hashes the demo passwords once (each with its own salt).
const hashes = new Map<string, Promise<string>>();
const demoHash = (email: string) => {
  if (!hashes.has(email)) hashes.set(email, hashPassword(demoPassword));
  return hashes.get(email)!;
};

/** A buyer, a company with a child organisation, its main manager and an employee (with their positions), and their personal manager. */
export async function seedUsers(db: Db): Promise<void> {
  const now = new Date('2024-03-01T09:00:00.000Z').toISOString();
  const [buyerHash, directorHash, employeeHash] = await Promise.all(Object.values(demoLogins).map(demoHash));

  const manager = await db
    .insertInto('managers')
    .values({ fio: 'Смирнова Анна Викторовна', email: 'a.smirnova@krepkomplekt.ru', phone: '84951203535' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const parent = await db
    .insertInto('organizations')
    .values({ parent_id: null, ...seedOrganizations.parent, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const child = await db
    .insertInto('organizations')
    .values({ parent_id: parent.id, ...seedOrganizations.child, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();

  // Every row names every column: in a multi-row insert SQLite would take a column left out as null, not its default.
  const user = { photo: null, manager_id: manager.id, position: '', created_at: now, updated_at: now };
  const users = await db
    .insertInto('users')
    .values([
      {
        ...user,
        fid: 'U-000001',
        user_type: 'individual',
        fio: 'Петров Иван Сергеевич',
        email: demoLogins.buyer,
        phone: '89161234567',
        password_hash: buyerHash!,
        organization_id: null,
        is_manager: 0,
        is_main_manager: 0,
      },
      {
        ...user,
        fid: 'U-000002',
        user_type: 'legal',
        fio: 'Кузнецов Алексей Николаевич',
        email: demoLogins.director,
        phone: '89167654321',
        password_hash: directorHash!,
        organization_id: parent.id,
        is_manager: 1,
        is_main_manager: 1,
        position: 'Генеральный директор',
      },
      {
        ...user,
        fid: 'U-000003',
        user_type: 'legal',
        fio: 'Соколова Мария Андреевна',
        email: demoLogins.employee,
        phone: '89031112233',
        password_hash: employeeHash!,
        organization_id: child.id,
        is_manager: 0,
        is_main_manager: 0,
        position: 'Менеджер по закупкам',
      },
    ])
    .returning(['id', 'organization_id'])
    .execute();
  // Each company user belongs to their own organisation (the employees' memberships).
  await db
    .insertInto('user_organizations')
    .values(users.flatMap(({ id, organization_id }) => (organization_id === null ? [] : [{ user_id: id, organization_id }])))
    .execute();
}
