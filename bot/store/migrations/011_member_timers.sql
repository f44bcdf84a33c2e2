-- A member's own timers (issue 25: the daily digest): a timer of no game whose payload is
-- exactly the member ({"user":<id>}, the canonical JSON the store writes). At most one pending
-- per kind and member, whoever writes it (two processes setting a member's digest at once):
-- the later insert moves the earlier one's timer instead (bot/store/timers.py,
-- replace_member_timer). Other timers of no game may repeat a payload, as before.
CREATE UNIQUE INDEX timers_member_pending ON timers (kind, payload)
    WHERE done = 0 AND game_id IS NULL AND payload LIKE '{"user":%';
