/*
 * seccomp-gen: writes the BPF program bwrap loads with --seccomp. Default allow (the languages'
 * runtimes use a wide, changing set of syscalls), deny what a judged program never needs and what
 * widens the kernel attack surface; sockets only for AF_UNIX (no network even if a namespace
 * were misconfigured). Other architectures' syscalls are killed by libseccomp's default.
 */

#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <seccomp.h>
#include <stdio.h>
#include <sys/socket.h>
#include <unistd.h>

/* A table, kept packed (clang-format would give each name a line of its own). */
/* clang-format off */
static const char *denied[] = {
  "ptrace", "process_vm_readv", "process_vm_writev", "mount", "umount2", "pivot_root", "chroot",
  "unshare", "setns", "bpf", "perf_event_open", "userfaultfd", "io_uring_setup",
  "io_uring_enter", "io_uring_register", "keyctl", "add_key", "request_key", "kexec_load",
  "kexec_file_load", "init_module", "finit_module", "delete_module", "reboot", "swapon",
  "swapoff", "acct", "open_by_handle_at", "name_to_handle_at", "fsopen", "fsmount",
  "fsconfig", "fspick", "move_mount", "open_tree", "mount_setattr", "syslog", "quotactl",
  "lookup_dcookie", "vhangup", "settimeofday", "clock_settime", "adjtimex", "clock_adjtime",
  "iopl", "ioperm", "nfsservctl", "uselib", "personality", NULL,
};
/* clang-format on */

int main(int argc, char **argv) {
  if (argc != 2) return 2;
  scmp_filter_ctx ctx = seccomp_init(SCMP_ACT_ALLOW);
  if (!ctx) return 3;
  for (int i = 0; denied[i]; i++) {
    int nr = seccomp_syscall_resolve_name(denied[i]);
    if (nr == __NR_SCMP_ERROR) continue;
    if (seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), nr, 0) != 0) return 4;
  }
  if (seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EAFNOSUPPORT), SCMP_SYS(socket), 1,
                       SCMP_A0(SCMP_CMP_NE, AF_UNIX)) != 0)
    return 5;
  if (seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(clone), 1,
                       SCMP_A0(SCMP_CMP_MASKED_EQ, CLONE_NEWUSER, CLONE_NEWUSER)) != 0)
    return 6;
  /* clone3 passes flags in memory the filter cannot read: make glibc fall back to clone. */
  if (seccomp_rule_add(ctx, SCMP_ACT_ERRNO(ENOSYS), SCMP_SYS(clone3), 0) != 0) return 7;
  int fd = open(argv[1], O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd < 0) return 8;
  if (seccomp_export_bpf(ctx, fd) != 0) return 9;
  close(fd);
  seccomp_release(ctx);
  return 0;
}
