import { http } from 'msw';
import { bannerFixture } from '@/testing/fixtures';
import { ok, server } from '@/testing/server';
import { gameFixture, serveGames, vendorsFixture } from '../../../__tests__/games-harness';

/** The games slice's fixture, plus the tabs only the home shows and a second vendor-list type. */
export const homeVendorsFixture = () => {
  const base = vendorsFixture();
  return {
    vendors: {
      ...base.vendors,
      ESPORTS: [
        { vassalage: 'TF', displayName: 'TF Gaming', accountTypeName: 'TF', gameClassify: [] },
      ],
    },
    sorting: [
      ...base.sorting,
      { gameCategory: 'ESPORTS', vendorNames: ['TF'] },
      { gameCategory: 'PROMO', vendorNames: [] },
      { gameCategory: 'AFFILIATE', vendorNames: [] },
    ],
  };
};

/** Hot games of two slot vendors and one sports lobby. */
export const hotFixture = () => [
  gameFixture(901, { displayName: 'Hot PG', vassalage: 'PG' }),
  gameFixture(902, { displayName: 'Hot JILI', vassalage: 'JILI' }),
  gameFixture(903, { displayName: 'SABA Sports', vassalage: 'SABA', gameType: 'SPORTS' }),
];

/** A home with a catalogue, `live` banners in group m_livegame and none in m_home. */
export function serveHome({ live = 5 } = {}) {
  const calls = serveGames({ hot: hotFixture() });
  server.use(
    http.get('*/wps/relay/GCSGAME_newGameVendor', () => ok(homeVendorsFixture())),
    http.get('*/wps/system/banners', ({ request }) =>
      new URL(request.url).searchParams.get('groupName') === 'm_livegame'
        ? ok(
            Array.from({ length: live }, (_, i) =>
              bannerFixture(i + 1, { groupName: 'm_livegame', title: `Live ${i + 1}` }),
            ),
          )
        : ok([]),
    ),
  );
  return calls;
}
