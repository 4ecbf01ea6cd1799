-- Each audit entry keeps the name of what it changed, in every language that has one, so the log can say what happened.
ALTER TABLE "audit_log" ADD COLUMN "subject" jsonb;