#!/bin/bash
# pid 1 of the test VM, on the host's file system (overlaid, writable in RAM; /proc, /sys,
# cgroup2, /dev and a tmpfs /tmp mounted by scripts/vm/initramfs-init.sh): shows the cgroup layout, runs the chosen suite and reports its exit code on
# the console (scripts/vm/run.sh reads "GRINDSTONE-VM-RESULT <code>"), then powers off.
export PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin HOME=/root

repo=$(sed -n 's/.*grindstone\.repo=\([^ ]*\).*/\1/p' /proc/cmdline)
suite=$(sed -n 's/.*grindstone\.suite=\([^ ]*\).*/\1/p' /proc/cmdline)
cache=$(sed -n 's/.*grindstone\.cache=\([^ ]*\).*/\1/p' /proc/cmdline)
scale=$(sed -n 's/.*grindstone\.timescale=\([^ ]*\).*/\1/p' /proc/cmdline)
echo "guest: kernel $(uname -r), cgroup controllers: $(cat /sys/fs/cgroup/cgroup.controllers)"
echo "guest: /sys/fs/cgroup is $(stat -f -c %T /sys/fs/cgroup); v1 hierarchies: $(grep -c ' cgroup ' /proc/mounts)"
cd "$repo" || { echo "GRINDSTONE-VM-RESULT 3"; echo o >/proc/sysrq-trigger; }
# The emulated CPU is far slower than real hardware: limits scale with it (time-scale.ts).
export CI=true GRINDSTONE_EXPECT_CGROUP=v2 JUDGE_TIME_SCALE=${scale:-1}
# The cache warmed on the host (run.sh), seen through the overlay: copy-on-write here.
[ -n "$cache" ] && export JUDGE_CACHE_DIR=$cache
case "$suite" in
  smoke)
    # Mode detection (full, v2), an accepted C++ and node run, a memory bomb (MLE), a fork bomb
    # (contained), and the hostile suite's final check that no run cgroup is left behind.
    args=(packages/judge/src/sandbox/cgroup-driver.test.ts packages/judge/src/hostile.test.ts
      -t 'sandbox reports|fork bomb: held|memory bomb|network: connecting')
    ;;
  full)
    args=(packages/judge/src/sandbox packages/judge/src/hostile.test.ts)
    ;;
  *)
    args=("packages/judge/src/$suite")
    ;;
esac
started=$(date +%s)
node node_modules/vitest/vitest.mjs run --config scripts/vm/vitest.vm.config.ts --reporter=verbose "${args[@]}"
status=$?
echo "guest: the $suite suite took $(($(date +%s) - started))s inside the VM"
echo "GRINDSTONE-VM-RESULT $status"
sync
echo o >/proc/sysrq-trigger
sleep 60
