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
    # Mode detection (full, v2, run groups below the judge's group), an accepted C++ and node
    # run, a memory bomb (MLE), a fork bomb (contained), runs of one job in a resident sandbox
    # starting clean, and the hostile suite's final check that no run cgroup is left behind.
    args=(packages/judge/src/sandbox/cgroup-driver.test.ts packages/judge/src/hostile.test.ts
      packages/judge/src/resident.test.ts
      -t 'sandbox reports|run groups below|fork bomb: held|memory bomb|network: connecting|start clean')
    ;;
  full)
    args=(packages/judge/src/sandbox packages/judge/src/hostile.test.ts
      packages/judge/src/resident.test.ts)
    ;;
  *)
    args=("packages/judge/src/$suite")
    ;;
esac
vitest() {
  node node_modules/vitest/vitest.mjs run --config scripts/vm/vitest.vm.config.ts --reporter=verbose "$@"
}
started=$(date +%s)
# Without systemd: this script is the VM's init, in the root group, which is exempt from the "no
# internal processes" rule; the judge uses /sys/fs/cgroup/grindstone and moves nothing.
echo "guest: stage 1/2 — the judge in the root group (no systemd)"
GRINDSTONE_EXPECT_CGROUP_BASE=/ vitest "${args[@]}"
status=$?
echo "guest: stage 1/2 took $(($(date +%s) - started))s"

# Under systemd with Delegate=yes: the service has a group of its own with the controllers
# enabled down to it (systemd writes its parents' cgroup.subtree_control) and holds the service's
# processes, so the judge must move them into its own leaf before it can give its run groups
# memory and pids. Simulated here: the same detection and smoke cases, started inside that group.
if [ "$suite" = full ] || [ "$suite" = smoke ]; then
  delegated_started=$(date +%s)
  echo "guest: stage 2/2 — the judge in a delegated service group (as systemd's Delegate=yes)"
  service=/sys/fs/cgroup/system.slice/grindstone.service
  mkdir -p "$service"
  echo '+memory +pids' >/sys/fs/cgroup/cgroup.subtree_control
  echo '+memory +pids' >/sys/fs/cgroup/system.slice/cgroup.subtree_control
  (
    echo "$BASHPID" >"$service/cgroup.procs"
    echo "guest: now in $(cat /proc/self/cgroup)"
    GRINDSTONE_EXPECT_CGROUP_BASE=/system.slice/grindstone.service vitest \
      packages/judge/src/sandbox/cgroup-driver.test.ts packages/judge/src/hostile.test.ts \
      packages/judge/src/resident.test.ts \
      -t 'sandbox reports|run groups below|fork bomb: held|memory bomb|network: connecting|start clean'
  )
  delegated=$?
  echo "guest: the service group afterwards: $(ls "$service" | grep -v '\.' | tr '\n' ' ')"
  echo "guest: stage 2/2 took $(($(date +%s) - delegated_started))s"
  [ "$status" = 0 ] && status=$delegated
fi
echo "guest: the $suite suite took $(($(date +%s) - started))s inside the VM"
echo "GRINDSTONE-VM-RESULT $status"
sync
echo o >/proc/sysrq-trigger
sleep 60
