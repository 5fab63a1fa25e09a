/*
 * launcher: forks the sandboxed command and stays outside it as its reaper. The child joins the
 * run's cgroups (before bwrap forks, so nothing of the run escapes them), sets rlimits, drops to
 * the slot's uid and execs bwrap. The parent is a child subreaper: bwrap's outer process exits
 * before its in-namespace init is gone, and whatever is orphaned is re-parented here and reaped,
 * never left as a zombie of the host's pid 1. It exits with the command's status once every
 * descendant is gone (namespace teardown included), which the judge awaits off the critical path.
 * SIGTERM makes it SIGKILL the command (used when there is no cgroup to kill from outside).
 * Usage: launcher [-c CGROUP_PROCS_FILE]... [-r RESOURCE:SOFT:HARD]... [-u UID:GID] -- ARGV...
 */

#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

static pid_t child = -1;

static void die(const char *what) {
  fprintf(stderr, "grindstone-launcher: %s: %s\n", what, strerror(errno));
  _exit(125);
}

static void join_cgroup(const char *procs_file) {
  int fd = open(procs_file, O_WRONLY | O_CLOEXEC);
  if (fd < 0) die(procs_file);
  char pid[32];
  int n = snprintf(pid, sizeof pid, "%d\n", (int)getpid());
  if (write(fd, pid, n) != n) die(procs_file);
  close(fd);
}

static void set_limit(const char *spec) {
  int resource;
  unsigned long long soft, hard;
  if (sscanf(spec, "%d:%llu:%llu", &resource, &soft, &hard) != 3) {
    errno = EINVAL;
    die(spec);
  }
  struct rlimit limit = {(rlim_t)soft, (rlim_t)hard};
  if (setrlimit(resource, &limit) != 0) die(spec);
}

static void drop_to(const char *spec) {
  unsigned uid, gid;
  if (sscanf(spec, "%u:%u", &uid, &gid) != 2) {
    errno = EINVAL;
    die(spec);
  }
  if (setgroups(0, NULL) != 0) die("setgroups");
  if (setresgid(gid, gid, gid) != 0) die("setresgid");
  if (setresuid(uid, uid, uid) != 0) die("setresuid");
  if (setuid(0) == 0) {
    errno = EPERM;
    die("privileges still held");
  }
}

static void on_term(int sig) {
  (void)sig;
  if (child > 0) kill(child, SIGKILL);
}

static void on_alarm(int sig) {
  (void)sig;
  _exit(124);
}

int main(int argc, char **argv) {
  int command = 1;
  while (command < argc && strcmp(argv[command], "--") != 0) command += 2;
  if (command + 1 >= argc) {
    errno = EINVAL;
    die("usage: launcher [options] -- command");
  }
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (getppid() == 1) _exit(125);
  prctl(PR_SET_CHILD_SUBREAPER, 1);
  signal(SIGTERM, on_term);
  signal(SIGALRM, on_alarm);

  pid_t launcher = getpid();
  child = fork();
  if (child < 0) die("fork");
  if (child == 0) {
    signal(SIGTERM, SIG_DFL);
    signal(SIGALRM, SIG_DFL);
    setpgid(0, 0);
    const char *uid_spec = NULL;
    for (int i = 1; i < command; i += 2) {
      if (strcmp(argv[i], "-c") == 0) join_cgroup(argv[i + 1]);
      else if (strcmp(argv[i], "-r") == 0) set_limit(argv[i + 1]);
      else if (strcmp(argv[i], "-u") == 0) uid_spec = argv[i + 1];
      else {
        errno = EINVAL;
        die(argv[i]);
      }
    }
    if (uid_spec) drop_to(uid_spec);
    umask(022);
    /* No transparent huge pages for the run (inherited across fork and execve): with the host
       set to "always" (Debian's kernel default) a 1 MB thread stack or a small heap is backed
       by 2 MB pages, all charged to the run, so the same program used several times the memory
       it uses on a host set to "madvise" (seen: a Java thread bomb reached 128 MB at 74
       threads under "always", 27 MB at the pids limit under "madvise"). Ignored where the
       kernel lacks it (before 3.15). */
    prctl(PR_SET_THP_DISABLE, 1, 0, 0, 0);
    /* The command (bwrap) dies with the launcher, which dies with the judge. Set after the uid
       drop (a credential change clears it) and checked against a launcher that already died:
       bwrap's own --die-with-parent comes too late if the judge is killed before bwrap starts
       (seen: an orphaned bwrap sleeping forever after its worker was SIGKILLed). */
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (getppid() != launcher) _exit(125);
    execv(argv[command + 1], &argv[command + 1]);
    die(argv[command + 1]);
  }

  int result = 125;
  for (;;) {
    int status;
    pid_t done = wait(&status);
    if (done < 0) {
      if (errno == EINTR) continue;
      break;
    }
    if (done != child) continue;
    result = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    /* The command is over: its process group goes too; give stragglers 2 s to be reaped. */
    kill(-child, SIGKILL);
    alarm(2);
  }
  return result;
}
