-- Several bot processes on one database (issue 16): a process takes a due timer before it
-- fires it, so exactly one fires it. A claim is a lease: claimed_until (ISO 8601, UTC) passes
-- and the timer is free again, so a timer whose process died mid-fire is not lost.
-- (Shipped as 008 once migration 007 of the verify branch is merged before it.)
ALTER TABLE timers ADD COLUMN claimed_by TEXT;
ALTER TABLE timers ADD COLUMN claimed_until TEXT;
