# The real services the server suite needs beside its embedded engine (sourced by .ci/run):
# PostgreSQL and Redis at their standard local ports. Running: used as they are. Installed but
# stopped: started. Missing: installed from Debian's packages and started for the run. When one
# can be neither found nor started, the run fails here, naming it: a suite is never skipped in
# silence because its service was absent.

answers() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

redis_answers() {
  (
    exec 3<>/dev/tcp/127.0.0.1/6379 || exit 1
    printf 'PING\r\n' >&3
    IFS= read -r -t 3 line <&3 && [[ $line == +PONG* ]]
  ) 2>/dev/null
}

wait_for() { # wait_for <what> <command...>: up to 60 s
  local what=$1
  shift
  for _ in $(seq 1 120); do
    "$@" && return 0
    sleep 0.5
  done
  echo "!! $what did not come up within 60 s" >&2
  return 1
}

apt_install() {
  if [ "$(id -u)" != 0 ]; then
    echo "!! $* missing and this run is not root, so it cannot install them: install them and run again" >&2
    exit 1
  fi
  if [ -z "${CI_APT_UPDATED:-}" ]; then
    apt-get update -qq
    CI_APT_UPDATED=1
  fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@"
}

as_postgres() { # as_postgres <sql>: run as the cluster's owner over the local socket (peer auth)
  if [ "$(id -u)" = 0 ]; then su postgres -c "psql -qAtX -c \"$1\""; else psql -qAtX -c "$1"; fi
}

ensure_postgres() {
  if [ -n "${DATABASE_URL:-}" ]; then
    echo "== PostgreSQL: DATABASE_URL is set; the server suite runs on it"
    return
  fi
  if ! answers 5432; then
    if ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
      echo "== PostgreSQL is not installed: installing Debian's postgresql"
      apt_install postgresql
    fi
    echo "== PostgreSQL is installed but not answering: starting it"
    if command -v pg_lsclusters >/dev/null; then
      if [ -z "$(pg_lsclusters -h)" ]; then
        pg_createcluster "$(ls /usr/lib/postgresql | sort -V | tail -1)" main >/dev/null
      fi
      pg_lsclusters -h | while read -r version cluster _; do
        pg_ctlcluster "$version" "$cluster" start || true
      done
    else
      service postgresql start || true
    fi
    wait_for "PostgreSQL at 127.0.0.1:5432" answers 5432 || {
      echo "!! PostgreSQL could not be started: the PostgreSQL suites cannot run" >&2
      exit 1
    }
  fi
  # Trust auth (as on these machines) or, failing that, a password set over the owner's socket.
  local url="postgres://postgres@127.0.0.1:5432"
  if ! PGCONNECT_TIMEOUT=5 psql "$url/postgres" -qAtXc 'select 1' >/dev/null 2>&1; then
    as_postgres "ALTER USER postgres PASSWORD 'postgres'" >/dev/null
    url="postgres://postgres:postgres@127.0.0.1:5432"
  fi
  if [ "$(psql "$url/postgres" -qAtXc "select 1 from pg_database where datname = 'test'")" != 1 ]; then
    psql "$url/postgres" -qAtXc 'create database test' >/dev/null
  fi
  psql "$url/test" -qAtXc 'select 1' >/dev/null || {
    echo "!! PostgreSQL answers but database test cannot be opened as postgres" >&2
    exit 1
  }
  export DATABASE_URL="$url/test"
  echo "== PostgreSQL answers at 127.0.0.1:5432: the server suite runs on it too"
}

ensure_redis() {
  if ! redis_answers; then
    if ! command -v redis-server >/dev/null; then
      echo "== Redis is not installed: installing Debian's redis-server"
      apt_install redis-server
    fi
    echo "== Redis is installed but not answering: starting it"
    service redis-server start >/dev/null 2>&1 ||
      redis-server --daemonize yes --port 6379 --bind 127.0.0.1 --save '' --appendonly no
    wait_for "Redis at 127.0.0.1:6379" redis_answers || {
      echo "!! Redis could not be started: the Redis suites cannot run" >&2
      exit 1
    }
  fi
  echo "== Redis answers at 127.0.0.1:6379: the Redis suites run"
}
