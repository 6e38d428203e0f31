import { createHash } from 'node:crypto';
import type { Db } from '../../platform/db/db.ts';
import { createGamesRepository } from '../../catalogue/games-repository.ts';
import { createMerchantsRepository } from '../../merchant/merchants-repository.ts';
import { createMoney } from '../../money/money.ts';
import { demoAppSource, seedAppInfo } from './app-info.ts';
import { demoCashierSource, seedCashier } from './cashier.ts';
import { demoContentSource, seedContent } from './content.ts';
import { demoCatalogue } from './games.ts';
import { growCatalogue } from './grown-catalogue.ts';
import { demoMerchant } from './merchant.ts';
import { demoMessagesSource, seedMessages } from './messages.ts';
import { DEMO_ACCOUNTS, demoPasswordHashes, seedMembers } from './members.ts';
import { demoAgentsSource, seedAgents } from './agents.ts';
import { demoPromotionsSource, seedPromotions } from './promotions.ts';
import { demoSupportSource, seedSupport } from './support.ts';

export interface SeedResult {
  ms: number;
  /** True when the data was already seeded from the same source and nothing ran. */
  skipped: boolean;
}

export interface SeedOptions {
  /** Run every insert even when the recorded fingerprint matches. */
  force?: boolean;
  /** SEED_GAMES: grow the catalogue to this many games (grown-catalogue.ts). Grows, never shrinks. */
  games?: number | undefined;
}

/** Rows per insert of games: a grown catalogue of 100,000 would be one 40 MB parameter. */
const GAME_BATCH = 5_000;

const fingerprint = (merchantCode: string, games: number | undefined) =>
  createHash('sha256')
    .update(
      JSON.stringify({
        merchant: demoMerchant(merchantCode),
        catalogue: demoCatalogue(),
        // Only when set, so that the fingerprint of an ordinary seed stays what it was.
        ...(games !== undefined && { grownTo: games }),
        accounts: DEMO_ACCOUNTS,
        content: demoContentSource,
        cashier: demoCashierSource,
        messages: demoMessagesSource,
        promotions: demoPromotionsSource,
        support: demoSupportSource,
        app: demoAppSource,
        agents: demoAgentsSource,
      }),
    )
    .digest('hex');

/**
 * The demo data (ARCHITECTURE "Storage"). Idempotent: every row has a natural key and is inserted
 * only when missing, every money movement has a fixed idempotency key; a second run changes
 * nothing, and switches flipped since (maintenance, countries) stay as they are. A start-up finds
 * the fingerprint of the data it would write already recorded and skips the work altogether.
 */
export async function seedDemo(
  db: Db,
  merchantCode: string,
  options: SeedOptions = {},
): Promise<SeedResult> {
  const started = performance.now();
  const name = `demo:${merchantCode}`;
  const print = fingerprint(merchantCode, options.games);
  const done = () => Math.round(performance.now() - started);
  const [last] = await db.query<{ fingerprint: string }>(
    'SELECT fingerprint FROM seed_runs WHERE name = $1',
    [name],
  );
  if (!options.force && last?.fingerprint === print) return { ms: done(), skipped: true };
  // Slow by design (argon2id), so outside the transaction.
  const passwordHashes = await demoPasswordHashes();
  return db.transaction(
    async (tx) => {
      // Two servers starting together on one PostgreSQL seed one after the other.
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('mgp.seed:' || current_schema()))`);
      const [last] = await tx.query<{ fingerprint: string }>(
        'SELECT fingerprint FROM seed_runs WHERE name = $1',
        [name],
      );
      if (!options.force && last?.fingerprint === print) return { ms: done(), skipped: true };

      const merchants = createMerchantsRepository(tx);
      await merchants.insertIfMissing(demoMerchant(merchantCode));
      const merchant = await merchants.findByCode(merchantCode);
      if (!merchant) throw new Error(`merchant ${merchantCode} missing after seeding`);

      const { vendors, games } = growCatalogue(demoCatalogue(), options.games);
      const catalogue = createGamesRepository(tx);
      await catalogue.insertVendors(vendors);
      for (let i = 0; i < games.length; i += GAME_BATCH) {
        await catalogue.insertGames(games.slice(i, i + GAME_BATCH));
      }
      // Statistics now rather than whenever autovacuum comes by (PGlite has none): the game list's
      // plans (trigram index or not) depend on them.
      await tx.exec('ANALYZE games, game_vendors');

      await seedMembers(tx, createMoney(db), merchantCode, merchant.currencyCode, passwordHashes);
      await seedContent(tx, merchantCode);
      await seedMessages(tx, merchantCode);
      await seedCashier(tx, createMoney(db), merchantCode, merchant.currencyCode);
      await seedPromotions(tx, merchantCode);
      await seedSupport(tx, merchantCode);
      await seedAppInfo(tx, merchantCode);
      await seedAgents(tx, merchantCode);

      await tx.query(
        `INSERT INTO seed_runs (name, fingerprint) VALUES ($1, $2)
       ON CONFLICT (name) DO UPDATE SET fingerprint = EXCLUDED.fingerprint, applied_at = now()`,
        [name, print],
      );
      return { ms: done(), skipped: false };
    },
    { unlimited: true },
  );
}
