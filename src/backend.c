/* SPDX-License-Identifier: GPL-2.0-or-later */
#include "config.h"
#include "backend.h"
#include "rewrite_mode.h"

#include <stddef.h>

/* The backend in use; main() picks it from -m before anything starts. */
const struct backend *backend = &backend_ptrace;

const struct backend *backend_for_mode(enum capture_mode mode)
{
	/* -m rewrite is the buffered backend, with a flag for the library. */
	rewrite_mode_setup();
	switch (mode) {
	case MODE_PTRACE:
		return &backend_ptrace;
	case MODE_SECCOMP:
		return &backend_seccomp;
	case MODE_BUFFERED:
		return &backend_buffered;
	}
	return NULL;
}
