import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { getGameList, getGameVendors, getHotGames, getVendorGameTypes } from '@app/contract';
import type { GameListFilter } from './catalogue-repository.ts';
import { encodeEnvelope } from '../platform/http/encode-envelope.ts';
import { CATALOGUE_TOPIC, createCatalogueCache } from './catalogue-cache.ts';
import { vendorGameTypes, vendorMapping } from './vendor-mapping.ts';

type Answer = Buffer | Promise<Buffer>;

/**
 * The catalogue's answers (issue 8): game list, hot list, vendors and their game types, the same
 * for every caller. Each is built once per parameter set and kept as the encoded success envelope
 * until the catalogue changes (services/catalogue-cache.ts). The API routes send these bytes; the
 * rendered pages put the same values inline.
 */
export interface CatalogueAnswers {
  gameList(filter: GameListFilter): Answer;
  hotGames(): Answer;
  vendors(): Answer;
  vendorGameTypes(typeId: string | undefined): Answer;
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogueAnswers: CatalogueAnswers;
  }
}

const ENVELOPE_HEAD = Buffer.from('{"success":true,"value":');

/** The `value` JSON inside an encoded success envelope (encodeEnvelope's shape). */
export const valueJsonOf = (envelope: Buffer): string =>
  envelope.subarray(ENVELOPE_HEAD.length, envelope.length - 1).toString();

/** One key per filter object: the game-list route hands the same object for the same query. */
const listKeys = new WeakMap<GameListFilter, string>();
function listKey(filter: GameListFilter) {
  let key = listKeys.get(filter);
  if (key === undefined) listKeys.set(filter, (key = `list:${JSON.stringify(filter)}`));
  return key;
}

export default fp(
  async function catalogueAnswers(app: FastifyInstance) {
    const { catalogue } = app.repos;
    const cache = createCatalogueCache();
    const unsubscribe = app.invalidation.subscribe(CATALOGUE_TOPIC, () => cache.clear());
    app.addHook('onClose', async () => unsubscribe());
    const mapping = () => Promise.all([catalogue.vendors(), catalogue.typeVendorClasses()]);

    app.decorate('catalogueAnswers', {
      // The key holds parsed values only: '10000' and '200' (capped), ' PG ' and 'PG' are one entry.
      gameList: (filter) =>
        cache.get(listKey(filter), async () => {
          const { games, totalCount } = await catalogue.listGames(filter);
          return encodeEnvelope(getGameList, {
            games,
            pageNum: filter.pageNo,
            totalPages: Math.ceil(totalCount / filter.pageSize),
            totalCount,
          });
        }),
      hotGames: () =>
        cache.get('hot', async () =>
          encodeEnvelope(getHotGames, { list: await catalogue.hotGames() }),
        ),
      vendors: () =>
        cache.get('vendors', async () =>
          encodeEnvelope(getGameVendors, vendorMapping(...(await mapping()))),
        ),
      vendorGameTypes: (typeId) =>
        cache.get(`types:${typeId ?? ''}`, async () => {
          const [vendors, classes] = await mapping();
          return encodeEnvelope(getVendorGameTypes, vendorGameTypes(vendors, classes, typeId));
        }),
    } satisfies CatalogueAnswers);
  },
  { name: 'catalogue-answers', dependencies: ['invalidation'] },
);
