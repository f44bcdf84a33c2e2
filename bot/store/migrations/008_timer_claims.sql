-- Timers shared by several processes (issue 16): a process takes a due timer for itself
-- (`claimed_by`) until its lease runs out (`claimed_until`, ISO 8601 UTC), so exactly one
-- process fires it; a process that dies holding one lets it go when the lease ends.
ALTER TABLE timers ADD COLUMN claimed_by TEXT;
ALTER TABLE timers ADD COLUMN claimed_until TEXT;
