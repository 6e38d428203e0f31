-- 013 (issue 19): the country dialing codes a merchant sends SMS codes to without a session.
-- Empty: none (safe by default); merchants that existed before get Bangladesh (+880), the only
-- country the product has served so far.
ALTER TABLE merchants ADD COLUMN sms_dialing_codes text[] NOT NULL DEFAULT '{}';
UPDATE merchants SET sms_dialing_codes = '{880}';
