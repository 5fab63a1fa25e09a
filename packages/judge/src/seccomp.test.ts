import { JudgeStatus } from '@grindstone/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { job, judgeWithUids, processesWithUids, sandboxSkipReason } from './test-support';

// The seccomp filter (sandbox/native/seccomp-gen.c) answers denied syscalls with an errno instead of
// killing the program, so a program can report what it was refused. Without the filter, inside
// bwrap's namespaces, an AF_INET socket and PTRACE_TRACEME would both succeed.

const skip = sandboxSkipReason('seccomp tests');
const uidBase = 75_000;

const probe = `#include <cerrno>
#include <cstdio>
#include <cstring>
#include <linux/io_uring.h>
#include <sched.h>
#include <sys/ptrace.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>
static void report(const char* what, long result) {
  printf("%s %s\\n", what, result < 0 ? strerrorname_np(errno) : "ok");
}
int main() {
  report("socket(AF_INET)", socket(AF_INET, SOCK_STREAM, 0));
  report("socket(AF_INET6)", socket(AF_INET6, SOCK_DGRAM, 0));
  report("socket(AF_UNIX)", socket(AF_UNIX, SOCK_STREAM, 0));
  report("ptrace(TRACEME)", ptrace(PTRACE_TRACEME, 0, nullptr, nullptr));
  report("unshare(NEWUSER)", unshare(CLONE_NEWUSER));
  report("unshare(NEWNS)", unshare(CLONE_NEWNS));
  io_uring_params params{};
  report("io_uring_setup", syscall(SYS_io_uring_setup, 1, &params));
  pid_t child = fork();
  if (child == 0) _exit(0);
  report("fork", child < 0 ? -1 : waitpid(child, nullptr, 0));
}`;

const expected = `socket(AF_INET) EAFNOSUPPORT
socket(AF_INET6) EAFNOSUPPORT
socket(AF_UNIX) ok
ptrace(TRACEME) EPERM
unshare(NEWUSER) EPERM
unshare(NEWNS) EPERM
io_uring_setup EPERM
fork ok`;

describe.skipIf(skip !== null)('the seccomp filter', () => {
  const judge = skip ? null : judgeWithUids(uidBase, 1);
  afterAll(async () => {
    // close() returns once every run is gone: no process of theirs may be left then.
    await judge?.close();
    expect(processesWithUids(uidBase)).toEqual([]);
  });

  it('refuses network sockets, ptrace, unshare and io_uring, and allows AF_UNIX and fork', async () => {
    expect(judge?.sandbox.seccomp).toBe(true);
    const result = await judge?.judge(job('cpp', probe, [{ expected }]));
    expect(result?.tests[0]?.stdout.trim()).toBe(expected);
    expect(result?.status_id).toBe(JudgeStatus.accepted);
  });
});
