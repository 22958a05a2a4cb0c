/* SPDX-License-Identifier: GPL-2.0-or-later */
#include "config.h"
#include "tips.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "options.h"
#include "util.h"

/* systrace's own tips; an id past the end wraps around, as any id must name one. */
static const char *const tips[] = {
	"-m seccomp traces without ptrace: the kernel hands each syscall to systrace "
	"through seccomp user notification.",
	"-m buffered and -m rewrite capture syscalls inside the program into a shared "
	"ring; they cost far less than a ptrace stop per syscall.",
	"--overhead reports what tracing cost the program, measured and estimated, "
	"with the kernel's own ftrace view as a reference.",
	"--output-format=json writes one JSON object per event (systrace-json(5)); "
	"--output-format=ctf writes a trace babeltrace2 reads.",
	"-e inject=SET:error=E makes syscalls fail on purpose: test how a program "
	"copes with ENOSPC, EINTR or EAGAIN.",
	"-X verbose prints each named constant with its number, -X raw the number only.",
	"-c -U name,calls,avg-time,max-time shows the summary columns you choose, "
	"in your order; -S picks the sort key.",
	"-e trace=/REGEX selects syscalls by a regular expression; -e trace=?NAME "
	"does not complain if NAME is unknown.",
	"-o '|COMMAND' pipes the trace into a command, for example "
	"-o '|grep -v ENOENT'.",
	"-D runs systrace as a detached grandchild: the program stays its shell's "
	"own child.",
};

/* Split text into lines of at most width bytes, at spaces; returns the count. */
static unsigned int wrap(const char *text, unsigned int width, const char **starts,
			 unsigned int *lens, unsigned int max)
{
	unsigned int n = 0;
	while (*text && n < max) {
		size_t len = strlen(text);
		size_t cut = len;
		if (len > width) {
			cut = width;
			while (cut > 0 && text[cut] != ' ')
				cut--;
			if (!cut)
				cut = width;
		}
		starts[n] = text;
		lens[n++] = (unsigned int)cut;
		text += cut;
		while (*text == ' ')
			text++;
	}
	return n;
}

void tips_print(FILE *fp)
{
	if (opts.tips == TIPS_NONE)
		return;
	size_t count = ARRAY_SIZE(tips);
	size_t id = opts.tip_id >= 0 ? (size_t)opts.tip_id % count :
		    (size_t)(time(NULL) ^ getpid()) % count;
	const char *starts[16];
	unsigned int lens[16];
	unsigned int width = opts.tips == TIPS_FULL ? 60 : 44;
	unsigned int n = wrap(tips[id], width, starts, lens, 16);
	unsigned int inner = 0;
	for (unsigned int i = 0; i < n; i++)
		if (lens[i] > inner)
			inner = lens[i];
	if (opts.tips == TIPS_FULL)
		inner = width;
	/* A box just big enough (compact), or of full width with a title (full). */
	fputs("  ", fp);
	for (unsigned int i = 0; i < inner + 2; i++)
		fputc('_', fp);
	fprintf(fp, "\n /%*s\\\n", inner + 2, "");
	if (opts.tips == TIPS_FULL)
		fprintf(fp, " | systrace tip %-*zu |\n |%*s|\n", inner - 13, id, inner + 2, "");
	for (unsigned int i = 0; i < n; i++)
		fprintf(fp, " | %-*.*s |\n", inner, lens[i], starts[i]);
	fputs(" \\", fp);
	for (unsigned int i = 0; i < inner + 2; i++)
		fputc('_', fp);
	fputs("/\n", fp);
}
