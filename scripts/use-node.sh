# Sourced by .ci/run: puts the Node.js of .nvmrc (24 LTS, as deployed; Node 20 reached end of life
# in April 2026) first on PATH when the machine's own Node is older. The binary comes from the npm
# registry (the node-linux-<arch> package), the one network source a CI machine here can reach,
# and is kept in ~/.cache for the next run.
want="$(tr -d ' \n' < .nvmrc)"
have_major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
if [ "$have_major" -lt "${want%%.*}" ]; then
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) arch="$(uname -m)" ;;
  esac
  dir="${XDG_CACHE_HOME:-$HOME/.cache}/node-$want-linux-$arch"
  if [ ! -x "$dir/bin/node" ]; then
    tmp="$(mktemp -d)"
    if (cd "$tmp" && npm pack --silent "node-linux-$arch@$want" >/dev/null && tar xzf node-linux-*.tgz); then
      mkdir -p "$dir" && cp -R "$tmp/package/bin" "$dir/"
    fi
    rm -rf "$tmp"
  fi
  if [ -x "$dir/bin/node" ]; then
    export PATH="$dir/bin:$PATH"
  else
    echo "could not fetch Node $want; continuing with $(node --version)" >&2
  fi
fi
echo "node $(node --version), npm $(npm --version)"
