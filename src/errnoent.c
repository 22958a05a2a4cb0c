/* SPDX-License-Identifier: GPL-2.0-or-later */
#include "config.h"
#include "errnoent.h"

#include <string.h>

/* Codes the kernel uses internally; a tracer sees them at syscall exit before a restart. */
static const struct {
	int err;
	const char *name;
	const char *message;
} kernel_codes[] = {
	{ 512, "ERESTARTSYS", "To be restarted if SA_RESTART is set" },
	{ 513, "ERESTARTNOINTR", "To be restarted" },
	{ 514, "ERESTARTNOHAND", "To be restarted if no handler" },
	{ 515, "ENOIOCTLCMD", "No ioctl command" },
	{ 516, "ERESTART_RESTARTBLOCK", "Interrupted by signal" },
	{ 517, "EPROBE_DEFER", "Driver requests probe retry" },
	{ 518, "EOPENSTALE", "Open found a stale dentry" },
	{ 519, "ENOPARAM", "Parameter not supported" },
	{ 521, "EBADHANDLE", "Illegal NFS file handle" },
	{ 522, "ENOTSYNC", "Update synchronization mismatch" },
	{ 523, "EBADCOOKIE", "Cookie is stale" },
	{ 524, "ENOTSUPP", "Operation is not supported" },
	{ 525, "ETOOSMALL", "Buffer or request is too small" },
	{ 526, "ESERVERFAULT", "An untranslatable error occurred" },
	{ 527, "EBADTYPE", "Type not supported by server" },
	{ 528, "EJUKEBOX", "Request initiated, but will not complete before timeout" },
	{ 529, "EIOCBQUEUED", "iocb queued, will get completion event" },
	{ 530, "ERECALLCONFLICT", "conflict with recalled state" },
};

const char *errno_name(int err)
{
	if (err > 0 && err < 512)
		return strerrorname_np(err);
	for (size_t i = 0; i < sizeof(kernel_codes) / sizeof(kernel_codes[0]); i++)
		if (kernel_codes[i].err == err)
			return kernel_codes[i].name;
	return NULL;
}

const char *errno_message(int err)
{
	/* strerror() looks the text up in the message catalogue on every call,
	 * which is a good part of formatting a failed call: keep each text. */
	static const char *known[512];
	if (err > 0 && err < 512) {
		if (!known[err]) {
			char *copy = strdup(strerror(err));
			if (!copy)
				return strerror(err);
			known[err] = copy;
		}
		return known[err];
	}
	for (size_t i = 0; i < sizeof(kernel_codes) / sizeof(kernel_codes[0]); i++)
		if (kernel_codes[i].err == err)
			return kernel_codes[i].message;
	return "Unknown error";
}
