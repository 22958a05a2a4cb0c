/* SPDX-License-Identifier: GPL-2.0-or-later */
/* --tips: a tip about systrace, drawn in a box on standard error before exit. */
#ifndef SYSTRACE_TIPS_H
#define SYSTRACE_TIPS_H

#include <stdio.h>

/* Print the tip --tips asked for (opts.tip_id, or a random one) in opts.tips's
 * format; nothing when --tips was not given or was none. */
void tips_print(FILE *fp);

#endif
