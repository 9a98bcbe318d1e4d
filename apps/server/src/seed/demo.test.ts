import { REGIONS } from '@plume/domain';
import { describe, expect, it } from 'vitest';
import { buildTestApp, testDatabases } from '../../test/helpers.js';
import { schools, users } from '../db/schema/index.js';
import { DEMO_ACCOUNTS, DEMO_CO_TEACHER, DEMO_PASSWORD, seedDemo } from './demo.js';

async function counts() {
  const regions = await testDatabases();
  return Promise.all(
    REGIONS.map(async (region) => ({
      users: (await regions[region].db.select().from(users)).length,
      schools: (await regions[region].db.select().from(schools)).length,
    })),
  );
}

describe('demo seed', () => {
  it('does nothing outside demo mode', async () => {
    for (const mode of ['test', 'production'] as const) expect(await seedDemo(mode, await testDatabases())).toEqual([]);
    expect(await counts()).toEqual([
      { users: 0, schools: 0 },
      { users: 0, schools: 0 },
    ]);
  });

  it('gives each empty region a school and a teacher who can sign in, once', async () => {
    const regions = await testDatabases();
    expect(await seedDemo('demo', regions)).toEqual(['eu-west-3', 'us-east-1']);
    expect(await seedDemo('demo', regions)).toEqual([]);
    expect(await counts()).toEqual([
      { users: 2, schools: 1 },
      { users: 1, schools: 1 },
    ]);
    const app = await buildTestApp();
    for (const region of REGIONS) {
      const { email, country, language } = DEMO_ACCOUNTS[region];
      const res = await app.inject({
        method: 'POST',
        url: `/api/${region}/auth/login`,
        payload: { email, password: DEMO_PASSWORD, country },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ email, country, language, dataResidency: region });
    }
  });

  it('gives the EU demo teacher a class of about 20 pupils shared with the co-teacher, and an archived class', async () => {
    await seedDemo('demo', await testDatabases());
    const app = await buildTestApp();
    const login = async (email: string, country: string, region = 'eu-west-3') =>
      (await app.inject({ method: 'POST', url: `/api/${region}/auth/login`, payload: { email, password: DEMO_PASSWORD, country } })).json()
        .token;
    const teacher = await login(DEMO_ACCOUNTS['eu-west-3'].email, 'FR');
    const list = (
      await app.inject({ method: 'GET', url: '/api/eu-west-3/classes', headers: { authorization: `Bearer ${teacher}` } })
    ).json();
    expect(list.active).toHaveLength(1);
    expect(list.active[0].studentCount).toBeGreaterThanOrEqual(18);
    expect(list.archived).toHaveLength(1);
    const coTeacher = await login(DEMO_CO_TEACHER.email, 'FR');
    const shared = (
      await app.inject({ method: 'GET', url: '/api/eu-west-3/classes', headers: { authorization: `Bearer ${coTeacher}` } })
    ).json();
    expect(shared.active.map((item: { id: string; role: string }) => [item.id, item.role])).toEqual([[list.active[0].id, 'CO_TEACHER']]);
    const us = await login(DEMO_ACCOUNTS['us-east-1'].email, 'US', 'us-east-1');
    const usList = (await app.inject({ method: 'GET', url: '/api/us-east-1/classes', headers: { authorization: `Bearer ${us}` } })).json();
    expect(usList.active[0].studentCount).toBeGreaterThan(5);
  });
});
