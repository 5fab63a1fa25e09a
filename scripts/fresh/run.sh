#!/usr/bin/env bash
# `npm run test:fresh`: proves the README's Quick start on a fresh Debian 12. It builds a minimal
# Debian root (debootstrap --variant=minbase), puts Node and a clean copy of this repository in it,
# and there, as root, runs `npm install && npm start` (until /api/health answers) and then
# `npm test -- --fast`, timing each step and listing what apt-get installed. Needs root and
# debootstrap (installed when missing); ≈ 20 min the first time, mostly downloads. The minbase
# packages are cached in ~/.cache/grindstone-fresh, so later runs skip that download.
# Results: docs/fresh-machine.md.
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
suite=bookworm
mirror=http://deb.debian.org/debian
cache="${HOME:-/root}/.cache/grindstone-fresh"
tarball="$cache/$suite-minbase.tgz"
keep=false
[ "${1:-}" = --keep ] && keep=true # leave the root in place to look into it

[ "$(id -u)" = 0 ] || { echo "test:fresh needs root (debootstrap, chroot, mounts)."; exit 1; }
if ! command -v debootstrap >/dev/null; then
  echo "Installing debootstrap, which builds the fresh root..."
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap
fi

work=$(mktemp -d /var/tmp/grindstone-fresh.XXXXXX)
root="$work/root"
report="$work/report.txt"
cgroups=()
cleanup() {
  # The root's mounts live in its own mount namespace and end with it. Left: the cgroups made
  # for the root (this shell moves back out first), and the root itself.
  for group in "${cgroups[@]}"; do
    echo $$ 2>/dev/null >"$(dirname "$group")/cgroup.procs" || true
    find "$group" -depth -type d -exec rmdir {} + 2>/dev/null || true
  done
  if $keep; then echo "The root is kept in $root."; else rm -rf "$work"; fi
}
trap cleanup EXIT

step_started=0
step() { step_started=$(date +%s); echo; echo "=== fresh: $1 ==="; }
step_done() {
  local seconds=$(($(date +%s) - step_started))
  echo "=== fresh: $1 took ${seconds} s ==="
  printf '%-40s %5d s\n' "$1" "$seconds" >>"$report"
}

step "minimal Debian root ($suite, minbase)"
mkdir -p "$cache"
if [ ! -s "$tarball" ]; then
  debootstrap --variant=minbase --make-tarball="$tarball.partial" "$suite" "$work/tarball" "$mirror"
  mv "$tarball.partial" "$tarball"
fi
debootstrap --variant=minbase --unpack-tarball="$tarball" "$suite" "$root" "$mirror"
step_done "debootstrap (minbase)"

# What the fresh machine gets from its network and its operator, not from the project:
# - this network's apt sources and settings (Acquire::… lines: proxies, validity of snapshots)
#   and its extra CA certificates (an egress proxy's), as any machine on the network has them;
# - Node.js, which the README asks for: the host's own build (binary and npm) goes into
#   /usr/local, as the official tarball installs it (Debian 12's nodejs is 18: too old);
# - the host's npm configuration (registry and CA file).
cp /etc/resolv.conf "$root/etc/resolv.conf"
cp -a /etc/apt/sources.list.d/. "$root/etc/apt/sources.list.d/" 2>/dev/null || true
[ -f /etc/apt/sources.list ] && cp /etc/apt/sources.list "$root/etc/apt/sources.list"
grep -l '^Acquire::' /etc/apt/apt.conf.d/* 2>/dev/null | xargs -r cp -t "$root/etc/apt/apt.conf.d/"
mkdir -p "$root/usr/local/share/ca-certificates" "$root/etc/ssl/certs"
cp -a /usr/local/share/ca-certificates/. "$root/usr/local/share/ca-certificates/"
cp /etc/ssl/certs/ca-certificates.crt "$root/etc/ssl/certs/ca-certificates.crt"
node_bin=$(readlink -f "$(command -v node)")
npm_dir=$(npm root -g)/npm
mkdir -p "$root/usr/local/bin" "$root/usr/local/lib/node_modules" "$root/usr/local/etc"
cp "$node_bin" "$root/usr/local/bin/node"
cp -a "$npm_dir" "$root/usr/local/lib/node_modules/npm"
ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"
for npmrc in "$(npm config get globalconfig)" "$HOME/.npmrc"; do
  [ -f "$npmrc" ] || continue
  grep -E '^(registry|cafile|strict-ssl|@[^=]*:registry)' "$npmrc" >>"$root/root/.npmrc" || true
done

# A clean copy of the repository: every tracked or new file, nothing ignored (no node_modules,
# no builds, no data).
mkdir -p "$root/opt/grindstone"
(cd "$repo" && git ls-files -z --cached --others --exclude-standard |
  xargs -0 sh -c 'for f; do [ -e "$f" ] && printf "%s\0" "$f"; done' sh |
  tar --null -T - -cf -) | tar -xf - --no-same-owner -C "$root/opt/grindstone"
cp "$repo/scripts/fresh/inside.sh" "$root/opt/inside.sh"

# The root shares this host's kernel: its judge's cgroups go in a group of their own, below this
# script's, so that neither side's housekeeping touches the other's runs.
join_own_cgroups() {
  # Read whole first: /proc/self/cgroup changes under a reader as this shell moves.
  local own
  own=$(cat /proc/self/cgroup)
  while IFS=: read -r _ names path; do
    local dir
    if [ -z "$names" ]; then dir="/sys/fs/cgroup$path"
    else dir="/sys/fs/cgroup/${names#name=}$path"
    fi
    [ -d "$dir" ] || continue
    # A hybrid host's empty unified hierarchy holds no controllers: leave it.
    [ -z "$names" ] && [ -d /sys/fs/cgroup/memory ] && continue
    mkdir -p "$dir/grindstone-fresh-$$" 2>/dev/null || continue
    # A new v1 cpuset group has no cpus to join until given some: leave that controller alone.
    if ! echo $$ 2>/dev/null >"$dir/grindstone-fresh-$$/cgroup.procs"; then
      rmdir "$dir/grindstone-fresh-$$"
      continue
    fi
    cgroups+=("$dir/grindstone-fresh-$$")
  done <<<"$own"
}
join_own_cgroups

# Its judge must not take the uids this host's judges use: those locks live in /tmp, which the
# root does not share. A free port keeps `npm start` clear of servers running here.
port=$(node -e 'const s=require("net").createServer().listen(0,()=>{console.log(s.address().port);s.close()})')
status=0
# Entered with pivot_root in a mount namespace of its own rather than with chroot: the kernel
# refuses user namespaces (which bubblewrap uses) to a chrooted process.
unshare --mount --propagation private bash -c '
  set -e
  root=$1
  shift
  mount --bind "$root" "$root"
  mount -t proc proc "$root/proc"
  mount --rbind /sys "$root/sys"
  mount --rbind /dev "$root/dev"
  mount -t tmpfs -o mode=1777 tmpfs "$root/dev/shm"
  mount -t tmpfs -o mode=1777 tmpfs "$root/tmp"
  cd "$root"
  mkdir -p .host
  pivot_root . .host
  umount -l /.host
  rmdir /.host
  exec "$@"
' enter "$root" /usr/bin/env -i HOME=/root PATH=/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin \
  LANG=C.UTF-8 CI="${CI:-}" PORT="$port" JUDGE_UID_BASE=1900000000 \
  bash /opt/inside.sh /opt/grindstone /opt/report.txt || status=$?
cat "$root/opt/report.txt" >>"$report" 2>/dev/null || true

echo
echo "=== fresh: summary ==="
cat "$report"
echo "Packages apt-get installed in the root (requested, then all):"
grep '^Commandline: apt-get install' "$root/var/log/apt/history.log" 2>/dev/null |
  sed 's/^Commandline: /  /' || echo "  none"
installed=$(grep '^Install:' "$root/var/log/apt/history.log" 2>/dev/null | tr ',' '\n' | grep -c ':amd64\|:all' || true)
echo "  $installed packages in all (with their dependencies)"
du -sh "$root" | awk '{print "Root size: " $1}'
exit "$status"
