#!/bin/sh
# Runs once, when the PostgreSQL volume is new (docker-entrypoint-initdb.d): the app's role,
# which owns the app's database and is no superuser (README, "On a PostgreSQL server").
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname postgres \
  --set=app_password="$APP_DB_PASSWORD" <<'SQL'
CREATE ROLE directory_app LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD :'app_password';
CREATE DATABASE directory OWNER directory_app;
SQL
