#!/bin/sh
# Starts the Chromium that tools/chromium.mjs found (PLATFORM_CHROMIUM) with every
# --disable-features switch merged into one. Chromium reads only the last such switch, and
# Playwright passes a list of its own first: the tests' list would silently replace it.
set -eu
features=''
for arg do
  shift
  case $arg in
    --disable-features=*) features=${features:+$features,}${arg#--disable-features=} ;;
    *) set -- "$@" "$arg" ;;
  esac
done
if [ -n "$features" ]; then set -- "$@" "--disable-features=$features"; fi
exec "$PLATFORM_CHROMIUM" "$@"
