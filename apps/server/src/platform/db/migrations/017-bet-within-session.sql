-- 017 a seamless-wallet bet is taken only within the platform session that launched its game. The
-- bet names that session (`p_session`, the launch token's `sessionId`, checked and signed in
-- vendors/seamless-wallet.ts); wallet_call refuses the stake when the session has ended (logout and
-- a password change delete it; idle and absolute expiry leave `expires_at` in the past), stored as
-- a refusal like the others, so a repeated txId answers it again. Wins and rollbacks pass NULL:
-- a round in play still settles. The function gains a parameter, so the old one is dropped (a
-- CREATE OR REPLACE with another argument list would add a second function beside it); apart from
-- the session rule and its place in step 3, it is migration 016's, unchanged.
DROP FUNCTION wallet_call(text, text, bigint, text, text, text, bigint, bigint, text, text, text,
  bigint, text, text, text, jsonb);

-- A seamless-wallet bet, win or rollback (money/wallet-calls.ts), in the caller's statement:
-- 1. The member (of this merchant; the call names the merchant's currency), else nothing happens:
--    {"unknownPlayer": true} or {"wrongCurrency": true}.
-- 2. The member's wallet locked (concurrent calls of one member queue here), then this txId's
--    earlier record: the same request hash answers what was stored, {"answer": ...}; another
--    hash is {"conflict": message}, stored nowhere.
-- 3. The rules. Bet: refused when a rollback of it came first, for a disabled member, when the
--    platform session `p_session` is gone or expired (or is another member's), above the
--    balance (or the round's refusal), or when the round is another member's or settled; else it
--    opens the round or adds to it. Win: settles this member's open round (a win of 0 moves
--    nothing), counts its stake as valid and one bet on the member's day, writes the bets row.
--    Rollback: of a bet never seen, moves nothing (its record makes that late bet refused); of
--    another member's or a non-bet, or of another amount or round, {"conflict": ...}; refunds a
--    bet once, while its round is open (a round whose stake falls to 0 is cancelled).
-- 4. The posting (money_post: trial members, type 4, play against the trial pool and have no
--    member-day row), then this call's record with its status and answer, refusals included.
-- `p_statuses` maps each refusal's error code to its HTTP status (from the contract).
CREATE FUNCTION wallet_call(p_vendor text, p_kind text, p_member bigint, p_merchant text,
  p_currency text, p_tz text, p_game_house bigint, p_trial_pool bigint, p_req_currency text,
  p_tx_id text, p_round_id text, p_amount bigint, p_ref_tx_id text, p_game_id text, p_hash text,
  p_statuses jsonb, p_session bigint)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  m record;
  w record;
  earlier record;
  target record;
  r record;
  t jsonb;
  trial boolean;
  counter bigint;
  day_member bigint;
  refusal text;
  message text;
  entry bigint;
  bal bigint;
  answer jsonb;
  found_round bigint;
BEGIN
  SELECT mm.merchant_code, mm.type, mm.disabled INTO m FROM members mm WHERE mm.id = p_member;
  IF NOT FOUND OR m.merchant_code <> p_merchant THEN
    RETURN '{"unknownPlayer": true}';
  END IF;
  IF p_req_currency <> p_currency THEN
    RETURN '{"wrongCurrency": true}';
  END IF;
  SELECT * INTO w FROM money_lock_wallet(p_member, p_merchant, p_currency);
  SELECT v.request_hash, v.response INTO earlier FROM vendor_transactions v
   WHERE v.vendor = p_vendor AND v.tx_id = p_tx_id;
  IF FOUND THEN
    IF earlier.request_hash <> p_hash THEN
      RETURN jsonb_build_object('conflict',
        format('Transaction %s was already sent with other details', p_tx_id));
    END IF;
    RETURN jsonb_build_object('answer', earlier.response);
  END IF;

  trial := m.type = 4;
  counter := CASE WHEN trial THEN p_trial_pool ELSE p_game_house END;
  day_member := CASE WHEN trial THEN NULL ELSE p_member END;
  bal := w.balance;

  IF p_kind = 'bet' THEN
    IF EXISTS (SELECT 1 FROM vendor_transactions v WHERE v.vendor = p_vendor
                  AND v.kind = 'rollback' AND v.ref_tx_id = p_tx_id) THEN
      refusal := 'vendor.transaction.rolledback';
      message := format('Bet %s was rolled back before it came', p_tx_id);
    ELSIF m.disabled THEN
      -- A disabled member places no new stakes; wins and refunds still reach the wallet.
      refusal := 'member.disabled';
      message := 'The account is disabled';
    ELSIF NOT EXISTS (SELECT 1 FROM sessions s WHERE s.id = p_session AND s.member_id = p_member
                         AND s.expires_at > now()) THEN
      -- Logout and a password change delete the session; idle and absolute expiry outdate it.
      refusal := 'vendor.session.ended';
      message := 'The platform session that launched the game has ended';
    ELSIF w.balance < p_amount THEN
      refusal := COALESCE(wallet_round_refusal(p_vendor, p_round_id, p_member, false),
                          'wallet.insufficient.funds');
    ELSE
      INSERT INTO game_rounds AS g (vendor, round_id, member_id, node_id, currency, is_free_play,
        status, stake_minor)
      VALUES (p_vendor, p_round_id, p_member,
        (SELECT gm.node_id FROM games gm WHERE gm.vassalage = p_vendor AND gm.game_id = p_game_id),
        p_req_currency, trial, 'open', p_amount)
      ON CONFLICT (vendor, round_id) DO UPDATE
        SET stake_minor = g.stake_minor + EXCLUDED.stake_minor
        WHERE g.status = 'open' AND g.member_id = EXCLUDED.member_id
      RETURNING g.id INTO found_round;
      IF found_round IS NULL THEN
        refusal := wallet_round_refusal(p_vendor, p_round_id, p_member, true);
      ELSE
        SELECT p.entry_id, p.touched INTO entry, t
          FROM money_post(format('vendor:%s:%s', p_vendor, p_tx_id), 'bet',
            format('%s bet %s', p_vendor, p_round_id), NULL, ARRAY[w.wallet_id, counter],
            ARRAY[-p_amount, p_amount], day_member, p_merchant, p_currency, p_tz) p;
      END IF;
    END IF;

  ELSIF p_kind = 'win' THEN
    UPDATE game_rounds g SET status = 'closed', win_minor = p_amount, closed_at = now()
     WHERE g.vendor = p_vendor AND g.round_id = p_round_id AND g.member_id = p_member
       AND g.status = 'open'
    RETURNING g.node_id, g.stake_minor INTO r;
    IF NOT FOUND THEN
      refusal := COALESCE(wallet_round_refusal(p_vendor, p_round_id, p_member, true),
                          'vendor.round.unknown');
    ELSE
      -- The round is settled: its stake is valid turnover of the member's day.
      IF p_amount > 0 THEN
        SELECT p.entry_id, p.touched INTO entry, t
          FROM money_post(format('vendor:%s:%s', p_vendor, p_tx_id), 'win',
            format('%s win %s', p_vendor, p_round_id), NULL, ARRAY[w.wallet_id, counter],
            ARRAY[p_amount, -p_amount], day_member, p_merchant, p_currency, p_tz, r.stake_minor,
            1) p;
      ELSIF day_member IS NOT NULL THEN
        PERFORM money_rollup_add(day_member, p_merchant, p_currency, p_tz, 'win', 0,
          r.stake_minor, 1);
      END IF;
      INSERT INTO bets (merchant_code, member_id, vendor, node_id, round_id, stake_minor,
        win_minor, currency, is_free_play, settled_at)
      VALUES (p_merchant, p_member, p_vendor, r.node_id, p_round_id, r.stake_minor, p_amount,
        p_req_currency, trial, now());
    END IF;

  ELSIF p_kind = 'rollback' THEN
    SELECT v.kind, v.member_id, v.amount_minor, v.round_id, v.journal_entry_id INTO target
      FROM vendor_transactions v WHERE v.vendor = p_vendor AND v.tx_id = p_ref_tx_id;
    -- Not seen yet: recorded by this call's row (ref_tx_id), which makes the late bet refused.
    IF FOUND THEN
      IF target.kind <> 'bet' OR target.member_id <> p_member THEN
        RETURN jsonb_build_object('conflict',
          format('Transaction %s is not a bet of this player', p_ref_tx_id));
      END IF;
      -- A refused bet moved nothing, and a bet is refunded once whatever rollback ids follow.
      IF target.journal_entry_id IS NOT NULL AND NOT EXISTS (
           SELECT 1 FROM vendor_transactions v WHERE v.vendor = p_vendor
              AND v.kind = 'rollback' AND v.ref_tx_id = p_ref_tx_id) THEN
        IF target.amount_minor <> p_amount OR target.round_id <> p_round_id THEN
          RETURN jsonb_build_object('conflict',
            format('Rollback %s does not match bet %s', p_tx_id, p_ref_tx_id));
        END IF;
        UPDATE game_rounds g SET stake_minor = g.stake_minor - p_amount,
            status = CASE WHEN g.stake_minor - p_amount = 0 THEN 'cancelled' ELSE g.status END,
            closed_at = CASE WHEN g.stake_minor - p_amount = 0 THEN now() ELSE g.closed_at END
         WHERE g.vendor = p_vendor AND g.round_id = p_round_id AND g.status = 'open'
        RETURNING g.id INTO found_round;
        IF found_round IS NULL THEN
          refusal := 'vendor.round.closed';
        ELSE
          SELECT p.entry_id, p.touched INTO entry, t
            FROM money_post(format('vendor:%s:%s', p_vendor, p_tx_id), 'rollback',
              format('%s rollback %s', p_vendor, p_round_id), NULL, ARRAY[w.wallet_id, counter],
              ARRAY[p_amount, -p_amount], day_member, p_merchant, p_currency, p_tz) p;
        END IF;
      END IF;
    END IF;

  ELSE
    RAISE EXCEPTION 'wallet_call: unknown kind %', p_kind;
  END IF;

  IF refusal IS NOT NULL THEN
    message := COALESCE(message, CASE refusal
      WHEN 'vendor.round.closed' THEN format('Round %s is already settled', p_round_id)
      WHEN 'vendor.round.unknown' THEN format('Round %s has no bet of this player', p_round_id)
      WHEN 'wallet.insufficient.funds' THEN 'Insufficient balance' END);
    answer := jsonb_build_object('ok', false, 'errorCode', refusal, 'message', message);
  ELSE
    IF entry IS NOT NULL THEN
      SELECT (x->>'balance')::bigint INTO bal FROM jsonb_array_elements(t) x
       WHERE (x->>'id')::bigint = w.wallet_id;
    END IF;
    answer := jsonb_build_object('ok', true, 'value', jsonb_build_object(
      'playerId', p_member::text, 'currency', p_currency, 'balanceMinor', bal,
      'balance', bal::float8 / 100, 'txId', p_tx_id, 'roundId', p_round_id));
  END IF;
  INSERT INTO vendor_transactions (vendor, tx_id, kind, round_id, member_id, amount_minor,
    currency, ref_tx_id, request_hash, status_code, response, journal_entry_id)
  VALUES (p_vendor, p_tx_id, p_kind, p_round_id, p_member, p_amount, p_req_currency, p_ref_tx_id,
    p_hash, CASE WHEN refusal IS NULL THEN 200 ELSE (p_statuses->>refusal)::smallint END, answer,
    entry);
  RETURN jsonb_build_object('answer', answer);
END
$$;
