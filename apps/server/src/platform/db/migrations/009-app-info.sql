-- 009 the installable app (issue 10): the latest published version of the merchant's native app.
-- Its download links (IOS, Android, MOBILECONFIG, AppDownloadIcon) stay in merchants.resources and
-- the mandatory-update switch in the white-label tree (MANDATORYUPDATE3), both in the settings
-- cache; the version is read per request by GET /wps/system/appInfo, so it needs no cache.
CREATE TABLE merchant_apps (
  merchant_code  text PRIMARY KEY REFERENCES merchants (code) ON DELETE CASCADE,
  -- Dotted, 1 to 4 numbers (contract appVersionSchema); null: no app published.
  latest_version text CHECK (latest_version ~ '^[0-9]{1,6}(\.[0-9]{1,6}){0,3}$'),
  updated_at     timestamptz NOT NULL DEFAULT now()
);
