import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { devUpdateGame, getGameList, getHotGames } from '@app/contract';
import { demoCatalogue } from '../../src/demo/seed/games.ts';
import { CATALOGUE_TOPIC } from '../../src/catalogue/catalogue-cache.ts';
import { buildTestApp, engine, type TestApp } from '../helpers/build-test-app.ts';
import { failure, okValue } from '../helpers/envelope.ts';
import { redisAnswers, TEST_REDIS_URL } from '../helpers/redis.ts';
import { within } from '../helpers/within.ts';
import { useTwoApps } from '../helpers/two-apps.ts';

// ARCHITECTURE "Processes": catalogue lists are cached per parameter set and dropped in every
// process when the catalogue changes (topic 'catalogue').
const seed = demoCatalogue();
const target = seed.games.find((g) => g.vassalage === 'KA' && !g.isHot && !g.isNew)!;
const redisUp = await redisAnswers();

const hotIds = async (app: FastifyInstance) =>
  okValue(getHotGames, await app.inject({ url: getHotGames.path })).list.map((g) => g.nodeId);
const namesOfKa = async (app: FastifyInstance) =>
  okValue(
    getGameList,
    await app.inject({ url: `${getGameList.path}?vassalage=KA&pageSize=200` }),
  ).games.map((g) => g.gameName);
const updateGame = async (app: FastifyInstance, body: Record<string, unknown>) =>
  okValue(
    devUpdateGame,
    await app.inject({ method: 'PUT', url: devUpdateGame.path, payload: body }),
  );

describe('in one process', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it('serves the same bytes from the cache, as the contract describes them', async () => {
    const url = `${getGameList.path}?gameType=RNG&pageNo=2`;
    const [first, second] = [await t.app.inject({ url }), await t.app.inject({ url })];
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(okValue(getGameList, second).games).toHaveLength(21);
  });

  it('keeps an answer until a change is published, then answers afresh', async () => {
    expect(await namesOfKa(t.app)).toContain(target.name);
    // Written behind the server's back: the cached page does not see it...
    await t.app.db.query('UPDATE games SET name = $1 WHERE node_id = $2', [
      'Sneaky Rename',
      target.nodeId,
    ]);
    expect(await namesOfKa(t.app)).not.toContain('Sneaky Rename');
    // ...until a writer publishes, as every catalogue writer must.
    await t.app.invalidation.publish(CATALOGUE_TOPIC, String(target.nodeId));
    expect(await namesOfKa(t.app)).toContain('Sneaky Rename');
  });

  it('PUT /dev/game changes the game and drops the cached lists at once', async () => {
    expect(await hotIds(t.app)).not.toContain(target.nodeId);
    const changed = await updateGame(t.app, {
      nodeId: target.nodeId,
      isHot: true,
      isNew: true,
      name: 'Renamed Riches',
    });
    expect(changed).toMatchObject({
      isHot: true,
      game: { gameName: 'Renamed Riches', isNew: true },
    });
    // A newly hot game joins the end of the hot list.
    expect((await hotIds(t.app)).at(-1)).toBe(target.nodeId);
    expect(await namesOfKa(t.app)).toContain('Renamed Riches');
    const newOnes = okValue(
      getGameList,
      await t.app.inject({ url: `${getGameList.path}?vassalage=KA&isNew=1&pageSize=200` }),
    );
    expect(newOnes.games.map((g) => g.nodeId)).toContain(target.nodeId);

    await updateGame(t.app, { nodeId: target.nodeId, isHot: false });
    expect(await hotIds(t.app)).not.toContain(target.nodeId);
  });

  it('PUT /dev/game refuses an unknown game or switch', async () => {
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: devUpdateGame.path, payload });
    failure(await put({ nodeId: 999_999_999, isHot: true }), 404, 'game.not.found');
    failure(await put({ nodeId: target.nodeId, hot: true }), 400, 'request_param_err');
    failure(await put({ nodeId: target.nodeId, name: '   ' }), 400, 'request_param_err');
  });
});

/** A change through `a` reaches `b`'s cache within a second. */
async function changeThroughAShowsInB(a: FastifyInstance, b: FastifyInstance) {
  const name = `Across ${Date.now()}`;
  // B has the page cached (asked twice).
  expect(await namesOfKa(b)).not.toContain(name);
  expect(await namesOfKa(b)).not.toContain(name);
  await updateGame(a, { nodeId: target.nodeId, name });
  expect(await within(1_000, async () => (await namesOfKa(b)).includes(name))).toBeLessThan(1_000);
  await updateGame(a, { nodeId: target.nodeId, isHot: true });
  await within(1_000, async () => (await hotIds(b)).includes(target.nodeId));
  await updateGame(a, { nodeId: target.nodeId, isHot: false });
  await within(1_000, async () => !(await hotIds(b)).includes(target.nodeId));
}

// Two apps on one PostgreSQL schema stand for two server processes (as in
// test/plugins/invalidation.test.ts); test/routes/system/two-processes.test.ts spawns real ones.
describe.skipIf(engine !== 'postgres')('two app instances on one PostgreSQL', () => {
  const apps = useTwoApps();

  it('a change through one is seen by the other within a second (LISTEN/NOTIFY)', async () => {
    await changeThroughAShowsInB(apps.a.app, apps.b.app);
  });
});

describe.skipIf(engine !== 'postgres' || !redisUp)('two app instances over Redis', () => {
  const apps = useTwoApps({
    REDIS_URL: TEST_REDIS_URL,
    REDIS_KEY_PREFIX: `mgp-test:${Date.now()}:`,
  });

  it('a change through one is seen by the other within a second (pub/sub)', async () => {
    await changeThroughAShowsInB(apps.a.app, apps.b.app);
  });
});
