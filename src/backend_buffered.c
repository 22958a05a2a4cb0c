/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The buffered backend (-m buffered): the traced program records its own
 * syscalls. systrace starts it with the capture library preloaded
 * (src/preload/), which arms Syscall User Dispatch in every thread and writes
 * one record per syscall into a ring buffer in a memfd both sides map
 * (src/ring.h). systrace is the ring's only reader: it drains it while the
 * program runs and feeds the same decoders and formatter as the other
 * backends. The program never stops for systrace.
 *
 * This file starts the program, sets up the ring and runs the main loop; the
 * ring reader, the records and the tracees' lifecycles have files of their own
 * (buffered.h).
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <linux/futex.h>

#ifdef ENABLE_LIBELF
#include <gelf.h>
#include <libelf.h>
#endif

#include "backend.h"
#include "locate.h"
#include "buffered.h"
#include "lifecycle.h"
#include "options.h"
#include "options_ext.h"
#include "output.h"
#include "overhead.h"
#include "pathtrace.h"
#include "qualify.h"
#include "syscall.h"
#include "syscall_table.h"
#include "tcb.h"
#include "util.h"

#define PRELOAD_NAME "libsystrace-preload.so"
/*
 * When systrace drains the ring. The program goes first: decoding waits for a
 * CPU to be idle, for the ring to be half full, or for a record that cannot
 * wait (a process starting or ending); at the latest it happens every second.
 * "A CPU is idle" is told by a thread of systrace's at SCHED_IDLE priority
 * (the waker), which the kernel runs on time only on a CPU with nothing else
 * to do: each time it does (every IDLE_WAKE_MS) it wakes the consumer. On a machine
 * with a free CPU that is every 10 ms, as a plain timer would; on a CPU the
 * program keeps busy (or that other work keeps busy) the consumer no longer
 * takes the CPU from the program while the ring has room, as ftrace's and
 * perf's readers do not, and the half-full doorbell and the one-second
 * timeout keep it from ever being starved.
 */
#define IDLE_WAKE_MS 10		/* the waker's period */
#define BUSY_WAIT_MS 1000	/* the consumer's longest sleep */
#define DRAIN_BATCH 4096	/* records per drain before looking at processes and signals */

/* ---- the ring ---- */

struct ring_reader ring_rd;
int ring_fd = -1;
int cred_sock = -1;
static int cred_child_fd = -1;		/* the end the program inherits (ring.h's cred_fd) */
static struct ring_header *hdr;		/* shared: see buffered_ring_reader.h for what is read */
static uint64_t ring_size;		/* private: what systrace set up */

pid_t started_pid;
int started_status = -1;
uint64_t skipped_records;
uint64_t too_deep_records;
static char preload_path[PATH_MAX];

/* Counters for SYSTRACE_BUFFERED_STATS. */
static struct {
	uint64_t records, bytes, busy_ns, wakeups;
} stats;

/* Records systrace stepped over, and processes it could not tell apart. */
static uint64_t lost_dead_unattributed;
uint64_t lost_corrupt;

static void on_sigchld(int sig)
{
	(void)sig;
	/* Nothing to do: the signal only interrupts the idle wait. */
}

/* ---- draining ---- */

/* Account for what the reader stepped over. */
static void note_skip(const struct ring_reader *rd)
{
	skipped_records++;
	if (rd->skip_reason != RING_SKIP_WRITER_DIED) {
		lost_corrupt++;
		return;
	}
	struct bproc *p = rd->skip_pid > 0 ? proc_of_slot(rd->skip_slot, rd->skip_pid) : NULL;
	if (!p && rd->skip_pid > 0)
		p = proc_of_record(rd->skip_pid, PROC_LOOKUP, 0);
	if (p)
		p->lost_dead++;
	else
		lost_dead_unattributed++;
}

/* Read what is ready (at most a batch). Returns the number of records read. */
unsigned long buffered_drain(bool final)
{
	uint64_t t0 = now_mono_ns(), now = t0;
	unsigned long n = 0;
	for (unsigned int i = 0; i < DRAIN_BATCH; i++) {
		/* The clock only times a stuck record: every 64 reads is enough. */
		if (i && !(i & 63))
			now = now_mono_ns();
		enum ring_next next = ring_reader_next(&ring_rd, final, now);
		if (next == RING_EMPTY)
			break;
		if (next == RING_SKIPPED) {
			note_skip(&ring_rd);
			continue;
		}
		n++;
		process_record((struct ring_rec *)ring_rd.buf);
		/* Short-lived processes are pinned while they still live (and
		 * libraries never wait long for room to say who they are). */
		if (!(n & 255)) {
			if (opts.follow)
				procs_discover();
			else
				procs_read_creds();
		}
		/* Published only once handled: with -k a producer waits for that (ring.h). */
		if (!(n & 31))
			ring_reader_publish(&ring_rd);
	}
	ring_reader_publish(&ring_rd);
	if (n)
		stats.busy_ns += now_mono_ns() - t0;
	return n;
}

/* Sleep until records are likely, a process ends, or a signal comes. */
static void idle_wait(void)
{
	__atomic_store_n(&hdr->consumer_sleeping, 1, __ATOMIC_SEQ_CST);
	uint64_t head = __atomic_load_n(&hdr->head, __ATOMIC_SEQ_CST);
	bool stuck = ring_reader_stuck(&ring_rd);
	if (head != ring_rd.tail && !stuck) {
		__atomic_store_n(&hdr->consumer_sleeping, 0, __ATOMIC_RELAXED);
		return;
	}
	output_flush();
	struct timespec ts = { BUSY_WAIT_MS / 1000, (BUSY_WAIT_MS % 1000) * 1000000L };
	if (stuck || deaths_pending())
		ts.tv_nsec = 2000000L;
	syscall(SYS_futex, &hdr->consumer_sleeping, FUTEX_WAIT, 1, &ts, NULL, 0);
	__atomic_store_n(&hdr->consumer_sleeping, 0, __ATOMIC_RELAXED);
	stats.wakeups++;
}

/* ---- start ---- */

/* Does any option show when a call happened or how long it took (-t, -r, -T,
 * --timestamps, -c/-C, JSON and CTF)? Else the library takes no clock reads. */
static bool records_need_time(void)
{
	return opts.timestamps || opts.ts_format != TS_NONE || opts.relative_timestamps ||
	       opts.syscall_times || opts.count != COUNT_NONE || opts.format != FORMAT_TEXT;
}

static bool readable_file(const char *path)
{
	struct stat st;
	return stat(path, &st) == 0 && S_ISREG(st.st_mode) && access(path, R_OK) == 0;
}

/* The capture library: $SYSTRACE_PRELOAD (not as root or setuid), the build
 * tree's when systrace runs uninstalled, else the installed one. */
static void find_preload(void)
{
	const char *env = getenv("SYSTRACE_PRELOAD");
	if (env && *env) {
		if (getuid() == 0 || geteuid() != getuid() || getegid() != getgid())
			die("SYSTRACE_PRELOAD is refused when systrace runs as root or setuid: "
			    "it would load '%s' into every traced program", env);
		if (!realpath(env, preload_path) || !readable_file(preload_path))
			die("cannot use the capture library '%s' named by SYSTRACE_PRELOAD", env);
		return;
	}
	/* The build tree's library only when this is the build tree's systrace
	 * (src/locate.c); an installed systrace looks only where make install put it. */
	if (locate_helper(preload_path, sizeof(preload_path), "src/preload/.libs", PKGLIBDIR,
			  PRELOAD_NAME, R_OK) < 0 || !readable_file(preload_path))
		die("-m buffered needs its capture library, not found at '%s'", preload_path);
}

#ifdef ENABLE_LIBELF
/* 1 if path is a dynamically linked ELF (it has a program interpreter), 0 if it
 * is statically linked, -1 if it is not an ELF file systrace can read. */
static int elf_is_dynamic(const char *path)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return -1;
	int result = -1;
	elf_version(EV_CURRENT);
	Elf *e = elf_begin(fd, ELF_C_READ, NULL);
	size_t n;
	if (e && elf_kind(e) == ELF_K_ELF && elf_getphdrnum(e, &n) == 0) {
		result = 0;
		for (size_t i = 0; i < n; i++) {
			GElf_Phdr ph;
			if (gelf_getphdr(e, (int)i, &ph) && ph.p_type == PT_INTERP) {
				result = 1;
				break;
			}
		}
	}
	if (e)
		elf_end(e);
	close(fd);
	return result;
}
#endif

/* A statically linked program cannot load the library: say so before starting. */
static void check_not_static(const char *path)
{
#ifdef ENABLE_LIBELF
	char interp[PATH_MAX];
	const char *target = path;
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd >= 0) {
		/* A script: what matters is its interpreter. */
		ssize_t n = read(fd, interp, sizeof(interp) - 1);
		close(fd);
		if (n > 2 && interp[0] == '#' && interp[1] == '!') {
			interp[n] = '\0';
			char *s = interp + 2;
			s += strspn(s, " \t");
			s[strcspn(s, " \t\n")] = '\0';
			if (*s)
				target = s;
		}
	}
	if (elf_is_dynamic(target) == 0)
		die("'%s' is statically linked: -m buffered preloads its capture library "
		    "through the dynamic loader, which it does not use; trace it with -m ptrace "
		    "or -m seccomp", target);
#else
	(void)path;
#endif
}

/* The data area's size: RING_DEFAULT_DATA_SIZE, or $SYSTRACE_RING_SIZE bytes (a
 * power of two from 64 KiB to 1 GiB; small rings are for testing a full ring). */
static uint64_t ring_size_wanted(void)
{
	const char *env = getenv("SYSTRACE_RING_SIZE");
	long long v;
	if (!env || !*env)
		return RING_DEFAULT_DATA_SIZE;
	if (parse_int(env, 65536, 1ll << 30, &v) < 0 || (v & (v - 1)))
		die("SYSTRACE_RING_SIZE must be a power of two from 65536 to 1073741824, not '%s'",
		    env);
	return (uint64_t)v;
}

/* The number the program inherits the ring at (ring.h's RING_ENV): the highest its
 * descriptor limit allows, where programs rarely look (a program that probes a
 * fixed number like 1000 finds it closed, as untraced), unless that is taken or
 * the limit so high that the descriptor table would grow for it; else the first
 * free one from RING_FD_MIN. */
static void move_ring_fd(uint64_t prog_limit)
{
	int high = -1;
	if (prog_limit > RING_FD_MIN && prog_limit <= 65536) {
		int want = (int)prog_limit - 1;
		if (fcntl(want, F_GETFD) < 0 && errno == EBADF)
			high = dup3(ring_fd, want, O_CLOEXEC);
	}
	if (high < 0)
		high = fcntl(ring_fd, F_DUPFD_CLOEXEC, RING_FD_MIN);
	if (high >= 0) {
		close(ring_fd);
		ring_fd = high;
	}
}

/* The socket a traced process says who it is on (ring.h's struct ring_cred):
 * systrace reads one end, with SO_PASSCRED; every traced process inherits the
 * other, just below the ring's descriptor (or from RING_FD_MIN). Without it
 * (it cannot be made), pids are translated through /proc alone. */
static void setup_cred_socket(void)
{
	int sv[2], on = 1;
	if (socketpair(AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0, sv) < 0)
		return;
	struct stat st;
	if (setsockopt(sv[0], SOL_SOCKET, SO_PASSCRED, &on, sizeof(on)) < 0 ||
	    fstat(sv[1], &st) < 0) {
		close(sv[0]);
		close(sv[1]);
		return;
	}
	/* The program's end blocks: a library waits for room rather than lose it. */
	fcntl(sv[1], F_SETFL, fcntl(sv[1], F_GETFL) & ~O_NONBLOCK);
	int high = -1;
	if (ring_fd - 1 >= RING_FD_MIN && fcntl(ring_fd - 1, F_GETFD) < 0 && errno == EBADF)
		high = dup3(sv[1], ring_fd - 1, O_CLOEXEC);
	if (high < 0)
		high = fcntl(sv[1], F_DUPFD_CLOEXEC, RING_FD_MIN);
	close(sv[1]);
	if (high < 0) {
		close(sv[0]);
		return;
	}
	cred_sock = sv[0];
	cred_child_fd = high;
	hdr->cred_fd = high;
	hdr->cred_ino = (uint64_t)st.st_ino;
}

static void setup_ring(uint64_t prog_limit)
{
	ring_size = ring_size_wanted();
	ring_fd = (int)syscall(SYS_memfd_create, "systrace-ring", MFD_CLOEXEC);
	if (ring_fd < 0)
		die_errno("cannot create the ring buffer (memfd_create)");
	move_ring_fd(prog_limit);
	if (ftruncate(ring_fd, (off_t)(RING_HEADER_SIZE + ring_size)) < 0)
		die_errno("cannot size the ring buffer");
	/*
	 * Allocate every page now, as ftrace allocates its buffer up front:
	 * otherwise the traced program pays for a new zeroed page on every 4 KiB
	 * of its first pass through the ring (about a microsecond each). Where the
	 * memory is short, pages come on demand as before.
	 */
	(void)fallocate(ring_fd, 0, 0, (off_t)(RING_HEADER_SIZE + ring_size));
	size_t total = RING_HEADER_SIZE + 2 * ring_size;
	char *base = mmap(NULL, total, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (base == MAP_FAILED ||
	    mmap(base, RING_HEADER_SIZE + ring_size, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_FIXED,
		 ring_fd, 0) == MAP_FAILED ||
	    mmap(base + RING_HEADER_SIZE + ring_size, ring_size, PROT_READ | PROT_WRITE,
		 MAP_SHARED | MAP_FIXED, ring_fd, RING_HEADER_SIZE) == MAP_FAILED)
		die_errno("cannot map the ring buffer");
	hdr = (struct ring_header *)base;

	hdr->magic = RING_MAGIC;
	hdr->version = RING_VERSION;
	hdr->header_size = RING_HEADER_SIZE;
	hdr->data_size = ring_size;
	uint32_t rec_max = (uint32_t)(ring_size / 4);
	hdr->rec_max = rec_max;
	hdr->flags = (opts.overwrite ? RING_F_OVERWRITE : 0) | (opts.verbose ? RING_F_VERBOSE : 0) |
		     (trace_subset ? 0 : RING_F_TRACE_HIGH) | (opts.rewrite_all ? RING_F_REWRITE_ALL : 0) |
		     (records_need_time() ? 0 : RING_F_NO_CLOCK);
	hdr->consumer_pid = getpid();
	hdr->max_strlen = opts.max_strlen;
	hdr->nprocs = (uint32_t)RING_MAX_PROCS;
	hdr->cred_fd = -1;
	setup_cred_socket();
	/* systrace's own copy of the geometry: the header is the program's to write. */
	int rc = ring_reader_init(&ring_rd, hdr, ring_size, rec_max, (uint32_t)RING_MAX_PROCS,
				  writer_state, NULL);
	if (rc < 0) {
		errno = -rc;
		die_errno("cannot set up the ring buffer's reader");
	}
	hdr->wake_fill = (uint32_t)(ring_size / 2);
	/* -k: the library unwinds only when stacks are printed; at most as many
	 * frames as fit easily in a record. */
	if (opts.stack_trace && opts.count != COUNT_ONLY) {
		uint64_t limit = opts.stack_frame_limit;
		if (limit > RING_STACK_MAX)
			limit = RING_STACK_MAX;
		if (limit > rec_max / 16)
			limit = rec_max / 16;
		hdr->stack_limit = (uint32_t)limit;
	}
	/* Calls outside -e trace= are not recorded at all (the library still
	 * records what systrace needs to follow processes, and -P's descriptors). */
	pathtrace_follow_fds();
	for (int nr = 0; nr < RING_NR_MAX && nr < SYSCALL_NR_MAX; nr++)
		if (syscall_traced(nr) || pathtrace_needs_call(nr))
			hdr->traced[nr / 8] |= (uint8_t)(1u << (nr % 8));
	/* Netlink messages are decoded by the socket's protocol, which /proc may
	 * no longer tell once the program is gone: socket() is recorded (not
	 * shown) whenever a call that carries them is traced. */
	static const char *const netlink_carriers[] = {
		"sendto", "recvfrom", "sendmsg", "recvmsg", "sendmmsg", "recvmmsg",
	};
	int socket_nr = syscall_nr_by_name("socket");
	for (size_t i = 0; i < ARRAY_SIZE(netlink_carriers) && socket_nr >= 0; i++) {
		int nr = syscall_nr_by_name(netlink_carriers[i]);
		if (nr >= 0 && syscall_traced(nr))
			hdr->traced[socket_nr / 8] |= (uint8_t)(1u << (socket_nr % 8));
	}
	if (strlen(preload_path) >= sizeof(hdr->preload))
		die("the capture library's path is too long: '%s'", preload_path);
	memcpy(hdr->preload, preload_path, strlen(preload_path) + 1);
}

/* The program's environment, with the library preloaded and the ring named. */
static char **child_environment(void)
{
	extern char **environ;
	size_t n = 0;
	while (environ[n])
		n++;
	char **env = xcalloc(n + 3, sizeof(*env));
	size_t k = 0;
	const char *old_preload = NULL;
	for (size_t i = 0; i < n; i++) {
		if (strncmp(environ[i], "LD_PRELOAD=", 11) == 0)
			old_preload = environ[i] + 11;
		else if (strncmp(environ[i], RING_ENV "=", sizeof(RING_ENV)) != 0)
			env[k++] = environ[i];
	}
	env[k++] = old_preload && *old_preload
			   ? xasprintf("LD_PRELOAD=%s:%s", preload_path, old_preload)
			   : xasprintf("LD_PRELOAD=%s", preload_path);
	env[k++] = xasprintf(RING_ENV "=/proc/%d/fd/%d", getpid(), ring_fd);
	env[k] = NULL;
	return env;
}

static void catch_signals(void)
{
	lifecycle_catch_interrupts();
	struct sigaction chld = { .sa_handler = on_sigchld, .sa_flags = SA_NOCLDSTOP };
	sigemptyset(&chld.sa_mask);
	sigaction(SIGCHLD, &chld, NULL);
}

static void buffered_start(const char *path, char **argv)
{
#ifndef ENABLE_LIBUNWIND
	/* The capture library unwinds with libunwind, as ptrace mode does. */
	if (opts.stack_trace && opts.count != COUNT_ONLY)
		die("-k needs libunwind, which this systrace was built without");
#endif
	find_preload();
	check_not_static(path);
	/* Two descriptors per traced process (pidfd, /proc/PID/stat). */
	struct rlimit rl, prog_rl = { 0, 0 };
	bool raised = false;
	if (getrlimit(RLIMIT_NOFILE, &rl) == 0) {
		prog_rl = rl;
		if (rl.rlim_cur < rl.rlim_max) {
			rl.rlim_cur = rl.rlim_max;
			raised = setrlimit(RLIMIT_NOFILE, &rl) == 0;
		}
	}
	setup_ring(prog_rl.rlim_cur);
	char **env = child_environment();

	/* The program inherits systrace's signal dispositions as they were given
	 * (SIG_IGN in a background job): systrace's own handlers come after the fork. */
	int errpipe[2];
	if (pipe2(errpipe, O_CLOEXEC) < 0)
		die_errno("pipe");
	pid_t pid = fork();
	if (pid < 0)
		die_errno("fork");
	if (pid == 0) {
		/* A failed execve is systrace's to show (the library never loads):
		 * its errno goes back through the pipe, which a successful one closes. */
		close(errpipe[0]);
		/* --kill-on-exit: the program dies with systrace (its descendants run on). */
		if (opts.kill_on_exit)
			prctl(PR_SET_PDEATHSIG, SIGKILL);
		/* The ring by its number, for images that cannot reach it through
		 * systrace's /proc entry (their own pid namespace and /proc). */
		fcntl(ring_fd, F_SETFD, 0);
		if (cred_child_fd >= 0)
			fcntl(cred_child_fd, F_SETFD, 0);
		/* The program gets the limit systrace was given, not systrace's. */
		if (raised)
			setrlimit(RLIMIT_NOFILE, &prog_rl);
		execve(path, argv, env);
		int err = errno;
		if (write(errpipe[1], &err, sizeof(err)) != (ssize_t)sizeof(err))
			msg_errno("exec");
		_exit(1);	/* strace's status and words for a failed exec */
	}
	close(errpipe[1]);
	if (cred_child_fd >= 0)
		close(cred_child_fd);	/* the program's end: systrace never sends */
	catch_signals();
	started_pid = pid;
	pathtrace_started(pid);	/* -P: the descriptors it inherits */
	struct bproc *p = proc_get(pid);
	p->exec_pending = true;
	p->exec_path = xstrdup(path);

	/* The execve systrace makes in the child is the trace's first line, as
	 * under ptrace: decoded from systrace's own copy of the arguments (the
	 * child's are the same addresses, forked), completed by the new image's
	 * hello. */
	struct tcb *tcp = tcb_new(pid);
	struct btask *bt = btask_get(pid);
	bt->depth = 1;
	bt->lv[0].tcp = tcp;
	bt->lv[0].self_mem = true;
	memset(&tcp->ev, 0, sizeof(tcp->ev));
	tcp->ev.pid = tcp->ev.tid = pid;
	tcp->ev.nr = __NR_execve;
	tcp->ev.args[0] = (uint64_t)(uintptr_t)path;
	tcp->ev.args[1] = (uint64_t)(uintptr_t)argv;
	tcp->ev.args[2] = (uint64_t)(uintptr_t)env;
	tcp->ev.entry_ns = now_mono_ns();
	tcp->stime_entry_ns = tcp->stime_exit_ns = tcp->ev.entry_ns;
	bdecode_entry(tcp, NULL, true);

	int err = 0;
	ssize_t n;
	while ((n = read(errpipe[0], &err, sizeof(err))) < 0 && errno == EINTR &&
	       !lifecycle_interrupted)
		;
	close(errpipe[0]);
	if (n == (ssize_t)sizeof(err) && err > 0) {
		/* As under ptrace: the execve's result, then why, then its end. */
		p->exec_pending = false;
		tcp->ev.ret = -err;
		tcp->ev.exit_ns = now_mono_ns();
		tcp->ev.flags |= EV_HAS_RET;
		tcp->stime_exit_ns = tcp->ev.exit_ns;
		bdecode_exit(tcp, NULL, NULL, true);
		bt->depth = 0;
		output_flush();
		errno = err;
		msg_errno("exec");
	}
}

static void buffered_attach(void)
{
	die("-p needs -m ptrace: -m buffered traces only programs it starts");
}

static void print_stats(void)
{
	if (!getenv("SYSTRACE_BUFFERED_STATS"))
		return;
	double busy = stats.busy_ns / 1e9;
	fprintf(stderr,
		"systrace: buffered: %llu records, %llu bytes, %.3f s decoding and formatting "
		"(%.0f records/s), %llu wake-ups, %llu skipped\n",
		(unsigned long long)ring_rd.records, (unsigned long long)ring_rd.bytes, busy,
		busy > 0 ? ring_rd.records / busy : 0.0, (unsigned long long)stats.wakeups,
		(unsigned long long)skipped_records);
}

/* Lost records, per process, and images that ran untraced: always said. */
static void final_report(void)
{
	uint64_t total = 0;
	struct bproc *procs = procs_all();
	for (struct bproc *p = procs; p; p = p->next) {
		free_slots(p);
		if (p->lost) {
			msg("pid %d: %llu records lost (ring buffer full%s)", p->pid,
			    (unsigned long long)p->lost,
			    opts.overwrite ? ", --overwrite" : "");
			total += p->lost;
		}
		if (p->lost_dead) {
			msg("pid %d: %llu records lost (writer died while writing them)", p->pid,
			    (unsigned long long)p->lost_dead);
			total += p->lost_dead;
		}
		if (p->lost_tid) {
			msg("pid %d: %llu records lost (their thread of its pid namespace was gone "
			    "before its id could be translated)", p->pid,
			    (unsigned long long)p->lost_tid);
			total += p->lost_tid;
		}
	}
	/* A number the program can write: only ever printed as one. */
	uint64_t un = __atomic_load_n(&hdr->lost_unattributed, __ATOMIC_RELAXED);
	if (un)
		msg("%llu records lost by processes systrace could not tell apart "
		    "(ring buffer full)", (unsigned long long)un);
	if (lost_dead_unattributed)
		msg("%llu records lost (writer died before marking them)",
		    (unsigned long long)lost_dead_unattributed);
	if (lost_corrupt)
		msg("%llu corrupt records skipped (the program wrote over the ring buffer)",
		    (unsigned long long)lost_corrupt);
	if (too_deep_records)
		msg("%llu records lost (system calls of signal handlers nested more than %d deep)",
		    (unsigned long long)too_deep_records, MAX_NEST);
	if (lost_unidentified)
		msg("%llu records lost (their process, in a pid namespace of its own, was gone "
		    "before systrace could identify it)", (unsigned long long)lost_unidentified);
	if (late_records)
		msg("%llu records lost (read after their process was reported gone)",
		    (unsigned long long)late_records);
	total += un + lost_dead_unattributed + lost_corrupt + late_records + too_deep_records +
		 lost_unidentified;
	if (total)
		msg("%llu records lost in total", (unsigned long long)total);
	if (unknown_pid_records)
		msg("%llu records naming processes that are not systrace's tracees ignored",
		    (unsigned long long)unknown_pid_records);
	for (struct bproc *p = procs; p; p = p->next)
		if (p->stacks_skipped)
			msg("pid %d: %llu system calls shown without their stack (-k: the unwinder "
			    "was not available to the thread)", p->pid,
			    (unsigned long long)p->stacks_skipped);
	for (struct bproc *p = procs; p; p = p->next)
		if (p->trimmed)
			msg("%llu call%s of process %d covered systrace's own memory (ring, capture "
			    "library, signal stacks, -m rewrite's page 0) and %s applied to the rest "
			    "of %s range",
			    (unsigned long long)p->trimmed, p->trimmed == 1 ? "" : "s", p->pid,
			    p->trimmed == 1 ? "was" : "were", p->trimmed == 1 ? "its" : "their");
	for (struct bproc *p = procs; p; p = p->next) {
		if (!p->exec_unregistered && !(p->exec_pending && !p->gone))
			continue;
		const char *why = p->exec_untraced
			? "its environment no longer preloaded the capture library"
			: p->ns_pid != p->pid
			? "the library did not start in it (a statically linked program, a setuid "
			  "one, or a /proc of its pid namespace's own, where systrace's ring cannot "
			  "be found)"
			: "the library did not start in it (a statically linked program, or a "
			  "setuid one)";
		msg("pid %d ran '%s' untraced from its execve on: %s", p->pid,
		    p->exec_path ? p->exec_path : "?", why);
	}
}

/* systrace stops reading: a line left open says so, as when ptrace detaches. */
static void leave_open_line(struct tcb *tcp, void *arg)
{
	(void)arg;
	if (tcp->flags & TCB_ENTRY_PRINTED)
		output_syscall_detached(tcp);
}

static void stop_producers(void)
{
	if (hdr)
		__atomic_or_fetch(&hdr->state, RING_S_CONSUMER_GONE, __ATOMIC_SEQ_CST);
	if (hdr && __atomic_load_n(&hdr->space_waiters, __ATOMIC_SEQ_CST)) {
		__atomic_add_fetch(&hdr->space_seq, 1, __ATOMIC_SEQ_CST);
		syscall(SYS_futex, &hdr->space_seq, FUTEX_WAKE, INT_MAX, NULL, NULL, 0);
	}
}

/* Everything ready: at most a ring's worth from producers that follow the
 * protocol, whatever a hostile one keeps adding. */
void buffered_drain_all(bool final)
{
	uint64_t batches = ring_size / sizeof(struct ring_rec) / DRAIN_BATCH + 2;
	for (uint64_t i = 0; i < batches; i++) {
		uint64_t before = ring_rd.consumed;
		buffered_drain(final);
		if (ring_rd.consumed == before)
			break;
	}
}

/* The waker (see IDLE_WAKE_MS): reads and writes only the doorbell word. A
 * SCHED_IDLE thread still gets a sliver of a busy CPU, so it also looks at how
 * late its timer let it run: a thread of that priority that runs on time found
 * a CPU with nothing else to do. */
#define IDLE_LATE_NS 500000ll	/* later than this: no CPU was free */
static void *idle_waker(void *arg)
{
	(void)arg;
	struct sched_param sp = { 0 };
	if (pthread_setschedparam(pthread_self(), SCHED_IDLE, &sp) != 0)
		return NULL;	/* then the consumer's own timeout is all there is */
	struct timespec at;
	clock_gettime(CLOCK_MONOTONIC, &at);
	for (;;) {
		at.tv_nsec += IDLE_WAKE_MS * 1000000L;
		if (at.tv_nsec >= 1000000000L) {
			at.tv_sec++;
			at.tv_nsec -= 1000000000L;
		}
		while (clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &at, NULL) == EINTR)
			;
		struct timespec now;
		clock_gettime(CLOCK_MONOTONIC, &now);
		long long late = (long long)(now.tv_sec - at.tv_sec) * 1000000000ll +
				 (now.tv_nsec - at.tv_nsec);
		if (late > IDLE_LATE_NS) {
			at = now;	/* start the next period from here */
			continue;
		}
		if (__atomic_exchange_n(&hdr->consumer_sleeping, 0, __ATOMIC_SEQ_CST))
			syscall(SYS_futex, &hdr->consumer_sleeping, FUTEX_WAKE, 1, NULL, NULL, 0);
	}
	return NULL;
}

/* Started once every process systrace forks is forked; every signal stays with
 * the main thread, whose waits they must interrupt. */
static void start_idle_waker(void)
{
	sigset_t all, old;
	pthread_t t;
	sigfillset(&all);
	pthread_sigmask(SIG_SETMASK, &all, &old);
	if (pthread_create(&t, NULL, idle_waker, NULL) == 0)
		pthread_detach(t);
	pthread_sigmask(SIG_SETMASK, &old, NULL);
}

static int buffered_run(void)
{
	start_idle_waker();
	for (;;) {
		if (lifecycle_interrupted)
			break;
		if (opts.follow)
			procs_discover();
		else
			procs_read_creds();
		unsigned long n = buffered_drain(false);
		check_deaths(false);
		if (all_done())
			break;
		if (!n)
			idle_wait();
	}
	int interrupted = lifecycle_interrupted;
	if (interrupted == SIGPIPE) {
		/* The trace's reader went away: the program runs on unrecorded (producers
		 * no longer wait for the ring) and systrace ends as it does. */
		stop_producers();
		int status = 0;
		while (started_status < 0 && waitpid(started_pid, &status, 0) < 0 && errno == EINTR)
			;
		if (started_status < 0)
			started_status = status;
		return lifecycle_exit_code(started_status);
	}
	if (interrupted) {
		/* Like strace: the program systrace started gets the signal. */
		int rc = lifecycle_interrupted_exit(started_pid, started_status, interrupted);
		stop_producers();
		buffered_drain(false);
		tcb_for_each(leave_open_line, NULL);
		final_report();
		print_stats();
		return rc;
	}
	stop_producers();
	buffered_drain_all(true);
	check_deaths(true);
	final_report();
	print_stats();
	return lifecycle_exit_code(started_status);
}

static void buffered_cleanup(void)
{
	lifecycle_kill_started(started_pid, started_status);
	stop_producers();
}

const struct backend backend_buffered = {
	.name = "buffered",
	.start = buffered_start,
	.attach = buffered_attach,
	.run = buffered_run,
	.read_mem = buffered_read_mem,
	.cleanup = buffered_cleanup,
};
