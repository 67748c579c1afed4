import { describe, expect, it } from 'vitest';
import { seedOrganizations } from '../../seed/users.ts';
import { createLookups } from './create-lookups.ts';

describe('createLookups', () => {
  it('answers from local data when no DADATA_TOKEN is set', async () => {
    const lookups = createLookups(undefined, { warn: () => {} });
    expect(await lookups.findOrganizations(seedOrganizations.parent.inn)).toEqual([seedOrganizations.parent]);
    expect((await lookups.findAddresses('Тверская 7', 'Москва'))[0]).toMatchObject({ house: '7', city: 'Москва' });
  });
});
