-- Issue 21: one index for a member's lottery orders instead of two. The orders page read them
-- newest first by id (member_id, id DESC) and the bonus rules since a time (member_id,
-- created_at); both now read (member_id, created_at, id), the page ordered by time then id. Every
-- order placed and every order settled (an update that is never HOT: its state is in the pending
-- indexes' predicates) wrote both; settling 100,000 orders wrote 100,000 entries fewer.
CREATE INDEX lottery_orders_member_time_idx ON lottery_orders (member_id, created_at, id);
DROP INDEX lottery_orders_member_idx;
DROP INDEX lottery_orders_member_created_idx;
