#!/usr/bin/env bash
# consistency.sh - constant-buffer layouts: hlslc -Fre vs the generated
# cbufferLoadLegacy rows, and vs DXC's listings when ../shared/corpus exists.
# See consistency.py. Called by tests/run-all.sh; HLSLC_BIN selects the tools.
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
exec python3 "$here/consistency.py" "$root" "$root/../shared/corpus"
