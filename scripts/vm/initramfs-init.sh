#!/bin/sh
# The initramfs's init: mounts the host's root (virtio-9p, read-only) under a writable overlay
# in RAM and hands over to scripts/vm/guest.sh in the project's checkout.
mount -t proc proc /proc
mount -t sysfs sysfs /sys
mount -t devtmpfs devtmpfs /dev
echo 1 >/proc/sys/kernel/sysrq
for module in $(cat /lib/modules/order); do
  [ -f "/lib/modules/$module.ko" ] && insmod "/lib/modules/$module.ko"
done
fail() {
  echo "GRINDSTONE-VM-RESULT 3"
  echo "vm init: $1"
  echo o >/proc/sysrq-trigger
  sleep 60
}
mount -t 9p -o trans=virtio,version=9p2000.L,msize=512000,cache=loose,ro hostroot /lower ||
  fail "cannot mount the host root over 9p"
mount -t tmpfs -o size=3g tmpfs /upper
mkdir -p /upper/data /upper/work
mount -t overlay overlay -o lowerdir=/lower,upperdir=/upper/data,workdir=/upper/work /newroot ||
  fail "cannot mount the overlay"
for arg in $(cat /proc/cmdline); do
  case "$arg" in grindstone.repo=*) repo=${arg#grindstone.repo=} ;; esac
done
# The new root's own pseudo file systems (the host's /proc, seen over 9p, would be QEMU's).
cd /newroot || fail "no new root"
mount -t proc proc proc
mount -t sysfs sysfs sys
mount -t cgroup2 cgroup2 sys/fs/cgroup || fail "cannot mount cgroup2"
mount -t devtmpfs devtmpfs dev
mkdir -p dev/pts dev/shm
mount -t devpts devpts dev/pts
mount -t tmpfs tmpfs dev/shm
mount -t tmpfs tmpfs run
# A checkout under /tmp (a CI clone) would vanish under the guest's own /tmp: keep a handle on
# it in the overlay, then put it back at the same path.
case "$repo" in
  /tmp/*)
    mkdir -p /keep && mount -o bind "/newroot$repo" /keep || fail "cannot keep $repo"
    ;;
esac
mount -t tmpfs -o size=2g,mode=1777 tmpfs tmp
case "$repo" in
  /tmp/*)
    mkdir -p "./$repo" && mount -o bind /keep "./$repo" || fail "cannot put $repo back"
    ;;
esac
umount /proc /sys /dev
exec switch_root /newroot /bin/bash "$repo/scripts/vm/guest.sh"
