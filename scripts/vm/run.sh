#!/usr/bin/env bash
# Runs the judge's sandbox tests on a cgroup v2 kernel: Debian's kernel under QEMU, booted with
# cgroup_no_v1=all, seeing this machine's root file system read-only (over virtio-9p) beneath a
# writable overlay in RAM. Usage: scripts/vm/run.sh [smoke|full]
#   smoke — a few telling cases (mode detection, an accepted run, memory and fork bombs, teardown)
#   full  — the sandbox tests and the whole hostile suite
# Needs Debian's qemu-system-x86, linux-image-amd64 and busybox-static. Without them it says
# why and exits 0 (skipped), so CI on a machine without them stays green but visibly skipped.
set -euo pipefail
cd "$(dirname "$0")/../.."
repo=$PWD
suite=${1:-full}
boot_timeout=${VM_TIMEOUT_SECONDS:-$([ "$suite" = smoke ] && echo 900 || echo 3600)}
# How much slower the emulated CPU is than the machines the limits are set for (node starts in
# ≈6 s instead of 0.05 s; g++ is ≈20× slower): runs get that many times their time limits.
time_scale=${VM_TIME_SCALE:-30}

skip() {
  echo "VM tests SKIPPED: $1"
  exit 0
}
qemu=$(command -v qemu-system-x86_64 || true)
[ -n "$qemu" ] || skip "qemu-system-x86_64 not found (apt-get install qemu-system-x86)"
kernel=$(ls -1 /boot/vmlinuz-* 2>/dev/null | sort -V | tail -n1 || true)
[ -n "$kernel" ] || skip "no kernel in /boot (apt-get install linux-image-amd64)"
release=${kernel#/boot/vmlinuz-}
modules=/lib/modules/$release/kernel
[ -d "$modules" ] || skip "no modules for $release in /lib/modules"
# The initramfs has no libraries: busybox must be the static build (ldd says so).
busybox=/bin/busybox
static() { [ -x "$1" ] && { ldd "$1" 2>&1 || true; } | grep -q 'not a dynamic executable'; }
static "$busybox" || skip "no static busybox (apt-get install busybox-static)"
command -v cpio >/dev/null || skip "cpio not found (apt-get install cpio)"

work=$(mktemp -d /tmp/grindstone-vm-XXXXXX)
trap 'rm -rf "$work"' EXIT

# A tiny initramfs: busybox, the modules for virtio-9p and overlayfs, and our init.
initramfs=$work/initramfs
mkdir -p "$initramfs"/{bin,lib/modules,proc,sys,dev,lower,upper,newroot}
cp "$busybox" "$initramfs/bin/busybox"
for name in sh mount mkdir insmod switch_root cat echo sleep poweroff; do
  ln -s busybox "$initramfs/bin/$name"
done
for module in drivers/virtio/virtio_ring drivers/virtio/virtio drivers/virtio/virtio_pci_modern_dev \
  drivers/virtio/virtio_pci_legacy_dev drivers/virtio/virtio_pci net/9p/9pnet \
  net/9p/9pnet_virtio fs/netfs/netfs fs/fscache/fscache fs/9p/9p fs/overlayfs/overlay; do
  # Absent when built into the kernel: nothing to load then.
  if [ -f "$modules/$module.ko" ]; then cp "$modules/$module.ko" "$initramfs/lib/modules/"; fi
  echo "$(basename "$module")" >>"$initramfs/lib/modules/order"
done
cp scripts/vm/initramfs-init.sh "$initramfs/init"
chmod +x "$initramfs/init"
(cd "$initramfs" && find . | cpio -o -H newc --quiet | gzip -1) >"$work/initramfs.gz"

# The judge's cache (native helpers, the precompiled bits/stdc++.h, javac's class-data archive)
# is built here at native speed — the same compilers the guest sees — instead of in the emulated
# guest (minutes there): one job per language that prepares something.
cache=/var/tmp/grindstone-vm-judge-$(id -u)
printf '#include <bits/stdc++.h>\nint main() { std::cout << "ok\\n"; }\n' >"$work/warm.cpp"
printf 'public class Main { public static void main(String[] a) { System.out.println("ok"); } }\n' \
  >"$work/Main.java"
echo ok >"$work/warm.out"
: >"$work/warm.in"
for job in cpp:warm.cpp java:Main.java; do
  language=${job%%:*} source=${job#*:}
  JUDGE_CACHE_DIR=$cache node --import tsx packages/judge/src/cli.ts run --lang "$language" \
    --code "$work/$source" --input "$work/warm.in" --expected "$work/warm.out" >/dev/null ||
    echo "warning: warming the judge cache in $cache for $language failed; the guest builds it (slower)"
done

echo "Booting $release under QEMU (no KVM: emulated) for the '$suite' VM tests, timeout ${boot_timeout}s"
log=$work/console.log
started=$(date +%s)
set +e
# No network device at all; the guest's only way out is the console.
timeout --kill-after=10 "$boot_timeout" "$qemu" \
  -machine q35 -cpu max -smp 2 -m 4096 -nographic -no-reboot -nodefaults \
  -serial stdio -monitor none -net none \
  -kernel "$kernel" -initrd "$work/initramfs.gz" \
  -append "console=ttyS0 quiet panic=-1 cgroup_no_v1=all grindstone.repo=$repo grindstone.suite=$suite grindstone.timescale=$time_scale grindstone.cache=$cache" \
  -fsdev local,id=hostroot,path=/,security_model=none,readonly=on,multidevs=remap \
  -device virtio-9p-pci,fsdev=hostroot,mount_tag=hostroot </dev/null 2>&1 | tee "$log"
qemu_status=${PIPESTATUS[0]}
set -e
elapsed=$(($(date +%s) - started))

result=$(grep -a -o 'GRINDSTONE-VM-RESULT [0-9]*' "$log" | tail -n1 | cut -d' ' -f2 || true)
if [ "$qemu_status" = 124 ] || [ "$qemu_status" = 137 ]; then
  echo "VM tests FAILED: no result within ${boot_timeout}s (QEMU killed)"
  exit 1
fi
if [ -z "$result" ]; then
  echo "VM tests FAILED: the guest ended without reporting a result (QEMU exit $qemu_status)"
  exit 1
fi
echo "VM tests ($suite) finished in ${elapsed}s with exit code $result"
exit "$result"
