-- Issue 21: the member's lottery orders as the bonus rules read them with the vendors' rounds
-- (money/rollups.ts): those waiting for their draw (open stakes), and those placed since a
-- bonus was granted (its forfeit), by member without reading every order the member ever placed.
CREATE INDEX lottery_orders_member_pending_idx ON lottery_orders (member_id) WHERE state = 'pending';
CREATE INDEX lottery_orders_member_created_idx ON lottery_orders (member_id, created_at);
