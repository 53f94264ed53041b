-- Rows web processes keep in memory (a session with its user, a resume's head) are dropped in
-- every process the moment they change: each update or delete of these rows, from any statement,
-- notifies the channel the processes listen on (src/db/change-feed.ts).
CREATE OR REPLACE FUNCTION sira_user_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sira_changes', 'u:' || OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sira_session_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sira_changes', 'u:' || OLD.user_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sira_resume_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sira_changes', 'r:' || OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION sira_user_row_changed();
--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION sira_session_row_changed();
--> statement-breakpoint
CREATE TRIGGER resumes_changed AFTER UPDATE OR DELETE ON resumes
  FOR EACH ROW EXECUTE FUNCTION sira_resume_row_changed();
