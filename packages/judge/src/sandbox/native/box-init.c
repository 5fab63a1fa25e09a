/*
 * box-init runs as pid 1 of a bwrap sandbox that stays up for one judge job on one slot, and
 * starts each of the job's test runs there, so a run costs a fork and an exec instead of a
 * launcher, a bwrap and a dozen namespaces and mounts (decision 109).
 *
 * It talks to the judge over its stdin (requests) and stdout (one-line replies). A request is a
 * list of NUL-terminated tokens ended by an empty token; the first token names it:
 *   F  fork a run: tokens 'r<resource>:<soft>:<hard>' (rlimits), 'd<cwd>', 'e<NAME=VALUE>',
 *      'a<arg>' (argv, absolute path first). The child gets fresh pipes as stdin, stdout and
 *      stderr, sets its limits and waits at a gate. Reply: "forked <pid> <in> <out> <err>": its
 *      pid here and init's fds of the other pipe ends, which the judge (root) opens through
 *      /proc/<init>/fd before it moves the child into the run's cgroups.
 *   G  go: init drops its pipe ends and opens the gate; the child execs. Reply, when it ends:
 *      "exit <code>" or "signal <n>", or "failed <stage> <errno>" if it never reached the
 *      program (then the judge reports a sandbox failure, not a verdict).
 *   C  clean: empties /tmp (the run's only writable place) and removes System V IPC objects,
 *      so nothing of a run reaches the next. Reply "clean <errno or 0>"; after a failure every
 *      later F is refused ("failed 0 <errno>").
 * End of stdin: init exits, and with pid 1 gone the kernel kills whatever is left inside.
 *
 * Being pid 1 protects it from the runs' signals (the kernel drops signals to a namespace's init
 * that it has no handler for); it is not dumpable, so a run of the same uid cannot open its fds
 * through /proc or attach to it (ptrace is also denied by the seccomp filter).
 */

#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ipc.h>
#include <sys/msg.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/sem.h>
#include <sys/shm.h>
#include <sys/signalfd.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#define MAX_TOKENS 512

static char request[1 << 16];
static size_t filled;
static char *tokens[MAX_TOKENS + 1];
static int token_count;

static pid_t child;
/* The current child: none (or already reported), forked and waiting at the gate, or running. */
static enum { IDLE, FORKED, RUNNING } state = IDLE;
static int early_status, ended_early; /* it ended before the gate opened (a failed setup) */
static int gate_w = -1, setup_r = -1, ends[3] = {-1, -1, -1};

static void reply(const char *format, ...) {
  char line[128];
  va_list args;
  va_start(args, format);
  int n = vsnprintf(line, sizeof line, format, args);
  va_end(args);
  if (write(1, line, n) != n) _exit(3);
}

static void close_fd(int *fd) {
  if (*fd >= 0) close(*fd);
  *fd = -1;
}

/* Reads until a whole request (tokens ending with an empty one) is buffered; 0 at end of input. */
static int read_request(void) {
  for (;;) {
    for (size_t i = 0, start = 0; i < filled; i++) {
      if (request[i] != 0) continue;
      if (i == start) { /* the empty token: a whole request */
        token_count = 0;
        for (size_t at = 0; at < start && token_count < MAX_TOKENS; at += strlen(request + at) + 1)
          tokens[token_count++] = request + at;
        tokens[token_count] = NULL;
        return (int)(i + 1);
      }
      start = i + 1;
    }
    if (filled == sizeof request) _exit(4);
    ssize_t n = read(0, request + filled, sizeof request - filled);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return 0;
    filled += (size_t)n;
  }
}

static void consume(int length) {
  memmove(request, request + length, filled - (size_t)length);
  filled -= (size_t)length;
}

/* In the child, before the program: report the failing stage and errno, and end. */
static void fail(int fd, int stage) {
  int report[2] = {stage, errno};
  if (write(fd, report, sizeof report) < 0) _exit(126);
  _exit(126);
}

/* A cleaning that failed: no run may start in what the last one left. */
static int dirty;

static void fork_run(void) {
  if (dirty) {
    reply("failed 0 %d\n", dirty);
    return;
  }
  int in[2], out[2], err[2], gate[2], setup[2];
  if (pipe2(in, O_CLOEXEC) || pipe2(out, O_CLOEXEC) || pipe2(err, O_CLOEXEC) ||
      pipe2(gate, O_CLOEXEC) || pipe2(setup, O_CLOEXEC)) {
    reply("failed 0 %d\n", errno);
    return;
  }
  char *argv[MAX_TOKENS + 1], *envp[MAX_TOKENS + 1];
  int argc = 0, envc = 0;
  const char *cwd = "/";
  for (int i = 1; i < token_count; i++) {
    if (tokens[i][0] == 'a') argv[argc++] = tokens[i] + 1;
    else if (tokens[i][0] == 'e') envp[envc++] = tokens[i] + 1;
    else if (tokens[i][0] == 'd') cwd = tokens[i] + 1;
  }
  argv[argc] = NULL;
  envp[envc] = NULL;
  child = fork();
  if (child < 0) {
    reply("failed 0 %d\n", errno);
    return;
  }
  if (child == 0) {
    sigset_t all;
    sigfillset(&all);
    sigprocmask(SIG_UNBLOCK, &all, NULL);
    signal(SIGPIPE, SIG_DFL);
    if (dup2(in[0], 0) < 0 || dup2(out[1], 1) < 0 || dup2(err[1], 2) < 0) fail(setup[1], 1);
    for (int i = 1; i < token_count; i++) {
      if (tokens[i][0] != 'r') continue;
      int resource;
      unsigned long long soft, hard;
      if (sscanf(tokens[i] + 1, "%d:%llu:%llu", &resource, &soft, &hard) != 3) {
        errno = EINVAL;
        fail(setup[1], 2);
      }
      struct rlimit limit = {(rlim_t)soft, (rlim_t)hard};
      if (setrlimit(resource, &limit) != 0) fail(setup[1], 2);
    }
    /* POSIX message queues outlive their processes and cannot be listed without a mount. */
    struct rlimit none = {0, 0};
    setrlimit(RLIMIT_MSGQUEUE, &none);
    if (chdir(cwd) != 0) fail(setup[1], 3);
    char go;
    if (read(gate[0], &go, 1) != 1) _exit(126); /* the judge gave up on this run */
    execve(argv[0], argv, envp);
    fail(setup[1], 4);
  }
  close(in[0]);
  close(out[1]);
  close(err[1]);
  close(gate[0]);
  close(setup[1]);
  ends[0] = in[1];
  ends[1] = out[0];
  ends[2] = err[0];
  gate_w = gate[1];
  setup_r = setup[0];
  state = FORKED;
  ended_early = 0;
  reply("forked %d %d %d %d\n", (int)child, ends[0], ends[1], ends[2]);
}

static void report_end(int status) {
  state = IDLE;
  if (WIFEXITED(status)) reply("exit %d\n", WEXITSTATUS(status));
  else reply("signal %d\n", WTERMSIG(status));
}

static void go(void) {
  for (int i = 0; i < 3; i++) close_fd(&ends[i]);
  if (gate_w < 0) return;
  /* Fails only if the child is gone already: its end is read below or reaped. */
  if (write(gate_w, "g", 1) != 1) errno = 0;
  close_fd(&gate_w);
  /* End of file once the exec succeeded (the pipe is close-on-exec), else the failed stage. */
  int report[2];
  ssize_t n;
  do {
    n = read(setup_r, report, sizeof report);
  } while (n < 0 && errno == EINTR);
  close_fd(&setup_r);
  if (n == (ssize_t)sizeof report) {
    state = IDLE;
    reply("failed %d %d\n", report[0], report[1]);
  } else if (ended_early) {
    report_end(early_status);
  } else {
    state = RUNNING;
  }
}

static void reap(void) {
  int status;
  pid_t done;
  while ((done = waitpid(-1, &status, WNOHANG)) > 0) {
    if (done != child) continue; /* an orphan of a run: only reaped */
    if (state == RUNNING) report_end(status);
    else if (state == FORKED) {
      early_status = status;
      ended_early = 1;
    }
  }
}

static int unreadable;

/* A run may have left dirs it made unreadable: nftw reports them but cannot descend. */
static int unlock_dir(const char *path, const struct stat *stat, int type, struct FTW *ftw) {
  (void)stat;
  (void)ftw;
  if (type == FTW_DNR) unreadable++;
  if (type == FTW_D || type == FTW_DNR) chmod(path, 0700);
  return 0;
}

static int remove_entry(const char *path, const struct stat *stat, int type, struct FTW *ftw) {
  (void)stat;
  (void)type;
  if (ftw->level == 0) return 0;
  if (remove(path) != 0 && errno != ENOENT) return errno;
  return 0;
}

static void remove_ipc(void) {
  struct shm_info shm;
  int top = shmctl(0, SHM_INFO, (struct shmid_ds *)&shm);
  for (int i = 0; i <= top; i++) {
    struct shmid_ds ds;
    int id = shmctl(i, SHM_STAT, &ds);
    if (id >= 0) shmctl(id, IPC_RMID, NULL);
  }
  struct seminfo sem;
  top = semctl(0, 0, SEM_INFO, &sem);
  for (int i = 0; i <= top; i++) {
    struct semid_ds ds;
    int id = semctl(i, 0, SEM_STAT, &ds);
    if (id >= 0) semctl(id, 0, IPC_RMID);
  }
  struct msginfo msg;
  top = msgctl(0, MSG_INFO, (struct msqid_ds *)&msg);
  for (int i = 0; i <= top; i++) {
    struct msqid_ds ds;
    int id = msgctl(i, MSG_STAT, &ds);
    if (id >= 0) msgctl(id, IPC_RMID, NULL);
  }
}

static void clean(void) {
  remove_ipc();
  int passes = 0;
  do {
    unreadable = 0;
    nftw("/tmp", unlock_dir, 32, FTW_PHYS | FTW_MOUNT);
  } while (unreadable > 0 && ++passes < 64);
  int error = nftw("/tmp", remove_entry, 32, FTW_DEPTH | FTW_PHYS | FTW_MOUNT);
  if (error != 0) dirty = error < 0 ? errno : error;
  reply("clean %d\n", dirty);
}

int main(void) {
  if (getpid() != 1) return 2;
  prctl(PR_SET_DUMPABLE, 0);
  signal(SIGPIPE, SIG_IGN);
  sigset_t chld;
  sigemptyset(&chld);
  sigaddset(&chld, SIGCHLD);
  sigprocmask(SIG_BLOCK, &chld, NULL);
  int children = signalfd(-1, &chld, SFD_CLOEXEC | SFD_NONBLOCK);
  if (children < 0) return 5;
  fcntl(0, F_SETFD, FD_CLOEXEC);
  fcntl(1, F_SETFD, FD_CLOEXEC);
  fcntl(2, F_SETFD, FD_CLOEXEC);
  reply("ready\n");
  for (;;) {
    struct pollfd watch[2] = {{0, POLLIN, 0}, {children, POLLIN, 0}};
    /* A request already buffered (the judge may send the next one before a reply) is handled
       without waiting for more input. */
    if (poll(watch, 2, filled > 0 ? 0 : -1) < 0) {
      if (errno == EINTR) continue;
      return 6;
    }
    if (watch[1].revents) {
      struct signalfd_siginfo info;
      while (read(children, &info, sizeof info) > 0) {}
      reap();
    }
    if (!watch[0].revents && filled == 0) continue;
    int length = read_request();
    if (length == 0) return 0;
    if (token_count > 0 && strcmp(tokens[0], "F") == 0) fork_run();
    else if (token_count > 0 && strcmp(tokens[0], "G") == 0) go();
    else if (token_count > 0 && strcmp(tokens[0], "C") == 0) clean();
    else return 7;
    consume(length);
    reap(); /* a child that ended during the request is reported now, not at the next signal */
  }
}
